/** The request schemas of the course calls beside the records' own (shared/courses/types.ts, docs/api.md). */
import { cleanText, Flag, Id, Type } from '@shared/api/schema.ts';
import { COURSE_LIMITS } from '@shared/courses/rules.ts';
import { SaleStatus } from '@shared/courses/types.ts';
import { pageFields } from '@server/areas/materials/schemas.ts';
import { closedBody } from '@server/http/schemas.ts';
import { COURSE_TITLE_MAX } from './content-items.ts';

export const idList = (max: number) => Type.Array(Id, { minItems: 1, maxItems: max });

/** `page` and `pageSize`, without words of their own (the failing keyword words the message) */
export const plainPaging = (max: number, size: number) => ({
  page: Type.Integer({ minimum: 1, default: 1 }),
  pageSize: Type.Integer({ minimum: 1, maximum: max, default: size }),
});

export const saleBody = closedBody(Type.Object({ id: Id, status: SaleStatus }));

export const copyBody = closedBody(
  Type.Object({
    id: Id,
    // left out: the original's title with （副本）
    title: cleanText(COURSE_LIMITS.titleMax, { default: '' }),
    lessons: Flag({ default: 1 }),
  }),
);

const BATCH_MAX = 100;

const batchType = Type.Enum(['audio', 'video'], { type: 'string' });

/** content items from audio or video materials: one for each item */
export const batchBody = closedBody(
  Type.Object({
    type: batchType,
    items: Type.Array(closedBody(Type.Object({ source_id: Id, title: Type.String({ minLength: 1, maxLength: COURSE_TITLE_MAX * 2 }) })), { minItems: 1, maxItems: BATCH_MAX }),
  }),
);

export const batchListFields = { type: Type.Optional(batchType), ...pageFields };
