import { Type, type Static } from '@shared/api/schema.ts';

/**
 * The dashboard's figures (GET SYSTEM_PATHS.dashboard; ours, docs/api.md). A staff account is answered the planet
 * figures only while its menu shows 我的星球, and the staff count only with 员工管理.
 */
export const DashboardFigures = Type.Object({
  /** planets the teacher runs */
  planets: Type.Optional(Type.Integer()),
  /** active members across those planets */
  members: Type.Optional(Type.Integer()),
  /** unread notifications */
  unread_messages: Type.Integer(),
  /** staff (child) accounts */
  staff_accounts: Type.Optional(Type.Integer()),
  /** page visits logged today / over the last 7 days by this account */
  visits_today: Type.Integer(),
  visits_week: Type.Integer(),
  /** last sign-in, unix seconds, or null */
  last_login_at: Type.Union([Type.Integer(), Type.Null()]),
});
export type DashboardFigures = Static<typeof DashboardFigures>;
