/**
 * Demo funds: the demo teacher's verified payee, a bank account, and withdrawals in each state drawn
 * from the demo orders' settled income, so the balance, the ledger and the tax pages show real rows at once.
 */
import type { Kysely } from 'kysely';
import type { Database } from '@server/db/schema.ts';
import { lockRowForWrite } from '@server/db/portable-sql.ts';
import { balancesOf } from './ledger.ts';
import { insertWithdrawal, settleWithdrawal } from './withdrawals.ts';

const HOUR = 3_600;

export async function seedFunds(db: Kysely<Database>, ownerId: number, now: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('payees').values({ owner_id: ownerId, type: 'person', name: '林书言', id_number: '11010519491231002X', verified_at: now - 20 * 24 * HOUR, updated_at: now - 20 * 24 * HOUR }).execute();
    // the default account the planet funds seed gave the teacher, or one of our own
    const existing = await trx.selectFrom('payout_accounts').selectAll().where('owner_id', '=', ownerId).orderBy('is_default', 'desc').orderBy('id').executeTakeFirst();
    const account =
      existing ??
      (await trx
        .insertInto('payout_accounts')
        .values({ owner_id: ownerId, type: 'bank', real_name: '林书言', account_no: '6222021234567890128', bank_name: '中国工商银行', bank_branch: '杭州西湖支行', is_default: 1, created_at: now - 20 * 24 * HOUR })
        .returningAll()
        .executeTakeFirstOrThrow());
    await lockRowForWrite(trx, 'users', ownerId);
    const { available } = await balancesOf(trx, ownerId, now, 'knowledge');
    // a third of what has settled was paid out, a little more is on its way, and one attempt failed
    const steps = [
      { share: 3, state: 'paid' as const, hoursAgo: 50 },
      { share: 10, state: 'failed' as const, hoursAgo: 30, reason: '收款银行卡已挂失，请更换收款账户' },
      { share: 10, state: 'processing' as const, hoursAgo: 2 },
    ];
    for (const step of steps) {
      const amount = Math.floor(available / step.share);
      if (amount < 100) continue;
      const at = now - step.hoursAgo * HOUR;
      const row = await insertWithdrawal(trx, ownerId, account, [{ source: 'knowledge', amount }], at);
      await settleWithdrawal(trx, ownerId, row.id, step.state, step.reason ?? '', at + HOUR);
    }
  });
}
