/** The signed-in account as the session keeps it (spec §3 locally stored items: _ukit, _token, _refresh_token). */
import { Type, type Static } from '@shared/api/schema.ts';

export const TokenInfo = Type.Object({
  /** opaque random id, sent as the Authorization value */
  id: Type.String(),
  /** expiry, unix seconds */
  exp: Type.Integer(),
});
export type TokenInfo = Static<typeof TokenInfo>;

export const AccountMode = Type.Union([Type.Literal('teacher'), Type.Literal('planet')]);

export const SessionUser = Type.Object({
  id: Type.Integer(),
  nickname: Type.String(),
  avatar: Type.String(),
  uid: Type.String(),
  /** child (staff) accounts have a uuid that begins with `child_` */
  uuid: Type.String(),
  /** which console the account uses: the teacher centre or planet member mode (/p/) */
  mode: Type.Optional(AccountMode),
});
export type SessionUser = Static<typeof SessionUser>;

export const LoginData = Type.Object({ token: TokenInfo, refresh_token: TokenInfo, user: SessionUser });
export type LoginData = Static<typeof LoginData>;
