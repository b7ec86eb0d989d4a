/**
 * A planet's programs as the API answers them: punch-card plans and their cards (spec §3 "Punch-card
 * plan"), homework and submissions, specials (spec §3 "Planet special") and members' questions. Times are unix
 * seconds; money is fen.
 */
import type { Page } from '@shared/api/types.ts';

/** 0 not started, 1 running, 2 ended: derived from start_at and end_at, never stored. */
export type PunchPlanStatus = 0 | 1 | 2;

export type PunchPlanInput = {
  title: string;
  content: string;
  /** the most punches one member may make on one day (China time), 1–10 */
  punchcard_daily_limit: number;
  /** the daily window in which punching is open, 'HH:MM-HH:MM' (China time); '' is all day */
  punchcard_time_limit: string;
  start_at: number;
  end_at: number;
};

export type PunchPlan = PunchPlanInput & {
  id: number;
  planet_id: number;
  status: PunchPlanStatus;
  card_count: number;
  /** members who punched at least once */
  member_count: number;
  created_at: number;
  updated_at: number;
};

export type PunchCard = {
  id: number;
  plan_id: number;
  member_id: number;
  member_name: string;
  /** 'YYYY-MM-DD', China time */
  day: string;
  text: string;
  created_at: number;
};

export type PunchDayCount = { day: string; count: number };

export type PunchCardPage = Page<PunchCard> & { plan: PunchPlan; days: PunchDayCount[] };

/** 1 open for submissions, 2 closed by the teacher (a passed deadline also closes it). */
type HomeworkStatus = 1 | 2;

export type HomeworkInput = { title: string; content: string; deadline: number; status: HomeworkStatus };

export type Homework = HomeworkInput & {
  id: number;
  planet_id: number;
  submission_count: number;
  reviewed_count: number;
  created_at: number;
  updated_at: number;
};

export type HomeworkSubmission = {
  id: number;
  homework_id: number;
  member_id: number;
  member_name: string;
  text: string;
  submitted_at: number;
  /** the teacher's comment; '' before a review */
  comment: string;
  /** 0–100; null before a review */
  score: number | null;
  reviewed_at: number | null;
};

export type HomeworkSubmissionPage = Page<HomeworkSubmission> & { homework: Homework };

/** 1 paid Q&A, 2 punch-card challenge (needs plan_id), 3 paid content */
export type SpecialType = 1 | 2 | 3;
/** 1 never ends, 2 ends at ended_at */
export type SpecialEndedType = 1 | 2;
/** 1 everyone who opens the planet, 2 members only */
export type SpecialShowType = 1 | 2;

export type SpecialInput = {
  type: SpecialType;
  /** fen */
  price: number;
  /** 1: buyers take part anonymously */
  anonymous: 0 | 1;
  title: string;
  content: string;
  /** days a buyer keeps access after buying; 0 for as long as the special lasts */
  time_range: number;
  ended_type: SpecialEndedType;
  /** 0 unless ended_type is 2 */
  ended_at: number;
  show_type: SpecialShowType;
  /** a punch-card plan of the same planet for type 2; 0 otherwise */
  plan_id: number;
};

export type Special = SpecialInput & {
  id: number;
  planet_id: number;
  /** the linked plan's title ('' without one) */
  plan_title: string;
  created_at: number;
  updated_at: number;
};

export type Question = {
  id: number;
  /** null when the member asked anonymously: the owner does not see who */
  asker_name: string | null;
  anonymous: 0 | 1;
  question: string;
  asked_at: number;
  /** '' until answered */
  answer: string;
  answered_at: number | null;
};

/** The planet switches (spec §3 "Settings") that govern asking. */
export type AskRules = { free_ask: 0 | 1; anonymous_ask: 0 | 1 };

export type QuestionPage = Page<Question> & { rules: AskRules; counts: { all: number; unanswered: number; answered: number } };
