/**
 * API keys (/setting/api). A key is `lk_` and 32 random characters; only its sha256 is stored, with its
 * first characters to tell keys apart. A call with a key acts as the teacher, in the key's modules only
 * (server/http/session-plugin.ts); revoking is at once and for good. Only the main account manages keys.
 */
import { countedPage } from '@server/db/paging.ts';
import { randomBytes } from 'node:crypto';
import type { ModuleKey } from '@shared/menu/modules.ts';
import { API_KEY_LIMITS, API_KEY_PREFIX, API_KEY_SCOPES, API_KEY_SHOWN } from '@shared/api-keys/rules.ts';
import type { ApiKey, ApiKeyCall, ApiKeyInput, CreatedApiKey } from '@shared/api-keys/types.ts';
import type { Selectable } from 'kysely';
import { seconds, type ServiceContext } from '@server/db/context.ts';
import { fail } from '@server/errors.ts';
import { checkedText } from '@server/http/checked-text.ts';
import type { CrudList } from '@server/http/crud-routes.ts';
import type { Session } from '@server/http/session-types.ts';
import { sha256 } from '@server/security/tokens.ts';
import { logOperation } from '@server/areas/operation-log/record.ts';
import { requireMain } from '@server/areas/staff/roles.ts';
import type { ApiKeysTable } from './schema.ts';

const API_KEY_NOT_FOUND = 'API 密钥不存在';

const newKey = (): string => `${API_KEY_PREFIX}${randomBytes(24).toString('base64url')}`;

function scopesOf(text: string): ModuleKey[] {
  const parsed: unknown = JSON.parse(text);
  return Array.isArray(parsed) ? parsed.filter((key): key is ModuleKey => API_KEY_SCOPES.includes(key as ModuleKey)) : [];
}

const toKey = (row: Selectable<ApiKeysTable>): ApiKey => ({
  id: row.id,
  name: row.name,
  prefix: row.prefix,
  scopes: scopesOf(row.scopes),
  created_at: row.created_at,
  last_used_at: row.last_used_at,
  revoked_at: row.revoked_at,
});

/** A call's line in the key's log. */
export type KeyCall = Omit<ApiKeyCall, 'id'> & { keyId: number };

export function createApiKeyService(ctx: ServiceContext) {
  const { db } = ctx;

  async function owned(session: Session, id: number) {
    const row = await db.selectFrom('api_keys').selectAll().where('id', '=', id).where('owner_id', '=', session.main.id).executeTakeFirst();
    if (!row) throw fail.notFound(API_KEY_NOT_FOUND);
    return row;
  }

  return {
    /** Newest first, revoked ones too (greyed). */
    async list(session: Session, query: { page: number; pageSize: number }): Promise<CrudList<ApiKey>> {
      requireMain(session);
      const keys = db.selectFrom('api_keys').where('owner_id', '=', session.main.id);
      return countedPage(keys, query, (q) => q.selectAll().orderBy('id', 'desc'), (rows) => rows.map(toKey));
    },

    /** Makes a key; the answer is the only time it is seen whole. */
    async create(session: Session, input: ApiKeyInput): Promise<CreatedApiKey> {
      requireMain(session);
      const name = checkedText('name', input.name, API_KEY_LIMITS.nameMax, true);
      const scopes = [...new Set(input.scopes)];
      if (scopes.length === 0) throw fail.validation('请至少选择一个可调用的模块');
      const key = newKey();
      const id = await db.transaction().execute(async (trx) => {
        const active = await trx
          .selectFrom('api_keys')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('owner_id', '=', session.main.id)
          .where('revoked_at', 'is', null)
          .executeTakeFirstOrThrow();
        if (Number(active.n) >= API_KEY_LIMITS.activeMax) throw fail.conflict(`最多同时启用 ${API_KEY_LIMITS.activeMax} 个 API 密钥，请先吊销不用的密钥`);
        const now = seconds(ctx.now);
        const row = await trx
          .insertInto('api_keys')
          .values({ owner_id: session.main.id, name, prefix: key.slice(0, API_KEY_SHOWN), key_hash: sha256(key), scopes: JSON.stringify(scopes), created_at: now })
          .returning('id')
          .executeTakeFirstOrThrow();
        await logOperation(trx, session, { action: 'apikey.create', objectType: 'api_key', objectId: row.id, summary: { code: 'apikey.create', params: { name, scopes } } }, now);
        return row.id;
      });
      return { ...toKey(await owned(session, id)), key };
    },

    async revoke(session: Session, id: number): Promise<void> {
      requireMain(session);
      const row = await owned(session, id);
      if (row.revoked_at !== null) return;
      await db.transaction().execute(async (trx) => {
        const now = seconds(ctx.now);
        await trx.updateTable('api_keys').set({ revoked_at: now }).where('id', '=', id).execute();
        await logOperation(trx, session, { action: 'apikey.revoke', objectType: 'api_key', objectId: id, summary: { code: 'apikey.revoke', params: { name: row.name, prefix: row.prefix } } }, now);
      });
    },

    async calls(session: Session, query: { id: number; page: number; pageSize: number }): Promise<CrudList<ApiKeyCall>> {
      requireMain(session);
      await owned(session, query.id);
      const calls = db.selectFrom('api_key_calls').where('key_id', '=', query.id);
      return countedPage(calls, query, (q) => q.select(['id', 'at', 'method', 'route', 'status', 'ms', 'ip']).orderBy('at', 'desc').orderBy('id', 'desc'));
    },

    /**
     * The session of a key that works: the teacher it acts for, enabled; `scopes` what it may call. Undefined for
     * an unknown or revoked key.
     */
    async authenticate(key: string): Promise<Session | undefined> {
      const row = await db
        .selectFrom('api_keys as k')
        .innerJoin('users as u', 'u.id', 'k.owner_id')
        .selectAll('u')
        .select(['k.id as key_id', 'k.scopes as key_scopes'])
        .where('k.key_hash', '=', sha256(key))
        .where('k.revoked_at', 'is', null)
        .executeTakeFirst();
      if (!row || row.status !== 1 || row.deleted_at !== null || row.main_id !== row.id) return undefined;
      const { key_id, key_scopes, ...user } = row;
      return { user, main: user, isChild: false, familyId: 0, apiKey: { id: key_id, scopes: new Set(scopesOf(key_scopes)) } };
    },

    /** Adds a call to its key's log and marks the key used. */
    async recordCall(call: KeyCall): Promise<void> {
      await db.insertInto('api_key_calls').values({ key_id: call.keyId, at: call.at, method: call.method, route: call.route, status: call.status, ms: call.ms, ip: call.ip }).execute();
      await db.updateTable('api_keys').set({ last_used_at: call.at }).where('id', '=', call.keyId).execute();
    },
  };
}
