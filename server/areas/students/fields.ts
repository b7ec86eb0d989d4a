/** JSON schema fragments of the student calls (issue 15; docs/api.md "Students"). */
import { ORDER_CHANNELS, type OrderChannel } from '@shared/orders/types.ts';
import { STUDENT_LIMITS } from '@shared/students/rules.ts';
import { STUDENT_SORTS, type StudentFilter, type StudentSort } from '@shared/students/types.ts';
import { cleanText } from '@server/content/clean-text.ts';
import { idField } from '@server/http/schemas.ts';
import { RULE_KEYWORD } from '@server/http/validation.ts';

const seconds = { type: 'integer', minimum: 0, maximum: 4_102_444_800, [RULE_KEYWORD]: '必须是时间（unix 秒）' } as const;
const fen = { type: 'integer', minimum: 0, maximum: 100_000_000_000, [RULE_KEYWORD]: '必须是金额（分）' } as const;
const oneOf = (values: readonly string[]) => ({ type: 'string', enum: [...values], [RULE_KEYWORD]: `必须是 ${values.join('、')} 之一` }) as const;

export const studentFilterQuery = {
  keyword: { type: 'string', maxLength: STUDENT_LIMITS.keywordMax },
  channel: oneOf(ORDER_CHANNELS),
  first_from: seconds,
  first_to: seconds,
  spend_min: fen,
  spend_max: fen,
  sort: oneOf(STUDENT_SORTS),
} as const;

export type StudentFilterParams = {
  keyword?: string;
  channel?: OrderChannel;
  first_from?: number;
  first_to?: number;
  spend_min?: number;
  spend_max?: number;
  sort?: StudentSort;
};

export const filterOf = (q: StudentFilterParams): StudentFilter => ({
  ...(q.keyword?.trim() ? { keyword: q.keyword.trim() } : {}),
  ...(q.channel ? { channel: q.channel } : {}),
  ...(q.first_from !== undefined ? { firstFrom: q.first_from } : {}),
  ...(q.first_to !== undefined ? { firstTo: q.first_to } : {}),
  ...(q.spend_min !== undefined ? { spendMin: q.spend_min } : {}),
  ...(q.spend_max !== undefined ? { spendMax: q.spend_max } : {}),
  ...(q.sort ? { sort: q.sort } : {}),
});

export const noteFields = { id: idField, note: cleanText(STUDENT_LIMITS.noteMax) } as const;
