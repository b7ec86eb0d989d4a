/**
 * The hybrid_douyin_chat switch (spec §6) in front of every call of this area: the account a call works for (the
 * main account of a staff one) must have it '1', else 403 `未开通抖音群聊功能`.
 */
import type { Db } from '@server/db/database.ts';
import { fail } from '@server/errors.ts';
import type { Session } from '@server/http/session-types.ts';

const CHAT_SWITCH_OFF = '未开通抖音群聊功能';

export function createChatGate(db: Db) {
  return async function requireChat(session: Session): Promise<void> {
    const row = await db.selectFrom('user_switches').select('value').where('user_id', '=', session.main.id).where('name', '=', 'hybrid_douyin_chat').executeTakeFirst();
    if (row?.value !== '1') throw fail.forbidden(CHAT_SWITCH_OFF);
  };
}

export type ChatGate = ReturnType<typeof createChatGate>;
