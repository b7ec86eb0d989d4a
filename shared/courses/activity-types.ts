/**
 * Course activities (课程活动, /course/activityList and /course/activity/sort): promotion blocks shown on
 * the course pages — a title, a cover, where it leads (one of the teacher's courses or an https address), a time
 * window and an on/off switch — grouped in partitions (分区: 新人专区, 限时特惠 …). Partitions are in the teacher's
 * order, and activities in their partition's.
 */
import { cleanText, Flag, Id, RULE_KEYWORD, Seconds, Type, type Static } from '@shared/api/schema.ts';
import { PROMOTION_LIMITS } from './limits.ts';

const ACTIVITY_LINK_KINDS = ['course', 'url'] as const;
export const ActivityLinkKind = Type.Enum([...ACTIVITY_LINK_KINDS], { type: 'string', [RULE_KEYWORD]: `必须是 ${ACTIVITY_LINK_KINDS.join('、')} 之一` });
export type ActivityLinkKind = Static<typeof ActivityLinkKind>;

/** 0 未开始, 1 进行中, 2 已结束: from the time window, never stored */
const ACTIVITY_STATUSES = [0, 1, 2] as const;
export const ActivityStatus = Type.Enum([...ACTIVITY_STATUSES], { type: 'integer', [RULE_KEYWORD]: '必须是 0、1 或 2' });
export type ActivityStatus = Static<typeof ActivityStatus>;

/** a partition's name heads its activities on the course pages */
export const PartitionInput = Type.Object({ name: cleanText(PROMOTION_LIMITS.partitionNameMax) });
export type PartitionInput = Static<typeof PartitionInput>;

export const Partition = Type.Object({
  ...PartitionInput.properties,
  id: Type.Integer(),
  /** 1-based place among the teacher's partitions */
  position: Type.Integer(),
  activity_count: Type.Integer(),
  created_at: Seconds,
  updated_at: Seconds,
});
export type Partition = Static<typeof Partition>;

const Moment = Type.Integer({ minimum: 1, maximum: 4_102_444_800, [RULE_KEYWORD]: '必须是时间（unix 秒）' });

/** What a teacher writes for an activity; it is shown to students, so its title passes the content check (spec §5). */
export const ActivityInput = Type.Object({
  partition_id: Id,
  title: cleanText(PROMOTION_LIMITS.activityTitleMax),
  /** a picture material of the account; 0 without one */
  cover_id: Type.Integer({ minimum: 0, default: 0, [RULE_KEYWORD]: '必须是素材 id（0 表示不设置）' }),
  link_type: ActivityLinkKind,
  /** the course it leads to (link_type course), else 0 */
  course_id: Type.Integer({ minimum: 0, default: 0, [RULE_KEYWORD]: '必须是课程 id（0 表示不设置）' }),
  /** the https address it leads to (link_type url), else '' */
  url: Type.String({ maxLength: PROMOTION_LIMITS.urlMax, default: '' }),
  /** unix seconds; the end after the start */
  start_at: Moment,
  end_at: Moment,
  /** 0: switched off, shown nowhere whatever the time */
  enabled: Flag({ default: 1 }),
});
export type ActivityInput = Static<typeof ActivityInput>;

export const CourseActivity = Type.Object({
  ...ActivityInput.properties,
  id: Type.Integer(),
  partition_name: Type.String(),
  /** '' without a cover (or once the picture is gone from the library) */
  cover_url: Type.String(),
  /** the linked course's title; '' for an address, or once the course is deleted (course_id then reads 0) */
  course_title: Type.String(),
  /** 1-based place in its partition */
  position: Type.Integer(),
  status: ActivityStatus,
  created_at: Seconds,
  updated_at: Seconds,
});
export type CourseActivity = Static<typeof CourseActivity>;
