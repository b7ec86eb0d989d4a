/**
 * The operation log of every write (/setting/record). Lines gain the route's module and `METHOD /pattern`,
 * a snapshot of the actor's name (a staff account may be closed later) and the API key a call was made with; the
 * filters of the list each get an index that keeps the newest first, the summaries a keyword index, and
 * `operation_log_day_counts` (per owner, China day, actor and module, kept by triggers like order_day_counts) counts
 * a filter's whole days without scanning a million lines; an action is counted on its own index. Lines written before this migration get their module from their (money) action and their actor's
 * name as it is now.
 */
import { sql, type Kysely } from 'kysely';
import { engineOf } from '@server/db/engine.ts';
import { createKeywordIndex, dropKeywordIndex } from '@server/db/keyword-search.ts';
import { createRowTrigger, dropRowTrigger } from '@server/db/portable-sql.ts';
import { OPERATION_SUMMARIES } from './keyword-index.ts';

const day = (row: string) => `(${row}.created_at + 28800) / 86400`;
const add = (row: string, n: 1 | -1) =>
  `insert into operation_log_day_counts(owner_id, day, actor_id, module, n)
    values (${row}.owner_id, ${day(row)}, ${row}.actor_id, ${row}.module, ${n})
    on conflict(owner_id, day, actor_id, module) do update set n = operation_log_day_counts.n + ${n}`;

const TRIGGERS = ['operation_log_day_counts_insert', 'operation_log_day_counts_delete', 'operation_log_day_counts_update'];

/** the module of the money actions logged before 040 (their routes' modules) */
const MODULE_OF_ACTION = `case
  when action like 'aftersale.%' then 'aftersale'
  when action like 'saas.%' then 'planet-vip'
  when action like 'package.%' then 'materials'
  when action like 'planet.%' then 'planet'
  when action like 'staff.%' then 'setting'
  else 'accounting' end`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('operation_logs').addColumn('module', 'text', (c) => c.notNull().defaultTo('')).execute();
  await db.schema.alterTable('operation_logs').addColumn('route', 'text', (c) => c.notNull().defaultTo('')).execute();
  await db.schema.alterTable('operation_logs').addColumn('actor_name', 'text', (c) => c.notNull().defaultTo('')).execute();
  await db.schema.alterTable('operation_logs').addColumn('api_key_id', 'integer').execute();
  await sql`update operation_logs set module = ${sql.raw(MODULE_OF_ACTION)},
    actor_name = coalesce((select case when u.nickname <> '' then u.nickname else u.phone end from users u where u.id = operation_logs.actor_id), '')`.execute(db);

  await db.schema.dropIndex('operation_logs_owner_time').execute();
  const index = (name: string, columns: string[]) => db.schema.createIndex(name).on('operation_logs').columns(columns).execute();
  await index('operation_logs_owner_time', ['owner_id', 'created_at', 'id']);
  await index('operation_logs_owner_actor', ['owner_id', 'actor_id', 'created_at', 'id']);
  await index('operation_logs_owner_module', ['owner_id', 'module', 'created_at', 'id']);
  await index('operation_logs_owner_action', ['owner_id', 'action', 'created_at', 'id']);
  // one account's actions of a kind (what did this staff account delete?)
  await index('operation_logs_owner_actor_action', ['owner_id', 'actor_id', 'action', 'created_at', 'id']);

  await createKeywordIndex(db, OPERATION_SUMMARIES);
  // an external-content FTS5 table starts empty: index the lines already there (the PostgreSQL GIN index has them)
  if (engineOf(db) !== 'postgres') await sql`insert into operation_logs_fts(operation_logs_fts) values ('rebuild')`.execute(db);

  await db.schema
    .createTable('operation_log_day_counts')
    .addColumn('owner_id', 'integer', (c) => c.notNull())
    .addColumn('day', 'integer', (c) => c.notNull())
    .addColumn('actor_id', 'integer', (c) => c.notNull())
    .addColumn('module', 'text', (c) => c.notNull())
    .addColumn('n', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('operation_log_day_counts_pk', ['owner_id', 'day', 'actor_id', 'module'])
    .execute();
  await sql`insert into operation_log_day_counts(owner_id, day, actor_id, module, n)
    select owner_id, (created_at + 28800) / 86400, actor_id, module, count(*) from operation_logs
    group by owner_id, (created_at + 28800) / 86400, actor_id, module`.execute(db);
  await createRowTrigger(db, { name: TRIGGERS[0]!, event: 'after insert on operation_logs', body: add('new', 1) });
  await createRowTrigger(db, { name: TRIGGERS[1]!, event: 'after delete on operation_logs', body: add('old', -1) });
  await createRowTrigger(db, {
    name: TRIGGERS[2]!,
    event: 'after update of owner_id, actor_id, module, created_at on operation_logs',
    body: `${add('old', -1)}; ${add('new', 1)}`,
  });
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of TRIGGERS) await dropRowTrigger(db, name, 'operation_logs');
  await db.schema.dropTable('operation_log_day_counts').ifExists().execute();
  await dropKeywordIndex(db, OPERATION_SUMMARIES);
  for (const name of ['operation_logs_owner_actor_action', 'operation_logs_owner_actor', 'operation_logs_owner_module', 'operation_logs_owner_action', 'operation_logs_owner_time']) {
    await db.schema.dropIndex(name).ifExists().execute();
  }
  await db.schema.createIndex('operation_logs_owner_time').on('operation_logs').columns(['owner_id', 'created_at']).execute();
  for (const column of ['api_key_id', 'actor_name', 'route', 'module']) await db.schema.alterTable('operation_logs').dropColumn(column).execute();
}
