/** Tables of the planet programs area (migration 008), merged into Database in schema.ts. */
import type { Generated, Selectable } from 'kysely';

interface PlanetPunchPlansTable {
  id: Generated<number>;
  planet_id: number;
  title: string;
  content: string;
  /** punches per member per China-time day */
  punchcard_daily_limit: number;
  /** 'HH:MM-HH:MM' China time; '' all day */
  punchcard_time_limit: string;
  start_at: number;
  end_at: number;
  created_at: number;
  updated_at: number;
}

interface PlanetPunchCardsTable {
  id: Generated<number>;
  planet_id: number;
  plan_id: number;
  member_id: number;
  /** the member's name when punching */
  member_name: string;
  /** 'YYYY-MM-DD' China time */
  day: string;
  text: string;
  created_at: number;
}

interface PlanetHomeworksTable {
  id: Generated<number>;
  planet_id: number;
  title: string;
  content: string;
  deadline: number;
  /** 1 open, 2 closed */
  status: number;
  created_at: number;
  updated_at: number;
}

interface PlanetHomeworkSubmissionsTable {
  id: Generated<number>;
  planet_id: number;
  homework_id: number;
  member_id: number;
  member_name: string;
  text: string;
  submitted_at: number;
  comment: Generated<string>;
  /** 0–100, null before a review */
  score: number | null;
  reviewed_at: number | null;
}

interface PlanetSpecialsTable {
  id: Generated<number>;
  planet_id: number;
  /** 1 paid Q&A, 2 punch-card challenge, 3 paid content */
  type: number;
  price: number;
  anonymous: number;
  title: string;
  content: string;
  /** days of access after buying; 0 while the special lasts */
  time_range: number;
  /** 1 never ends, 2 ends at ended_at */
  ended_type: number;
  ended_at: number;
  /** 1 everyone, 2 members only */
  show_type: number;
  /** 0 for none */
  plan_id: number;
  created_at: number;
  updated_at: number;
}

interface PlanetQuestionsTable {
  id: Generated<number>;
  planet_id: number;
  member_id: number;
  asker_name: string;
  anonymous: number;
  question: string;
  asked_at: number;
  answer: Generated<string>;
  answered_at: number | null;
}

export interface PlanetProgramTables {
  planet_punch_plans: PlanetPunchPlansTable;
  planet_punch_cards: PlanetPunchCardsTable;
  planet_homeworks: PlanetHomeworksTable;
  planet_homework_submissions: PlanetHomeworkSubmissionsTable;
  planet_specials: PlanetSpecialsTable;
  planet_questions: PlanetQuestionsTable;
}

export type PunchPlanRow = Selectable<PlanetPunchPlansTable>;
export type HomeworkRow = Selectable<PlanetHomeworksTable>;
export type SpecialRow = Selectable<PlanetSpecialsTable>;
export type QuestionRow = Selectable<PlanetQuestionsTable>;
export type SubmissionRow = Selectable<PlanetHomeworkSubmissionsTable>;
