/**
 * Live calls (docs/api.md "Live"). Spec §2 names the pages only and §7 no call: the paths are ours. A
 * session of another teacher answers 404 as if it did not exist.
 */
const LIVE = '/api/v3/live';

export const LIVE_PATHS = {
  /** GET status?, keyword?, page, pageSize → rows LiveSession; POST create / update / delete (JSON) */
  session: {
    findList: `${LIVE}/findList`,
    create: `${LIVE}/create`,
    update: `${LIVE}/update`,
    delete: `${LIVE}/delete`,
  },
  /** GET id → LiveSession */
  detail: `${LIVE}/detail`,
  /** POST LiveSeriesInput → rows LiveSession (all or none) */
  batch: `${LIVE}/batch`,
  /** POST { id } → LiveSession: the teacher starts or ends it by hand */
  start: `${LIVE}/start`,
  end: `${LIVE}/end`,
  /** GET id → LiveStream */
  stream: `${LIVE}/stream`,
  /** POST { id } → LiveStream with a new stream key (the old one stops working) */
  resetKey: `${LIVE}/stream/reset`,
  /** GET → rows LiveCourseChoice: the courses a session may belong to */
  courses: `${LIVE}/courses`,
} as const;
