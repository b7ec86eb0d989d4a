/**
 * Course activities (课程活动, /course/activityList and /course/activity/sort): promotion blocks shown on
 * the course pages — a title, a cover, where it leads (one of the teacher's courses or an https address), a time
 * window and an on/off switch — grouped in partitions (分区: 新人专区, 限时特惠 …). Partitions are in the teacher's
 * order, and activities in their partition's.
 */

export const ACTIVITY_LINK_KINDS = ['course', 'url'] as const;
export type ActivityLinkKind = (typeof ACTIVITY_LINK_KINDS)[number];

/** 0 未开始, 1 进行中, 2 已结束: from the time window, never stored */
export const ACTIVITY_STATUSES = [0, 1, 2] as const;
export type ActivityStatus = (typeof ACTIVITY_STATUSES)[number];

export type PartitionInput = { name: string };

export type Partition = PartitionInput & {
  id: number;
  /** 1-based place among the teacher's partitions */
  position: number;
  activity_count: number;
  created_at: number;
  updated_at: number;
};

/** What a teacher writes for an activity. */
export type ActivityInput = {
  partition_id: number;
  title: string;
  /** a picture material of the account; 0 without one */
  cover_id: number;
  link_type: ActivityLinkKind;
  /** the course it leads to (link_type course), else 0 */
  course_id: number;
  /** the https address it leads to (link_type url), else '' */
  url: string;
  /** unix seconds; the end after the start */
  start_at: number;
  end_at: number;
  /** 0: switched off, shown nowhere whatever the time */
  enabled: 0 | 1;
};

export type CourseActivity = ActivityInput & {
  id: number;
  partition_name: string;
  /** '' without a cover (or once the picture is gone from the library) */
  cover_url: string;
  /** the linked course's title; '' for an address, or once the course is deleted (course_id then reads 0) */
  course_title: string;
  /** 1-based place in its partition */
  position: number;
  status: ActivityStatus;
  created_at: number;
  updated_at: number;
};
