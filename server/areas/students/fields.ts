/** The query of the student list and its export (docs/api.md "Students"), and what the service reads of it. */
import { Id, RULE_KEYWORD, Type, type Static } from '@shared/api/schema.ts';
import { ORDER_CHANNELS } from '@shared/orders/types.ts';
import { STUDENT_LIMITS } from '@shared/students/rules.ts';
import { STUDENT_SORTS, type StudentFilter } from '@shared/students/types.ts';
import { queryOf } from '@server/http/schemas.ts';

const seconds = Type.Integer({ minimum: 0, maximum: 4_102_444_800, [RULE_KEYWORD]: '必须是时间（unix 秒）' });
const fen = Type.Integer({ minimum: 0, maximum: 100_000_000_000, [RULE_KEYWORD]: '必须是金额（分）' });
const oneOf = <const V extends string[]>(values: readonly [...V]) => Type.Enum(values, { type: 'string', [RULE_KEYWORD]: `必须是 ${values.join('、')} 之一` });

export const studentFilterQuery = {
  keyword: Type.Optional(Type.String({ maxLength: STUDENT_LIMITS.keywordMax })),
  channel: Type.Optional(oneOf(ORDER_CHANNELS)),
  first_from: Type.Optional(seconds),
  first_to: Type.Optional(seconds),
  spend_min: Type.Optional(fen),
  spend_max: Type.Optional(fen),
  sort: Type.Optional(oneOf(STUDENT_SORTS)),
  tag: Type.Optional(Id),
};

/** the export's query: the list's filters */
export const filterQuery = queryOf(studentFilterQuery);
type StudentFilterParams = Static<typeof filterQuery>;

export const filterOf = (q: StudentFilterParams): StudentFilter => ({
  ...(q.keyword?.trim() ? { keyword: q.keyword.trim() } : {}),
  ...(q.channel ? { channel: q.channel } : {}),
  ...(q.first_from !== undefined ? { firstFrom: q.first_from } : {}),
  ...(q.first_to !== undefined ? { firstTo: q.first_to } : {}),
  ...(q.spend_min !== undefined ? { spendMin: q.spend_min } : {}),
  ...(q.spend_max !== undefined ? { spendMax: q.spend_max } : {}),
  ...(q.sort ? { sort: q.sort } : {}),
  ...(q.tag !== undefined ? { tagId: q.tag } : {}),
});
