/**
 * API paths shared by the client and the reference server.
 * Paths the spec names are verbatim; the ones the spec leaves "not shown" are our design (docs/api.md).
 */
export const CHANNEL = 'douyin';

export const ACCOUNT_PATHS = {
  phoneExist: '/api/v3/account/phone/exist',
  sendSms: '/api/v3/account/phone/sendSms',
  webLogin: '/api/v3/account/web_login',
  loginAuth: '/api/v3/account/login_auth',
  refreshToken: '/api/v3/account/refresh_token',
  userInfo: '/api/v3/account/get_user_info',
  logout: '/api/v3/account/logout',
  /** main account and its staff accounts */
  teacherAccounts: '/api/v3/teacher_hybrid/account/list',
  /** enable (status 1) or disable (status 0) a staff account: POST {id, status} */
  teacherAccountStatus: '/api/v3/teacher_hybrid/account/status',
} as const;

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
