/** The signed-in account as the session keeps it (spec §3 locally stored items: _ukit, _token, _refresh_token). */
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
