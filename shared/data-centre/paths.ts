/**
 * Data centre calls (module 数据中心 `database`). Spec §2 names the screens /database/*; the calls are ours
 * (docs/api.md "Data centre").
 */
export const DATA_CENTRE_PATHS = {
  /** GET start, end ('YYYY-MM-DD', China days, at most 366), channel?, product_kind? → SalesReport */
  sales: '/api/v3/database/sales',
  /** GET the same query → an .xlsx of the report's days */
  salesExport: '/api/v3/database/sales/export',
  /** GET start, end, product_kind?, sort?, page?, pageSize? → CourseReport */
  course: '/api/v3/database/course',
  /** GET start, end, product_kind?, sort? → an .xlsx of every product of the range */
  courseExport: '/api/v3/database/course/export',
  /** GET start, end → StudentDataReport */
  student: '/api/v3/database/student',
  /** GET the same query → an .xlsx of the range's days and the distributions */
  studentExport: '/api/v3/database/student/export',
  /** GET start, end, sort?, page?, pageSize? → LivingReport (live-types.ts) */
  living: '/api/v3/database/living',
  /** GET start, end, sort? → an .xlsx of every session held in the range */
  livingExport: '/api/v3/database/living/export',
} as const;
