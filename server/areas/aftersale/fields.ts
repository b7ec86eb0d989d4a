/** The request schemas of the after-sale calls beside the shared ones (docs/api.md "After-sale"). */
import { RULE_KEYWORD, Type } from '@shared/api/schema.ts';
import { AppealFilters, RefundFilters } from '@shared/aftersale/types.ts';
import { IDEMPOTENCY_KEY } from '@server/db/idempotency.ts';
import { pagingFields, queryOf } from '@server/http/schemas.ts';

export const refundListQuery = queryOf({ ...pagingFields(100, 20), ...RefundFilters.properties });
export const appealListQuery = queryOf({ ...pagingFields(100, 20), ...AppealFilters.properties });

/** the approval's idempotency key, a header (Fastify reads header names in lower case) */
export const idempotencyHeaders = Type.Object({
  'idempotency-key': Type.String({ pattern: IDEMPOTENCY_KEY.source, [RULE_KEYWORD]: '必须是 8 到 64 个字母、数字、- 或 _' }),
});

/** the dev route's body: six pictures of 2 MB as base64 */
export const DEV_APPEAL_BODY_LIMIT = 20 * 1024 * 1024;
