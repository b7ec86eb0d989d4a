/**
 * Course calls (docs/api.md). Spec §7 puts courses under /api/v2 and /api/v3 and names no call; the
 * paths are ours. A record of another teacher answers 404 as if it did not exist.
 */
export const COURSE_BASE = '/api/v3/course';
const COURSE = COURSE_BASE;

export const COURSE_PATHS = {
  /** GET type?, keyword?, status?, page, pageSize → rows CourseRecord; POST create / update / delete (JSON) */
  course: {
    findList: `${COURSE}/findList`,
    create: `${COURSE}/create`,
    update: `${COURSE}/update`,
    delete: `${COURSE}/delete`,
  },
  /** GET id → CourseRecord */
  detail: `${COURSE}/detail`,
  /** content items from materials: POST JSON {type, items:[{source_id, title}]} → rows Course */
  batchCreate: `${COURSE}/batchCreate`,
  /** GET ?type=&page=&pageSize= → rows Course, totalCount */
  batchList: `${COURSE}/list`,
  /** POST { id, status } → CourseRecord */
  sale: `${COURSE}/sale`,
  /** POST { id, title, lessons } → the new CourseRecord (off sale) */
  copy: `${COURSE}/copy`,
  /** GET course_id → rows Lesson; POST create / update / delete; POST sort { course_id, ids } */
  lesson: {
    findList: `${COURSE}/lesson/findList`,
    create: `${COURSE}/lesson/create`,
    update: `${COURSE}/lesson/update`,
    delete: `${COURSE}/lesson/delete`,
    sort: `${COURSE}/lesson/sort`,
  },
  /** GET column_id → rows ColumnEntry; POST add { column_id, course_ids }, remove { column_id, course_id }, sort { column_id, ids } */
  column: {
    courses: `${COURSE}/column/courses`,
    add: `${COURSE}/column/add`,
    remove: `${COURSE}/column/remove`,
    sort: `${COURSE}/column/sort`,
  },
  /** GET partition_id?, status?, keyword?, page, pageSize → rows CourseActivity; POST create / update / delete; sort { partition_id, ids }; enable { id, enabled } */
  activity: {
    findList: `${COURSE}/activity/findList`,
    create: `${COURSE}/activity/create`,
    update: `${COURSE}/activity/update`,
    delete: `${COURSE}/activity/delete`,
    sort: `${COURSE}/activity/sort`,
    enable: `${COURSE}/activity/enable`,
  },
  /** GET → rows Partition, every one in order; POST create { name }, update { id, name }, delete { id }, sort { ids } */
  partition: {
    findList: `${COURSE}/partition/findList`,
    create: `${COURSE}/partition/create`,
    update: `${COURSE}/partition/update`,
    delete: `${COURSE}/partition/delete`,
    sort: `${COURSE}/partition/sort`,
  },
  /** GET course_id?, rating?, replied?, hidden?, page, pageSize → rows Evaluation, data RatingSummary; POST reply { id, reply }, hide { id, hidden } */
  evaluation: {
    findList: `${COURSE}/evaluation/findList`,
    reply: `${COURSE}/evaluation/reply`,
    hide: `${COURSE}/evaluation/hide`,
  },
} as const;
