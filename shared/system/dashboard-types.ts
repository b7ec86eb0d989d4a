/**
 * The dashboard's figures (GET SYSTEM_PATHS.dashboard; ours, docs/api.md). A staff account is answered the planet
 * figures only while its menu shows 我的星球, and the staff count only with 员工管理.
 */
export type DashboardFigures = {
  /** planets the teacher runs */
  planets?: number;
  /** active members across those planets */
  members?: number;
  /** unread notifications */
  unread_messages: number;
  /** staff (child) accounts */
  staff_accounts?: number;
  /** page visits logged today / over the last 7 days by this account */
  visits_today: number;
  visits_week: number;
  /** last sign-in, unix seconds, or null */
  last_login_at: number | null;
};
