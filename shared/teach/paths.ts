/**
 * Teaching calls (docs/api.md). Spec §2 names the pages only (/teach/teacher, /teach/book,
 * /teach/courseware); the paths are ours, beside the spec's /api/v3 calls. A record of another teacher answers
 * 404 as if it did not exist.
 */
const TEACH = '/api/v3/teach';

export const TEACH_PATHS = {
  /** GET keyword?, page, pageSize → rows Teacher; POST create / update / delete (JSON) */
  teacher: {
    findList: `${TEACH}/teacher/findList`,
    create: `${TEACH}/teacher/create`,
    update: `${TEACH}/teacher/update`,
    delete: `${TEACH}/teacher/delete`,
  },
  /** GET keyword? (in titles), page, pageSize → rows Book; POST create / update / delete (JSON) */
  book: {
    findList: `${TEACH}/book/findList`,
    create: `${TEACH}/book/create`,
    update: `${TEACH}/book/update`,
    delete: `${TEACH}/book/delete`,
  },
  /** GET keyword?, page, pageSize → rows Courseware; POST create / update / delete (JSON) */
  courseware: {
    findList: `${TEACH}/courseware/findList`,
    create: `${TEACH}/courseware/create`,
    update: `${TEACH}/courseware/update`,
    delete: `${TEACH}/courseware/delete`,
  },
} as const;
