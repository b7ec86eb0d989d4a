/**
 * Course calls (issue 13, docs/api.md). Spec §7 puts courses under /api/v2 and /api/v3 and names no call; the
 * paths are ours. A record of another teacher answers 404 as if it did not exist.
 */
const COURSE = '/api/v3/course';

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
} as const;
