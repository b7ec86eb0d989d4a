/**
 * JSON schemas of the planet program calls (docs/api.md): the fields of spec §3
 * "Punch-card plan" and "Planet special", and ours for homework and questions. Rules a schema cannot say (dates in
 * order, a plan of the same planet) are the service's.
 */
import { PROGRAM_LIMITS } from '@shared/planet-programs/rules.ts';
import { bodySchema, idField, querySchema } from '@server/http/schemas.ts';
import { RULE_KEYWORD } from '@server/http/validation.ts';
import { cleanText } from '@server/content/clean-text.ts';

const seconds = { type: 'integer', minimum: 0, [RULE_KEYWORD]: '必须是时间戳（秒）' } as const;
const flag = { type: 'integer', enum: [0, 1], [RULE_KEYWORD]: '必须是 0 或 1' } as const;
// every text a teacher writes here passes the content check (spec §5)
const title = cleanText(200);
const content = cleanText(20_000);

export const paging = (defaultSize: number, maxSize: number) => ({
  page: { type: 'integer', minimum: 1, default: 1, [RULE_KEYWORD]: '必须是正整数' },
  pageSize: { type: 'integer', minimum: 1, maximum: maxSize, default: defaultSize, [RULE_KEYWORD]: `必须是 1 到 ${maxSize} 之间的整数` },
});

/** GET ?planet_id=&id= */
export const recordQuery = querySchema({ planet_id: idField, id: idField }, ['planet_id', 'id']);
/** POST {planet_id, id} */
export const recordBody = bodySchema({ planet_id: idField, id: idField });

/** Adds `planet_id` (create) or `planet_id` and `id` (update) to an input's fields. */
export function inputBodies(fields: Record<string, object>, required: string[]) {
  return {
    create: bodySchema({ planet_id: idField, ...fields }, ['planet_id', ...required]),
    update: bodySchema({ planet_id: idField, id: idField, ...fields }, ['planet_id', 'id', ...required]),
  };
}

export const planFields = {
  title,
  content,
  punchcard_daily_limit: {
    type: 'integer',
    minimum: 1,
    maximum: PROGRAM_LIMITS.dailyLimitMax,
    [RULE_KEYWORD]: `必须是 1 到 ${PROGRAM_LIMITS.dailyLimitMax} 之间的整数（每人每天最多打卡次数）`,
  },
  punchcard_time_limit: { type: 'string', maxLength: 11, [RULE_KEYWORD]: '必须是 HH:MM-HH:MM 或空（全天）' },
  start_at: seconds,
  end_at: seconds,
} as const;

export const homeworkFields = {
  title,
  content,
  deadline: seconds,
  status: { type: 'integer', enum: [1, 2], [RULE_KEYWORD]: '必须是 1（进行中）或 2（已关闭）' },
} as const;

export const reviewBody = bodySchema(
  {
    planet_id: idField,
    id: idField,
    comment: cleanText(5000),
    score: { type: 'integer', minimum: 0, maximum: PROGRAM_LIMITS.scoreMax, [RULE_KEYWORD]: `必须是 0 到 ${PROGRAM_LIMITS.scoreMax} 之间的整数` },
  },
  ['planet_id', 'id', 'comment', 'score'],
);

export const specialFields = {
  type: { type: 'integer', enum: [1, 2, 3], [RULE_KEYWORD]: '必须是 1（付费提问）、2（打卡挑战）或 3（付费内容）' },
  price: { type: 'integer', minimum: 0, maximum: PROGRAM_LIMITS.priceMax, [RULE_KEYWORD]: `必须是 0 到 ${PROGRAM_LIMITS.priceMax} 之间的整数（分）` },
  anonymous: flag,
  title,
  content,
  time_range: { type: 'integer', minimum: 0, maximum: PROGRAM_LIMITS.timeRangeMax, [RULE_KEYWORD]: `必须是 0 到 ${PROGRAM_LIMITS.timeRangeMax} 之间的整数（天）` },
  ended_type: { type: 'integer', enum: [1, 2], [RULE_KEYWORD]: '必须是 1（长期有效）或 2（定时结束）' },
  ended_at: seconds,
  show_type: { type: 'integer', enum: [1, 2], [RULE_KEYWORD]: '必须是 1（所有人可见）或 2（仅成员可见）' },
  plan_id: { type: 'integer', minimum: 0, [RULE_KEYWORD]: '必须是打卡计划的 id，或 0' },
} as const;

export const answerBody = bodySchema({ planet_id: idField, id: idField, answer: cleanText(10_000) });

export const dayField = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$', [RULE_KEYWORD]: '必须是 YYYY-MM-DD 日期' } as const;
