/**
 * Operation-log calls (/setting/record; docs/api.md "Operation log"), module `setting`: the main account
 * and staff accounts granted 系统设置 read the lines of their teacher.
 */
const RECORD = '/api/v3/teacher_hybrid/record';

export const OPERATION_LOG_PATHS = {
  /**
   * GET page, pageSize, actor_id?, module?, action?, start_at?, end_at?, keyword? → rows OperationLogEntry, newest
   * first, and data {actors, modules}: the filters' choices
   */
  list: `${RECORD}/list`,
  /** GET the list's filters → an .xlsx of every line they find, streamed */
  export: `${RECORD}/export`,
} as const;

export const OPERATION_LOG_LIMITS = {
  pageSizeMax: 100,
  keywordMax: 50,
} as const;
