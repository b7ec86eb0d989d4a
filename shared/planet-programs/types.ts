/**
 * A planet's programs as the API answers them: punch-card plans and their cards (spec §3 "Punch-card
 * plan"), homework and submissions, specials (spec §3 "Planet special") and members' questions. Times are unix
 * seconds; money is fen.
 */
import { Seconds, Type, type Static } from '@shared/api/schema.ts';
import type { Page } from '@shared/api/types.ts';

const Flag01 = Type.Enum([0, 1]);

/** 0 not started, 1 running, 2 ended: derived from start_at and end_at, never stored. */
export const PunchPlanStatus = Type.Enum([0, 1, 2]);
export type PunchPlanStatus = Static<typeof PunchPlanStatus>;

export const PunchPlanInput = Type.Object({
  title: Type.String(),
  content: Type.String(),
  /** the most punches one member may make on one day (China time), 1–10 */
  punchcard_daily_limit: Type.Integer(),
  /** the daily window in which punching is open, 'HH:MM-HH:MM' (China time); '' is all day */
  punchcard_time_limit: Type.String(),
  start_at: Seconds,
  end_at: Seconds,
});
export type PunchPlanInput = Static<typeof PunchPlanInput>;

export const PunchPlan = Type.Object({
  ...PunchPlanInput.properties,
  id: Type.Integer(),
  planet_id: Type.Integer(),
  status: PunchPlanStatus,
  card_count: Type.Integer(),
  /** members who punched at least once */
  member_count: Type.Integer(),
  created_at: Seconds,
  updated_at: Seconds,
});
export type PunchPlan = Static<typeof PunchPlan>;

export const PunchCard = Type.Object({
  id: Type.Integer(),
  plan_id: Type.Integer(),
  member_id: Type.Integer(),
  member_name: Type.String(),
  /** 'YYYY-MM-DD', China time */
  day: Type.String(),
  text: Type.String(),
  created_at: Seconds,
});
export type PunchCard = Static<typeof PunchCard>;

export const PunchDayCount = Type.Object({ day: Type.String(), count: Type.Integer() });
export type PunchDayCount = Static<typeof PunchDayCount>;

/** what a plan's card list says beside its rows */
export const PunchCardPageData = Type.Object({ plan: PunchPlan, days: Type.Array(PunchDayCount) });
export type PunchCardPage = Page<PunchCard> & Static<typeof PunchCardPageData>;

/** 1 open for submissions, 2 closed by the teacher (a passed deadline also closes it). */
const HomeworkStatus = Type.Enum([1, 2]);

export const HomeworkInput = Type.Object({ title: Type.String(), content: Type.String(), deadline: Seconds, status: HomeworkStatus });
export type HomeworkInput = Static<typeof HomeworkInput>;

export const Homework = Type.Object({
  ...HomeworkInput.properties,
  id: Type.Integer(),
  planet_id: Type.Integer(),
  submission_count: Type.Integer(),
  reviewed_count: Type.Integer(),
  created_at: Seconds,
  updated_at: Seconds,
});
export type Homework = Static<typeof Homework>;

export const HomeworkSubmission = Type.Object({
  id: Type.Integer(),
  homework_id: Type.Integer(),
  member_id: Type.Integer(),
  member_name: Type.String(),
  text: Type.String(),
  submitted_at: Seconds,
  /** the teacher's comment; '' before a review */
  comment: Type.String(),
  /** 0–100; null before a review */
  score: Type.Union([Type.Integer(), Type.Null()]),
  reviewed_at: Type.Union([Seconds, Type.Null()]),
});
export type HomeworkSubmission = Static<typeof HomeworkSubmission>;

/** what a homework's submission list says beside its rows */
export const HomeworkSubmissionPageData = Type.Object({ homework: Homework });
export type HomeworkSubmissionPage = Page<HomeworkSubmission> & Static<typeof HomeworkSubmissionPageData>;

/** 1 paid Q&A, 2 punch-card challenge (needs plan_id), 3 paid content */
const SpecialType = Type.Enum([1, 2, 3]);
export type SpecialType = Static<typeof SpecialType>;
/** 1 never ends, 2 ends at ended_at */
const SpecialEndedType = Type.Enum([1, 2]);
export type SpecialEndedType = Static<typeof SpecialEndedType>;
/** 1 everyone who opens the planet, 2 members only */
const SpecialShowType = Type.Enum([1, 2]);
export type SpecialShowType = Static<typeof SpecialShowType>;

export const SpecialInput = Type.Object({
  type: SpecialType,
  /** fen */
  price: Type.Integer(),
  /** 1: buyers take part anonymously */
  anonymous: Flag01,
  title: Type.String(),
  content: Type.String(),
  /** days a buyer keeps access after buying; 0 for as long as the special lasts */
  time_range: Type.Integer(),
  ended_type: SpecialEndedType,
  /** 0 unless ended_type is 2 */
  ended_at: Seconds,
  show_type: SpecialShowType,
  /** a punch-card plan of the same planet for type 2; 0 otherwise */
  plan_id: Type.Integer(),
});
export type SpecialInput = Static<typeof SpecialInput>;

export const Special = Type.Object({
  ...SpecialInput.properties,
  id: Type.Integer(),
  planet_id: Type.Integer(),
  /** the linked plan's title ('' without one) */
  plan_title: Type.String(),
  created_at: Seconds,
  updated_at: Seconds,
});
export type Special = Static<typeof Special>;

export const Question = Type.Object({
  id: Type.Integer(),
  /** null when the member asked anonymously: the owner does not see who */
  asker_name: Type.Union([Type.String(), Type.Null()]),
  anonymous: Flag01,
  question: Type.String(),
  asked_at: Seconds,
  /** '' until answered */
  answer: Type.String(),
  answered_at: Type.Union([Seconds, Type.Null()]),
});
export type Question = Static<typeof Question>;

/** The planet switches (spec §3 "Settings") that govern asking. */
const AskRules = Type.Object({ free_ask: Flag01, anonymous_ask: Flag01 });
export type AskRules = Static<typeof AskRules>;

/** what the question list says beside its rows */
export const QuestionPageData = Type.Object({ rules: AskRules, counts: Type.Object({ all: Type.Integer(), unanswered: Type.Integer(), answered: Type.Integer() }) });
export type QuestionPage = Page<Question> & Static<typeof QuestionPageData>;
