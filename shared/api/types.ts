/**
 * Wire types shared by the API client, the console and the reference server.
 * Every answer is `{result:'ok', ...}` or `{result:'fail', code, message}` (DESIGN.md).
 */

export type ApiOk<T = undefined> = { result: 'ok'; data?: T; rows?: unknown[]; totalCount?: number; message?: string };
export type ApiFail = { result: 'fail'; code: number; message: string };
export type ApiAnswer<T = undefined> = ApiOk<T> | ApiFail;

/** Session failure codes of spec §8. */
export const SESSION_CODES = {
  /** no token, or an unknown, revoked or logged-out one, or a disabled account */
  invalidToken: 50008,
  /** session ended elsewhere: a replayed refresh token revoked the whole token family */
  signedInElsewhere: 50012,
  /** access token past its expiry */
  expired: 50014,
} as const;
export const SESSION_FAILURE_CODES: readonly number[] = Object.values(SESSION_CODES);

/** Sensitive content (spec §5/§8). */
export const SENSITIVE_CONTENT_CODE = 87014;

export type TokenInfo = {
  /** opaque random id, sent as the Authorization value */
  id: string;
  /** expiry, unix seconds */
  exp: number;
};

export type SessionUser = {
  id: number;
  nickname: string;
  avatar: string;
  uid: string;
  /** child (staff) accounts have a uuid that begins with `child_` */
  uuid: string;
  /** which console the account uses: the teacher centre or planet member mode (/p/) */
  mode?: 'teacher' | 'planet';
};

export type LoginData = {
  token: TokenInfo;
  refresh_token: TokenInfo;
  user: SessionUser;
};

export type UserInfo = SessionUser & {
  phone: string;
  avatar_url: string;
  /** 'teacher' (teacher centre) or 'planet' (planet member-mode teacher) */
  mode: 'teacher' | 'planet';
  /** main account id; equals id for main accounts */
  main_id: number;
  is_child: boolean;
  /** 'free' accounts have an upload quota; 'advanced' (高级讲师) do not */
  tier: 'free' | 'advanced';
  status: number;
};

/** Menu module (spec §3). */
export type MenuModule = {
  id: number;
  pid: number;
  path: string;
  src: string;
  icon: string;
  name: string;
  title: string;
  status: number;
  sort_num: number;
  children: MenuModule[];
  /** 1: `path` is an absolute URL of another site, opened with the access token in the query (spec §2) */
  external?: number;
};

export type SwitchName = 'hybrid_douyin_chat' | 'activity_upload_switch' | 'tt_channel';
export type Switches = Partial<Record<SwitchName, string>>;

export type DashboardFigures = {
  /** planets the teacher runs */
  planets: number;
  /** active members across those planets */
  members: number;
  /** unread notifications */
  unread_messages: number;
  /** staff (child) accounts */
  staff_accounts: number;
  /** page visits logged today / over the last 7 days by this account */
  visits_today: number;
  visits_week: number;
  /** last sign-in, unix seconds, or null */
  last_login_at: number | null;
};

export type TeacherAccount = {
  id: number;
  nickname: string;
  phone: string;
  uuid: string;
  status: number;
  is_child: boolean;
  created_at: number;
};
