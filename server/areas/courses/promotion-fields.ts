/** JSON schema fragments of the course activity, partition and evaluation calls (docs/api.md). */
import { ACTIVITY_LINK_KINDS, ACTIVITY_STATUSES } from '@shared/courses/activity-types.ts';
import { RATINGS } from '@shared/courses/evaluation-types.ts';
import { PROMOTION_LIMITS } from '@shared/courses/promotion-rules.ts';
import { COURSE_LIMITS } from '@shared/courses/rules.ts';
import { cleanText } from '@server/content/clean-text.ts';
import { idField } from '@server/http/schemas.ts';
import { RULE_KEYWORD } from '@server/http/validation.ts';
import { idList } from './fields.ts';

const flag = { type: 'integer', enum: [0, 1], [RULE_KEYWORD]: '必须是 0 或 1' } as const;
const moment = { type: 'integer', minimum: 1, maximum: 4_102_444_800, [RULE_KEYWORD]: '必须是时间（unix 秒）' } as const;

export const paging = {
  page: { type: 'integer', minimum: 1, default: 1 },
  pageSize: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
} as const;

export const activityQuery = {
  partition_id: idField,
  status: { type: 'integer', enum: [...ACTIVITY_STATUSES], [RULE_KEYWORD]: '必须是 0、1 或 2' },
  keyword: { type: 'string', maxLength: COURSE_LIMITS.keywordMax },
} as const;

/** an activity is shown to students: its title passes the content check (spec §5) */
export const activityFields = {
  partition_id: idField,
  title: cleanText(PROMOTION_LIMITS.activityTitleMax),
  cover_id: { type: 'integer', minimum: 0, default: 0, [RULE_KEYWORD]: '必须是素材 id（0 表示不设置）' },
  link_type: { type: 'string', enum: [...ACTIVITY_LINK_KINDS], [RULE_KEYWORD]: `必须是 ${ACTIVITY_LINK_KINDS.join('、')} 之一` },
  course_id: { type: 'integer', minimum: 0, default: 0, [RULE_KEYWORD]: '必须是课程 id（0 表示不设置）' },
  url: { type: 'string', maxLength: PROMOTION_LIMITS.urlMax, default: '' },
  start_at: moment,
  end_at: moment,
  enabled: { ...flag, default: 1 },
} as const;
export const activityRequired = ['partition_id', 'title', 'link_type', 'start_at', 'end_at'];

export const activitySortFields = { partition_id: idField, ids: idList(PROMOTION_LIMITS.partitionActivitiesMax) } as const;
export const enableFields = { id: idField, enabled: flag } as const;

/** a partition's name heads its activities on the course pages */
export const partitionFields = { name: cleanText(PROMOTION_LIMITS.partitionNameMax) } as const;
export const partitionSortFields = { ids: idList(PROMOTION_LIMITS.partitionsMax) } as const;

export const evaluationQuery = {
  course_id: idField,
  rating: { type: 'integer', enum: [...RATINGS], [RULE_KEYWORD]: '必须是 1 到 5 的整数' },
  replied: flag,
  hidden: flag,
} as const;

/** the reply is shown to students under the evaluation */
export const replyFields = { id: idField, reply: cleanText(PROMOTION_LIMITS.replyMax) } as const;
export const hideFields = { id: idField, hidden: flag } as const;
