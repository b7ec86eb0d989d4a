/** The request schemas of the activity, partition and evaluation calls beside the records' own (docs/api.md). */
import { cleanText, Flag, Id, Type } from '@shared/api/schema.ts';
import { PROMOTION_LIMITS } from '@shared/courses/promotion-rules.ts';
import { closedBody } from '@server/http/schemas.ts';
import { idList } from './fields.ts';

export const activitySortBody = closedBody(Type.Object({ partition_id: Id, ids: idList(PROMOTION_LIMITS.partitionActivitiesMax) }));
export const enableBody = closedBody(Type.Object({ id: Id, enabled: Flag() }));

export const partitionSortBody = closedBody(Type.Object({ ids: idList(PROMOTION_LIMITS.partitionsMax) }));

/** the reply is shown to students under the evaluation */
export const replyBody = closedBody(Type.Object({ id: Id, reply: cleanText(PROMOTION_LIMITS.replyMax) }));
export const hideBody = closedBody(Type.Object({ id: Id, hidden: Flag() }));
