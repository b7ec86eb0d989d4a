/**
 * Migration 059 on a database holding the old summaries: sign-ins (密码登录, 短信验证码登录) and batch writes
 * (共 N 项) become codes with an empty summary; typed names and the services' words stay; down writes them back.
 */
import { sql, type Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrateToLatest } from '@server/db/migrate.ts';
import { MIGRATIONS } from '@server/migrations.ts';
import { emptyDatabases, migrationsBefore } from '@server/test-support/empty-databases.ts';
import { down } from './migration-059.ts';

const T = 1_780_000_000;

const emptyDatabase = emptyDatabases('lectern-m059-');

const OLD: [action: string, summary: string, code: string, params: Record<string, number>, kept: string][] = [
  ['account.login', '密码登录', 'login.password', {}, ''],
  ['account.login', '短信验证码登录', 'login.sms', {}, ''],
  ['materials.delete', '共 12 项', 'batch', { count: 12 }, ''],
  ['course.create', '写作课', '', {}, '写作课'],
  ['funds.withdraw', '提现 ¥10.00 至工商银行', '', {}, '提现 ¥10.00 至工商银行'],
  ['course.create', '共 三 项', '', {}, '共 三 项'],
];

describe('migration 059: operation-log summaries as codes', () => {
  it('makes codes of the summaries the server worded, keeps what was typed, and goes back', async () => {
    const db = await emptyDatabase();
    await migrateToLatest(db, migrationsBefore('059'));
    const raw = db as unknown as Kysely<unknown>;
    await sql`insert into users (id, phone, password_hash, nickname, uid, uuid, main_id, mode, tier, created_at)
      values (590, '13900000590', 'x', '林老师', '100590', 'u590', 590, 'teacher', 'free', ${T})`.execute(raw);
    for (const [action, summary] of OLD) {
      await sql`insert into operation_logs (owner_id, actor_id, action, object_type, object_id, summary, ip, created_at)
        values (590, 590, ${action}, 'x', null, ${summary}, '127.0.0.1', ${T})`.execute(raw);
    }

    await migrateToLatest(db, MIGRATIONS);
    const read = async () => (await sql<{ summary: string; summary_code: string; summary_params: string }>`select summary, summary_code, summary_params from operation_logs order by id`.execute(raw)).rows;
    expect((await read()).map((row) => [row.summary_code, JSON.parse(row.summary_params) as unknown, row.summary])).toEqual(OLD.map(([, , code, params, kept]) => [code, params, kept]));

    await down(raw);
    const back = (await sql<{ summary: string }>`select summary from operation_logs order by id`.execute(raw)).rows;
    expect(back.map((row) => row.summary)).toEqual(OLD.map(([, summary]) => summary));
  });
});
