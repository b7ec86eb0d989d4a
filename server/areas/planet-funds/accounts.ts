/**
 * Payout accounts (/p/setting/accounting/add): where an owner's withdrawals go, a bank card (Luhn-checked
 * number, bank and branch) or an Alipay account (phone or e-mail). One default per owner; the first account is it.
 */
import type { Kysely, Selectable } from 'kysely';
import { FUNDS_LIMITS, keepsAccountNo, maskAccountNo, normaliseAccountNo, payoutAccountProblem } from '@shared/planet-funds/rules.ts';
import { payoutProblemText } from './problems.ts';
import type { PayoutAccount, PayoutAccountInput } from '@shared/planet-funds/types.ts';
import type { PayoutAccountsTable } from './schema.ts';
import type { Database } from '@server/db/schema.ts';
import { fail } from '@server/errors.ts';
import { hasControlChars } from '@server/http/control-chars.ts';
import { seconds, type ServiceContext } from '@server/db/context.ts';
import type { Session } from '@server/http/session-types.ts';
import { logOperation } from '@server/areas/operation-log/record.ts';
import { requireFreshVerification } from './verification.ts';

const ACCOUNT_NOT_FOUND = '收款账户不存在';
const STAFF_MESSAGE = '仅主账号可以添加、修改或删除收款账户';

type AccountRow = Selectable<PayoutAccountsTable>;

function toPayoutAccount(row: AccountRow): PayoutAccount {
  return {
    id: row.id,
    type: row.type,
    real_name: row.real_name,
    account_masked: maskAccountNo(row.type, row.account_no),
    bank_name: row.bank_name,
    bank_branch: row.bank_branch,
    is_default: row.is_default === 1,
    created_at: row.created_at,
  };
}

/** '招商银行 **** **** **** 1234（周晓明）': how a withdrawal remembers where it went. */
export function accountLabel(row: AccountRow): string {
  const where = row.type === 'bank' ? row.bank_name : '支付宝';
  return `${where} ${maskAccountNo(row.type, row.account_no)}（${row.real_name}）`;
}

export async function ownedAccount(from: Kysely<Database>, ownerId: number, id: number): Promise<AccountRow> {
  const row = await from.selectFrom('payout_accounts').selectAll().where('id', '=', id).where('owner_id', '=', ownerId).executeTakeFirst();
  if (!row) throw fail.notFound(ACCOUNT_NOT_FOUND);
  return row;
}

