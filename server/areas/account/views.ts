/**
 * Account rows as the wire types show them.
 */
import type { SessionUser } from '@shared/session/types.ts';
import type { TeacherAccount, UserInfo } from '@shared/account/types.ts';
import type { UserRow } from './schema.ts';
import type { Session } from '@server/http/session-types.ts';

export const CHILD_UUID_PREFIX = 'child_';

export function isChild(user: UserRow): boolean {
  return user.main_id !== user.id;
}

export function toSessionUser(user: UserRow): SessionUser {
  return { id: user.id, nickname: user.nickname, avatar: user.avatar, uid: user.uid, uuid: user.uuid, mode: user.mode };
}

export function toUserInfo(session: Session): UserInfo {
  const { user, main } = session;
  return {
    ...toSessionUser(user),
    phone: user.phone,
    avatar_url: user.avatar,
    // a staff account works in its main account's mode and under its plan
    mode: main.mode,
    tier: main.tier,
    main_id: main.id,
    is_child: session.isChild,
    status: user.status,
  };
}

export function toTeacherAccount(user: UserRow): TeacherAccount {
  return {
    id: user.id,
    nickname: user.nickname,
    phone: user.phone,
    uuid: user.uuid,
    status: user.status,
    is_child: isChild(user),
    created_at: user.created_at,
  };
}
