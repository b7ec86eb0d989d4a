/** The account as the account calls return it. */
import { Type, type Static } from '@shared/api/schema.ts';
import { AccountMode, SessionUser } from '@shared/session/types.ts';

export const UserInfo = Type.Object({
  ...SessionUser.properties,
  phone: Type.String(),
  avatar_url: Type.String(),
  /** 'teacher' (teacher centre) or 'planet' (planet member-mode teacher) */
  mode: AccountMode,
  /** main account id; equals id for main accounts */
  main_id: Type.Integer(),
  is_child: Type.Boolean(),
  /** 'free' accounts have an upload quota; 'advanced' (高级讲师) do not */
  tier: Type.Union([Type.Literal('free'), Type.Literal('advanced')]),
  status: Type.Integer(),
});
export type UserInfo = Static<typeof UserInfo>;

export const TeacherAccount = Type.Object({
  id: Type.Integer(),
  nickname: Type.String(),
  phone: Type.String(),
  uuid: Type.String(),
  status: Type.Integer(),
  is_child: Type.Boolean(),
  created_at: Type.Integer(),
});
export type TeacherAccount = Static<typeof TeacherAccount>;