/** Inserts a checked account; the first of an owner, or one asked to be, becomes the default. */
export async function insertPayoutAccount(trx: Kysely<Database>, ownerId: number, input: PayoutAccountInput, now: number): Promise<number> {
  const existing = await trx.selectFrom('payout_accounts').select(['id', 'type', 'account_no']).where('owner_id', '=', ownerId).execute();
  if (existing.length >= FUNDS_LIMITS.accountsMax) throw fail.conflict(`最多添加 ${FUNDS_LIMITS.accountsMax} 个收款账户`);
  const accountNo = normaliseAccountNo(input.type, input.account_no);
  if (existing.some((row) => row.type === input.type && row.account_no === accountNo)) throw fail.conflict('该收款账户已添加');
  const makeDefault = input.is_default || existing.length === 0;
  if (makeDefault) await trx.updateTable('payout_accounts').set({ is_default: 0 }).where('owner_id', '=', ownerId).execute();
  const bank = input.type === 'bank';
  const { id } = await trx
    .insertInto('payout_accounts')
    .values({
      owner_id: ownerId,
      type: input.type,
      real_name: input.real_name.trim(),
      account_no: accountNo,
      bank_name: bank ? input.bank_name.trim() : '',
      bank_branch: bank ? input.bank_branch.trim() : '',
      is_default: makeDefault ? 1 : 0,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export function createPayoutAccountService(ctx: ServiceContext) {
  const { db } = ctx;

  async function list(session: Session): Promise<PayoutAccount[]> {
    const rows = await db.selectFrom('payout_accounts').selectAll().where('owner_id', '=', session.main.id).orderBy('is_default', 'desc').orderBy('id', 'desc').execute();
    return rows.map(toPayoutAccount);
  }

  return {
    list,

    /** Adds an account: the main account only, freshly verified, with an operation-log line. */
    async create(session: Session, input: PayoutAccountInput): Promise<PayoutAccount> {
      const problem = payoutAccountProblem(input);
      if (problem) throw fail.validation(payoutProblemText(problem));
      if ([input.real_name, input.bank_name, input.bank_branch].some((text) => hasControlChars(text))) throw fail.validation('参数错误：不能包含控制字符');
      const now = seconds(ctx.now);
      const id = await db.transaction().execute(async (trx) => {
        await requireFreshVerification(trx, session, now, STAFF_MESSAGE);
        const added = await insertPayoutAccount(trx, session.main.id, input, now);
        const label = accountLabel(await ownedAccount(trx, session.main.id, added));
        await logOperation(trx, session, { action: 'funds.account.create', objectType: 'payout_account', objectId: added, summary: { code: 'payout.create', params: { account: label } } }, now);
        return added;
      });
      return toPayoutAccount(await ownedAccount(db, session.main.id, id));
    },

    /**
     * Changes an account (/setting/accounting/edit): the same checks as a new one, the main account only, freshly
     * verified. A blank number keeps the stored one when the type stays. Asked to be the default, it becomes it;
     * the default stays the default (another account is made the default instead).
     */
    async update(session: Session, id: number, input: PayoutAccountInput): Promise<PayoutAccount> {
      const ownerId = session.main.id;
      const stored = await ownedAccount(db, ownerId, id);
      const keep = keepsAccountNo(input, stored.type);
      const problem = payoutAccountProblem(input, { numberKept: keep });
      if (problem) throw fail.validation(payoutProblemText(problem));
      if ([input.real_name, input.bank_name, input.bank_branch].some((text) => hasControlChars(text))) throw fail.validation('参数错误：不能包含控制字符');
      const now = seconds(ctx.now);
      await db.transaction().execute(async (trx) => {
        const row = await ownedAccount(trx, ownerId, id);
        await requireFreshVerification(trx, session, now, STAFF_MESSAGE);
        const accountNo = keep ? row.account_no : normaliseAccountNo(input.type, input.account_no);
        const twin = await trx.selectFrom('payout_accounts').select('id').where('owner_id', '=', ownerId).where('id', '!=', id).where('type', '=', input.type).where('account_no', '=', accountNo).executeTakeFirst();
        if (twin) throw fail.conflict('该收款账户已添加');
        if (input.is_default) await trx.updateTable('payout_accounts').set({ is_default: 0 }).where('owner_id', '=', ownerId).execute();
        const bank = input.type === 'bank';
        await trx
          .updateTable('payout_accounts')
          .set({
            type: input.type,
            real_name: input.real_name.trim(),
            account_no: accountNo,
            bank_name: bank ? input.bank_name.trim() : '',
            bank_branch: bank ? input.bank_branch.trim() : '',
            is_default: input.is_default || row.is_default === 1 ? 1 : 0,
          })
          .where('id', '=', id)
          .execute();
        const after = accountLabel(await ownedAccount(trx, ownerId, id));
        const before = accountLabel(row);
        await logOperation(trx, session, { action: 'funds.account.update', objectType: 'payout_account', objectId: id, summary: before === after ? { code: 'payout.update', params: { account: after } } : { code: 'payout.update.label', params: { before, after } } }, now);
      });
      return toPayoutAccount(await ownedAccount(db, ownerId, id));
    },

    /** Removes an account; when it was the default, the newest remaining one takes its place. */
    async remove(session: Session, id: number): Promise<PayoutAccount[]> {
      const now = seconds(ctx.now);
      await db.transaction().execute(async (trx) => {
        const row = await ownedAccount(trx, session.main.id, id);
        await requireFreshVerification(trx, session, now, STAFF_MESSAGE);
        await trx.deleteFrom('payout_accounts').where('id', '=', id).execute();
        await logOperation(trx, session, { action: 'funds.account.delete', objectType: 'payout_account', objectId: id, summary: { code: 'payout.delete', params: { account: accountLabel(row) } } }, now);
        if (row.is_default !== 1) return;
        const next = await trx.selectFrom('payout_accounts').select('id').where('owner_id', '=', session.main.id).orderBy('id', 'desc').executeTakeFirst();
        if (next) await trx.updateTable('payout_accounts').set({ is_default: 1 }).where('id', '=', next.id).execute();
      });
      return list(session);
    },

    async setDefault(session: Session, id: number): Promise<PayoutAccount[]> {
      const now = seconds(ctx.now);
      await db.transaction().execute(async (trx) => {
        const row = await ownedAccount(trx, session.main.id, id);
        await requireFreshVerification(trx, session, now, STAFF_MESSAGE);
        await logOperation(trx, session, { action: 'funds.account.default', objectType: 'payout_account', objectId: id, summary: { code: 'payout.default', params: { account: accountLabel(row) } } }, now);
        await trx.updateTable('payout_accounts').set({ is_default: 0 }).where('owner_id', '=', session.main.id).execute();
        await trx.updateTable('payout_accounts').set({ is_default: 1 }).where('id', '=', id).execute();
      });
      return list(session);
    },
  };
}
