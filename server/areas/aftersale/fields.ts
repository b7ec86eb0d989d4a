/** JSON schema fragments of the after-sale calls (docs/api.md "After-sale"). */
import { AFTERSALE_LIMITS } from '@shared/aftersale/rules.ts';
import { APPEAL_STATES, REFUND_STATES } from '@shared/aftersale/types.ts';
import { cleanText } from '@server/content/clean-text.ts';
import { IDEMPOTENCY_KEY } from '@server/db/idempotency.ts';
import { idField, pageFields } from '@server/http/schemas.ts';
import { RULE_KEYWORD } from '@server/http/validation.ts';

const oneOf = (values: readonly string[]) => ({ type: 'string', enum: [...values], [RULE_KEYWORD]: `必须是 ${values.join('、')} 之一` }) as const;
/** fen: at least 1, at most what a buyer could have paid */
const fen = { type: 'integer', minimum: 1, maximum: 100_000_000_00, [RULE_KEYWORD]: '必须是正整数（单位：分）' } as const;
const text = (max: number) => ({ type: 'string', maxLength: max, [RULE_KEYWORD]: `不能为空，且不能超过 ${max} 个字符` }) as const;

const keyword = { type: 'string', maxLength: AFTERSALE_LIMITS.keywordMax };
export const refundListQuery = { ...pageFields(100, 20), state: oneOf(REFUND_STATES), keyword } as const;
export const appealListQuery = { ...pageFields(100, 20), state: oneOf(APPEAL_STATES), keyword } as const;

export const approveFields = { id: idField, amount: fen } as const;
/** the teacher's reason is shown to the buyer: checked for sensitive words (spec §5) */
export const rejectFields = { id: idField, reason: { ...cleanText(AFTERSALE_LIMITS.reasonMax), minLength: 1 } } as const;
export const replyFields = { id: idField, reply: { ...cleanText(AFTERSALE_LIMITS.replyMax), minLength: 1 } } as const;

/** the approval's idempotency key, a header (Fastify reads header names in lower case) */
export const idempotencyHeaders = {
  type: 'object',
  properties: { 'idempotency-key': { type: 'string', pattern: IDEMPOTENCY_KEY.source, [RULE_KEYWORD]: '必须是 8 到 64 个字母、数字、- 或 _' } },
  required: ['idempotency-key'],
} as const;

export const devRequestFields = { order_id: idField, amount: fen, reason: { ...text(AFTERSALE_LIMITS.reasonMax), minLength: 1 } } as const;
export const devAppealFields = {
  order_id: idField,
  content: { ...text(AFTERSALE_LIMITS.appealMax), minLength: 1 },
  pictures: {
    type: 'array',
    maxItems: AFTERSALE_LIMITS.picturesMax,
    // base64 of at most pictureBytesMax bytes, with a data: prefix
    items: { type: 'string', minLength: 1, maxLength: Math.ceil(AFTERSALE_LIMITS.pictureBytesMax / 3) * 4 + 32 },
  },
} as const;

/** the dev route's body: six pictures of 2 MB as base64 */
export const DEV_APPEAL_BODY_LIMIT = 20 * 1024 * 1024;
