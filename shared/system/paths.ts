/** Shell calls that every account makes: menu, switches, page visits, dashboard (docs/api.md). */
export const SYSTEM_PATHS = {
  /** the caller's menu modules (a child account gets only its granted ones) */
  menuList: '/api/v3/teacher_hybrid/menu/list',
  /** modules granted to a child account: GET with query child_id (main account only) */
  childModules: '/api/v3/teacher_hybrid/menu/child',
  /** GET with user_id and include (comma list of switch names) */
  switches: '/api/v3/system/switch',
  /** POST {path, title} */
  pageVisit: '/api/v3/system/page_visit',
  dashboard: '/api/v3/system/dashboard',
} as const;
