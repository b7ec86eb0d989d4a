/**
 * Data centre calls (issue 15, module 数据中心 `database`). Spec §2 names the screens /database/*; the calls are ours
 * (docs/api.md "Data centre").
 */
export const DATA_CENTRE_PATHS = {
  /** GET start, end ('YYYY-MM-DD', China days, at most 366), channel?, product_kind? → SalesReport */
  sales: '/api/v3/database/sales',
  /** GET the same query → an .xlsx of the report's days */
  salesExport: '/api/v3/database/sales/export',
} as const;
