/**
 * The Douyin authorisation scopes of /setting/ttScope: for each scope of the catalogue
 * (shared/certification/tt-scopes.ts) whether the teacher grants it to the short-video channel, and when it last
 * changed. A scope never set reads as granted only when binding needs it (`user_info`); a save writes only the
 * scopes that change, with the time, so the page tells when each was switched. Only the main account changes them.
 */
import { isRequiredScope, TT_SCOPES, type TtScopeKey } from '@shared/certification/tt-scopes.ts';
import type { TtScopeInput, TtScopeState } from '@shared/certification/types.ts';
import { seconds, type ServiceContext } from '@server/db/context.ts';
import { fail } from '@server/errors.ts';
import type { Session } from '@server/http/session-types.ts';

export function createTtScopeService(ctx: ServiceContext) {
  const { db } = ctx;

  async function read(session: Session): Promise<TtScopeState[]> {
    const rows = await db.selectFrom('tt_scopes').select(['scope', 'enabled', 'changed_at']).where('owner_id', '=', session.main.id).execute();
    const stored = new Map(rows.map((row) => [row.scope, row]));
    return TT_SCOPES.map(({ key, required }) => {
      const row = stored.get(key);
      return { scope: key, enabled: required ? 1 : row ? (row.enabled === 1 ? 1 : 0) : 0, required, changed_at: row?.changed_at ?? 0 };
    });
  }

  return {
    read,

    async save(session: Session, input: TtScopeInput): Promise<TtScopeState[]> {
      if (session.isChild) throw fail.forbidden('仅主账号可以修改抖音授权范围');
      for (const { scope, enabled } of input.scopes) {
        if (isRequiredScope(scope) && enabled === 0) throw fail.validation('获取用户公开信息是绑定抖音账号的必需授权，不能关闭');
      }
      const now = seconds(ctx.now);
      const current = new Map((await read(session)).map((state) => [state.scope, state.enabled]));
      const changed = new Map<TtScopeKey, 0 | 1>();
      for (const { scope, enabled } of input.scopes) if (current.get(scope) !== enabled) changed.set(scope, enabled);
      if (changed.size > 0) {
        await db.transaction().execute(async (trx) => {
          for (const [scope, enabled] of changed) {
            const values = { enabled, changed_at: now, changed_by: session.user.id };
            await trx
              .insertInto('tt_scopes')
              .values({ owner_id: session.main.id, scope, ...values })
              .onConflict((oc) => oc.columns(['owner_id', 'scope']).doUpdateSet(values))
              .execute();
          }
        });
      }
      return read(session);
    },
  };
}
