/**
 * Request schemas of the planet program calls (docs/api.md): the fields of spec §3 "Punch-card plan" and
 * "Planet special", and ours for homework and questions. Rules a schema cannot say (dates in order, a plan of the
 * same planet) are the service's.
 */
import { cleanText, Id, RULE_KEYWORD, Type, type TProperties } from '@shared/api/schema.ts';
import { PROGRAM_LIMITS } from '@shared/planet-programs/rules.ts';
import { closedBody, pagingFields, queryOf } from '@server/http/schemas.ts';

const seconds = Type.Integer({ minimum: 0, [RULE_KEYWORD]: '必须是时间戳（秒）' });
/** one of `values`, worded by `rule` */
const oneOf = <const V extends number[]>(values: readonly [...V], rule: string) => Type.Enum(values, { type: 'integer', [RULE_KEYWORD]: rule });
/** a filter of a list: one of `values`, or none */
export const choice = <const V extends number[]>(values: readonly [...V]) => Type.Optional(Type.Enum(values, { type: 'integer' }));
// every text a teacher writes here passes the content check (spec §5)
const title = cleanText(200);
const content = cleanText(20_000);

/** a list of one planet: `size` rows a page by default, at most `max` */
export const listQuery = <P extends TProperties>(extra: P, size = 10, max = 50) => queryOf({ planet_id: Id, ...pagingFields(max, size), ...extra });

/** GET ?planet_id=&id= */
export const recordQuery = queryOf({ planet_id: Id, id: Id });
/** POST {planet_id, id} */
export const recordBody = closedBody(Type.Object({ planet_id: Id, id: Id }));

/** Adds `planet_id` (create) or `planet_id` and `id` (update) to an input's fields (those the client may leave out optional). */
function inputBodies<P extends TProperties>(fields: P) {
  return {
    create: closedBody(Type.Object({ planet_id: Id, ...fields })),
    update: closedBody(Type.Object({ planet_id: Id, id: Id, ...fields })),
  };
}

export const planBodies = inputBodies({
  title,
  content: Type.Optional(content),
  punchcard_daily_limit: Type.Integer({
    minimum: 1,
    maximum: PROGRAM_LIMITS.dailyLimitMax,
    [RULE_KEYWORD]: `必须是 1 到 ${PROGRAM_LIMITS.dailyLimitMax} 之间的整数（每人每天最多打卡次数）`,
  }),
  punchcard_time_limit: Type.Optional(Type.String({ maxLength: 11, [RULE_KEYWORD]: '必须是 HH:MM-HH:MM 或空（全天）' })),
  start_at: seconds,
  end_at: seconds,
});

export const homeworkBodies = inputBodies({ title, content: Type.Optional(content), deadline: seconds, status: Type.Optional(oneOf([1, 2], '必须是 1（进行中）或 2（已关闭）')) });

export const reviewBody = closedBody(
  Type.Object({
    planet_id: Id,
    id: Id,
    comment: cleanText(5000),
    score: Type.Integer({ minimum: 0, maximum: PROGRAM_LIMITS.scoreMax, [RULE_KEYWORD]: `必须是 0 到 ${PROGRAM_LIMITS.scoreMax} 之间的整数` }),
  }),
);

export const specialBodies = inputBodies({
  type: oneOf([1, 2, 3], '必须是 1（付费提问）、2（打卡挑战）或 3（付费内容）'),
  price: Type.Optional(Type.Integer({ minimum: 0, maximum: PROGRAM_LIMITS.priceMax, [RULE_KEYWORD]: `必须是 0 到 ${PROGRAM_LIMITS.priceMax} 之间的整数（分）` })),
  anonymous: Type.Optional(oneOf([0, 1], '必须是 0 或 1')),
  title,
  content: Type.Optional(content),
  time_range: Type.Optional(Type.Integer({ minimum: 0, maximum: PROGRAM_LIMITS.timeRangeMax, [RULE_KEYWORD]: `必须是 0 到 ${PROGRAM_LIMITS.timeRangeMax} 之间的整数（天）` })),
  ended_type: Type.Optional(oneOf([1, 2], '必须是 1（长期有效）或 2（定时结束）')),
  ended_at: Type.Optional(seconds),
  show_type: Type.Optional(oneOf([1, 2], '必须是 1（所有人可见）或 2（仅成员可见）')),
  plan_id: Type.Optional(Type.Integer({ minimum: 0, [RULE_KEYWORD]: '必须是打卡计划的 id，或 0' })),
});

export const answerBody = closedBody(Type.Object({ planet_id: Id, id: Id, answer: cleanText(10_000) }));

export const dayField = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', [RULE_KEYWORD]: '必须是 YYYY-MM-DD 日期' });
