/**
 * Account switches (spec §3 "Switch flags", §5, §6). Values are strings, as the spec compares them.
 */
import type { SwitchName, Switches } from '@shared/system/types.ts';
import type { Db } from '@server/db/database.ts';
import { fail } from '@server/errors.ts';
import type { ServiceContext } from '@server/db/context.ts';
import type { Session } from '@server/http/session-types.ts';

const SWITCH_DEFAULTS: Record<SwitchName, string> = {
  hybrid_douyin_chat: '0',
  activity_upload_switch: '1',
  tt_channel: '0',
};

const SWITCH_NAMES = Object.keys(SWITCH_DEFAULTS) as SwitchName[];

function isSwitchName(name: string): name is SwitchName {
  return Object.hasOwn(SWITCH_DEFAULTS, name);
}

/** `include` as sent: a comma list; empty means every switch. */
export function parseInclude(include: string | undefined): SwitchName[] {
  const names = (include ?? '').split(',').map((n) => n.trim()).filter(Boolean);
  if (names.length === 0) return SWITCH_NAMES;
  const unknown = names.filter((n) => !isSwitchName(n));
  if (unknown.length > 0) {
    throw fail.validation(`参数错误：include 包含未知的开关 ${unknown.join('、')}，可选值为 ${SWITCH_NAMES.join('、')}`);
  }
  return [...new Set(names)] as SwitchName[];
}

export function createSwitchService(ctx: ServiceContext) {
  const { db } = ctx;

  return {
    /** Switches of the caller or of the main account it works for. */
    async read(session: Session, userId: number, names: SwitchName[]): Promise<Switches> {
      if (userId !== session.user.id && userId !== session.main.id) throw fail.forbidden();
      const rows = await db
        .selectFrom('user_switches')
        .select(['name', 'value'])
        .where('user_id', '=', userId)
        .where('name', 'in', names)
        .execute();
      const stored = new Map(rows.map((r) => [r.name, r.value]));
      const answer: Switches = {};
      for (const name of names) answer[name] = stored.get(name) ?? SWITCH_DEFAULTS[name];
      return answer;
    },

    async write(trx: Db, userId: number, values: Switches): Promise<void> {
      for (const [name, value] of Object.entries(values)) {
        await trx
          .insertInto('user_switches')
          .values({ user_id: userId, name, value })
          .onConflict((oc) => oc.columns(['user_id', 'name']).doUpdateSet({ value }))
          .execute();
      }
    },
  };
}

export type SwitchService = ReturnType<typeof createSwitchService>;
