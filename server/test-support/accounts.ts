/**
 * Direct database helpers for tests: a second main account, a staff account and its grants, a switch value. They
 * open the test server's database beside the running server (databases.ts).
 */
import type { Kysely } from 'kysely';
import type { ModuleKey, PageKey } from '@shared/menu/modules.ts';
import { openTestDatabase } from './databases.ts';
import type { AccountMode, AccountTier, UserRow } from '@server/areas/account/schema.ts';
import type { Database } from '@server/db/schema.ts';
import { hashPassword } from '@server/security/passwords.ts';
import { createUserService } from '@server/areas/account/users.ts';
import { DEMO_PASSWORD } from '@server/seed/demo-data.ts';
import { CATALOGUE } from '@server/areas/menu/catalog.ts';
import { OPERATION_ACTIONS } from '@shared/operation-log/types.ts';
import { summaryOfColumns, summaryText } from '@shared/operation-log/summaries.ts';
import { operationLogZhCN, type OperationLogMessageKey } from '@shared/operation-log/texts-zh-CN.ts';

/** a summary in the Chinese console's words */
export const zhSummary = (line: Parameters<typeof summaryText>[1]): string => summaryText((key: OperationLogMessageKey) => operationLogZhCN[key], line);

async function withDb<T>(dataDir: string, work: (db: Kysely<Database>) => Promise<T>): Promise<T> {
  const db = openTestDatabase(dataDir);
  try {
    return await work(db);
  } finally {
    await db.destroy();
  }
}

/** A main teacher account with the demo password. */
export async function createMainAccount(dataDir: string, phone: string, tier: AccountTier = 'free'): Promise<UserRow> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return withDb(dataDir, (db) => {
    const users = createUserService({ db, now: Date.now, accessTokenTtl: 7200, refreshTokenTtl: 86_400, log: console });
    return db.transaction().execute((trx) => users.create(trx, { phone, passwordHash, nickname: `讲师${phone.slice(-4)}`, mode: 'teacher', tier }));
  });
}

/** A staff account of the main account with `mainPhone`, with the demo password and no grants. */
export async function createStaffAccount(dataDir: string, mainPhone: string, phone: string): Promise<UserRow> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return withDb(dataDir, async (db) => {
    const main = await db.selectFrom('users').selectAll().where('phone', '=', mainPhone).executeTakeFirstOrThrow();
    const users = createUserService({ db, now: Date.now, accessTokenTtl: 7200, refreshTokenTtl: 86_400, log: console });
    return db
      .transaction()
      .execute((trx) => users.create(trx, { phone, passwordHash, nickname: `助教${phone.slice(-4)}`, mode: main.mode, tier: main.tier, mainId: main.id }));
  });
}

/** Replaces a staff account's grants by the catalogue rows (groups or leaves) with these paths, in its main account's mode. */
export async function setGrants(dataDir: string, staffPhone: string, paths: readonly string[]): Promise<void> {
  await withDb(dataDir, async (db) => {
    const staff = await db.selectFrom('users').select(['id', 'mode']).where('phone', '=', staffPhone).executeTakeFirstOrThrow();
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom('child_grants').where('child_id', '=', staff.id).execute();
      if (paths.length === 0) return;
      const rows = await trx.selectFrom('modules').select('id').where('mode', '=', staff.mode).where('path', 'in', [...paths]).execute();
      if (rows.length > 0) await trx.insertInto('child_grants').values(rows.map((row) => ({ child_id: staff.id, module_id: row.id }))).execute();
    });
  });
}

/** Replaces a staff account's grants by the menu groups of `modules` in its mode (keys the mode lacks are skipped). */
export async function grantModules(dataDir: string, staffPhone: string, modules: readonly ModuleKey[]): Promise<void> {
  const keys: readonly string[] = modules;
  const mode = await withDb(dataDir, async (db) => (await db.selectFrom('users').select('mode').where('phone', '=', staffPhone).executeTakeFirstOrThrow()).mode);
  await setGrants(dataDir, staffPhone, CATALOGUE[mode].filter((entry) => keys.includes(entry.module)).map((entry) => entry.path));
}

/** The catalogue paths of `pages` in a mode: each leaf's, or the entry's of a module without leaves. */
function pathsOfPages(mode: AccountMode, pages: readonly PageKey[]): string[] {
  const wanted: readonly string[] = pages;
  return CATALOGUE[mode].flatMap((entry) =>
    entry.children
      ? entry.children.filter((leaf) => leaf.page !== undefined && wanted.includes(leaf.page)).map((leaf) => leaf.path)
      : wanted.includes(entry.module) ? [entry.path] : [],
  );
}

/** Replaces a staff account's grants by single pages of its mode (pages the mode lacks are skipped). */
export async function grantPages(dataDir: string, staffPhone: string, pages: readonly PageKey[]): Promise<void> {
  const mode = await withDb(dataDir, async (db) => (await db.selectFrom('users').select('mode').where('phone', '=', staffPhone).executeTakeFirstOrThrow()).mode);
  await setGrants(dataDir, staffPhone, pathsOfPages(mode, pages));
}

export async function setSwitch(dataDir: string, phone: string, name: string, value: string): Promise<void> {
  await withDb(dataDir, async (db) => {
    const user = await db.selectFrom('users').select('id').where('phone', '=', phone).executeTakeFirstOrThrow();
    await db
      .insertInto('user_switches')
      .values({ user_id: user.id, name, value })
      .onConflict((oc) => oc.columns(['user_id', 'name']).doUpdateSet({ value }))
      .execute();
  });
}

export async function countRows(dataDir: string, table: 'materials' | 'courses' | 'material_categories'): Promise<number> {
  return withDb(dataDir, async (db) => {
    const row = await db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    return Number(row.n);
  });
}

/**
 * The operation-log lines a main account's services wrote in their writes' transactions (`logOperation`: money and
 * permissions), oldest first; the generic lines of every other write and sign-in are left out. `text` is
 * the summary as the Chinese console words it.
 */
export async function operationLog(dataDir: string, ownerPhone: string) {
  const rows = await withDb(dataDir, (db) =>
    db
      .selectFrom('operation_logs')
      .where('operation_logs.action', 'in', OPERATION_ACTIONS)
      .innerJoin('users as owner', 'owner.id', 'operation_logs.owner_id')
      .innerJoin('users as actor', 'actor.id', 'operation_logs.actor_id')
      .select(['operation_logs.action', 'operation_logs.object_type', 'operation_logs.object_id', 'operation_logs.amount', 'operation_logs.summary', 'operation_logs.summary_code', 'operation_logs.summary_params', 'operation_logs.ip', 'actor.phone as actor_phone'])
      .where('owner.phone', '=', ownerPhone)
      .orderBy('operation_logs.id')
      .execute(),
  );
  return rows.map((row) => {
    const view = summaryOfColumns(row.summary, row.summary_code, row.summary_params);
    return { ...row, ...view, text: zhSummary(view) };
  });
}
