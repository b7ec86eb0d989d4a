/**
 * The calls of a planet's programs (docs/api.md). The prefixes come from spec §7
 * (punch-card plans: /api/v4/planet/punchcard/*, specials: /api/v4/planetSpecial/*); the names after them, and the
 * homework and Q&A calls, are ours. Every call names its planet (`planet_id`).
 */
const PUNCHCARD = '/api/v4/planet/punchcard';
const HOMEWORK = '/api/v4/planet/homework';
const SPECIAL = '/api/v4/planetSpecial';
const ASK = '/api/v4/planet/ask';

export const PUNCHCARD_PATHS = {
  /** GET planet_id, page, pageSize, status? → rows PunchPlan[] */
  findList: `${PUNCHCARD}/findList`,
  /** POST JSON {planet_id, ...PunchPlanInput} → {id} */
  create: `${PUNCHCARD}/create`,
  /** POST JSON {planet_id, id, ...PunchPlanInput} → PunchPlan */
  update: `${PUNCHCARD}/update`,
  /** POST JSON {planet_id, id} */
  delete: `${PUNCHCARD}/delete`,
  /** GET planet_id, id → PunchPlan */
  detail: `${PUNCHCARD}/detail`,
  /** GET planet_id, plan_id, page, pageSize, day? → rows PunchCard[], data {plan, days} */
  cardList: `${PUNCHCARD}/cardList`,
} as const;

export const HOMEWORK_PATHS = {
  /** GET planet_id, page, pageSize → rows Homework[] */
  findList: `${HOMEWORK}/findList`,
  create: `${HOMEWORK}/create`,
  update: `${HOMEWORK}/update`,
  delete: `${HOMEWORK}/delete`,
  /** GET planet_id, id → Homework */
  detail: `${HOMEWORK}/detail`,
  /** GET planet_id, homework_id, page, pageSize, reviewed? → rows HomeworkSubmission[], data {homework} */
  submissionList: `${HOMEWORK}/submissionList`,
  /** POST JSON {planet_id, id (submission), comment, score} → HomeworkSubmission */
  review: `${HOMEWORK}/review`,
} as const;

export const SPECIAL_PATHS = {
  findList: `${SPECIAL}/findList`,
  create: `${SPECIAL}/create`,
  update: `${SPECIAL}/update`,
  delete: `${SPECIAL}/delete`,
  detail: `${SPECIAL}/detail`,
} as const;

export const ASK_PATHS = {
  /** GET planet_id, page, pageSize, answered? (0|1) → rows Question[], data {rules, counts} */
  findList: `${ASK}/findList`,
  /** POST JSON {planet_id, id, answer} → Question */
  answer: `${ASK}/answer`,
  /** POST JSON {planet_id, id} */
  delete: `${ASK}/delete`,
} as const;
