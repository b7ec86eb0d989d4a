/**
 * Live calls (docs/api.md "Live"). Spec §2 names the pages only and §7 no call: the paths are ours. A
 * session of another teacher answers 404 as if it did not exist.
 */
/** the session resource's calls hang under it (types.ts `liveSessions`) */
export const LIVE_BASE = '/api/v3/live';

export const LIVE_PATHS = {
  /** GET status?, keyword?, page, pageSize → rows LiveSession; POST create / update / delete (JSON) */
  session: {
    findList: `${LIVE_BASE}/findList`,
    create: `${LIVE_BASE}/create`,
    update: `${LIVE_BASE}/update`,
    delete: `${LIVE_BASE}/delete`,
  },
  /** GET id → LiveSession */
  detail: `${LIVE_BASE}/detail`,
  /** POST LiveSeriesInput → rows LiveSession (all or none) */
  batch: `${LIVE_BASE}/batch`,
  /** POST { id } → LiveSession: the teacher starts or ends it by hand */
  start: `${LIVE_BASE}/start`,
  end: `${LIVE_BASE}/end`,
  /** GET id → LiveStream */
  stream: `${LIVE_BASE}/stream`,
  /** POST { id } → LiveStream with a new stream key (the old one stops working) */
  resetKey: `${LIVE_BASE}/stream/reset`,
  /** GET → rows LiveCourseChoice: the courses a session may belong to */
  courses: `${LIVE_BASE}/courses`,
} as const;
