/** Sign-in, token and account calls (spec §7 Login; DESIGN.md Login contract). */
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
