/**
 * Migration 058 on a database holding the old sentences: each title the server wrote becomes its code and what was
 * typed or named in it, any other stays whole as `text`, and down writes the Chinese sentences back.
 */
import { sql, type Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrateToLatest } from '@server/db/migrate.ts';
import { MIGRATIONS } from '@server/migrations.ts';
import { emptyDatabases, migrationsBefore } from '@server/test-support/empty-databases.ts';
import { down } from './migration-058.ts';

const T = 1_780_000_000;

const emptyDatabase = emptyDatabases('lectern-m058-');

const OLD: [kind: string, title: string, code: string, params: Record<string, string>, refType?: string][] = [
  ['payment', '订单收入：纪实摄影十讲', 'payment.order', { product: '纪实摄影十讲' }],
  ['payment', '加入星球：写作星球', 'payment.planet', { planet: '写作星球' }],
  ['refund', '售后退款：纪实摄影十讲', 'refund.aftersale', { product: '纪实摄影十讲' }],
  ['refund', '拼团未成团，自动退款：调色入门', 'refund.group', { product: '调色入门' }],
  ['refund', '订单退款：调色入门', 'refund.order', { product: '调色入门' }],
  ['refund', '成员退款：晨读的鱼（写作星球（二期））', 'refund.member', { member: '晨读的鱼', planet: '写作星球（二期）' }],
  ['reward', '分享红包：分享达人', 'reward', { sharer: '分享达人' }],
  ['reward', '分享红包撤回：订单已全额退款', 'reward.back.full', {}],
  ['reward', '分享红包撤回：订单部分退款', 'reward.back.partial', {}],
  ['withdrawal', '提现至工商银行 **** 0128（林晓）', 'withdrawal', { account: '工商银行 **** 0128（林晓）' }],
  ['withdrawal_paid', '提现到账：', 'withdrawal.paid', { account: '' }],
  ['withdrawal_failed', '提现失败，已退回余额：打款失败', 'withdrawal.failed.payout', {}],
  ['withdrawal_failed', '提现失败，已退回余额：银行卡户名不符', 'withdrawal.failed', { reason: '银行卡户名不符' }],
  ['saas_purchase', '购买专业版（1 年）', 'purchase.year', { name: '专业版' }, 'saas_order'],
  ['saas_purchase', '购买存储空间 10 GB（1 年）', 'purchase', { name: '存储空间 10 GB（1 年）' }, 'package_order'],
  ['saas_refund', '退款：专业版', 'purchase.refund', { name: '专业版' }, 'saas_order'],
  // not a sentence of the server's (or not of its kind): kept whole
  ['payment', 'join 19900', 'text', { text: 'join 19900' }],
  ['saas_refund', '购买专业版', 'text', { text: '购买专业版' }],
  ['refund', '成员退款：没有括号', 'text', { text: '成员退款：没有括号' }],
];

describe('migration 058: ledger titles as codes', () => {
  it('splits each known sentence into its code and parameters, keeps the rest whole, and goes back', async () => {
    const db = await emptyDatabase();
    await migrateToLatest(db, migrationsBefore('058'));
    const raw = db as unknown as Kysely<unknown>;
    await sql`insert into users (id, phone, password_hash, nickname, uid, uuid, main_id, mode, tier, created_at)
      values (580, '13900000580', 'x', '林老师', '100580', 'u580', 580, 'teacher', 'free', ${T})`.execute(raw);
    for (const [kind, title, , , refType] of OLD) {
      await sql`insert into ledger_transactions (owner_id, kind, title, order_id, ref_type, ref_id, created_at) values (580, ${kind}, ${title}, null, ${refType ?? ''}, null, ${T})`.execute(raw);
    }

    await migrateToLatest(db, MIGRATIONS);
    const read = async () => (await sql<{ title_code: string; title_params: string }>`select title_code, title_params from ledger_transactions order by id`.execute(raw)).rows;
    expect((await read()).map((row) => [row.title_code, JSON.parse(row.title_params) as unknown])).toEqual(OLD.map(([, , code, params]) => [code, params]));
    const columns = (await db.introspection.getTables()).find((table) => table.name === 'ledger_transactions')!.columns.map((column) => column.name);
    expect(columns).not.toContain('title');

    await down(raw);
    const back = (await sql<{ title: string }>`select title from ledger_transactions order by id`.execute(raw)).rows;
    expect(back.map((row) => row.title)).toEqual(OLD.map(([, title]) => title));
  });
});
