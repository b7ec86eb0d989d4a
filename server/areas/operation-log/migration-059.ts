/**
 * Summaries the server worded become a code and its parameters (docs/decisions.md "Generated texts in the reader's
 * language"): sign-ins said 密码登录 / 短信验证码登录 and batch writes 共 N 项, in Chinese whatever the reader's
 * language. Those lines get `summary_code` (`login.password`, `login.sms`, `batch` with its count) and an empty
 * summary; every other summary is what was typed or a service's words and stays. Down writes the Chinese back.
 */
import { sql, type Kysely } from 'kysely';

const LOGINS = [
  { code: 'login.password', sentence: '密码登录' },
  { code: 'login.sms', sentence: '短信验证码登录' },
] as const;

const BATCH = /^共 (\d+) 项$/;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('operation_logs').addColumn('summary_code', 'text', (c) => c.notNull().defaultTo('')).execute();
  await db.schema.alterTable('operation_logs').addColumn('summary_params', 'text', (c) => c.notNull().defaultTo('{}')).execute();
  for (const login of LOGINS) {
    await sql`update operation_logs set summary_code = ${login.code}, summary = '' where action = 'account.login' and summary = ${login.sentence}`.execute(db);
  }
  // the recorder's batch lines (a body's `ids`); no service words a summary that way
  const { rows } = await sql<{ id: number; summary: string }>`select id, summary from operation_logs where summary like ${'共 % 项'}`.execute(db);
  for (const row of rows) {
    const count = BATCH.exec(row.summary)?.[1];
    if (count === undefined) continue;
    await sql`update operation_logs set summary_code = 'batch', summary_params = ${JSON.stringify({ count: Number(count) })}, summary = '' where id = ${row.id}`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const login of LOGINS) await sql`update operation_logs set summary = ${login.sentence} where summary_code = ${login.code}`.execute(db);
  const { rows } = await sql<{ id: number; summary_params: string }>`select id, summary_params from operation_logs where summary_code = 'batch'`.execute(db);
  for (const row of rows) {
    const { count } = JSON.parse(row.summary_params) as { count: number };
    await sql`update operation_logs set summary = ${`共 ${count} 项`} where id = ${row.id}`.execute(db);
  }
  await db.schema.alterTable('operation_logs').dropColumn('summary_params').execute();
  await db.schema.alterTable('operation_logs').dropColumn('summary_code').execute();
}
