/**
 * The verified payee of a teacher's payouts (/accounting/balance/person, /company, /indentify): a person
 * (name and resident ID) or a company (name and unified social credit code), checked by their check characters.
 * Only the main account sets it, freshly verified by SMS like every change of where money goes; the number is never
 * answered whole.
 */
import { maskCreditCode, maskResidentId } from '@shared/funds/identity.ts';
import { normalizePayeeNumber, payeeProblem } from '@shared/funds/payee-rules.ts';
import type { Payee, PayeeInput } from '@shared/funds/types.ts';
import { seconds, type ServiceContext } from '@server/db/context.ts';
import { fail } from '@server/errors.ts';
import type { Session } from '@server/http/session-types.ts';
import { logOperation } from '@server/areas/operation-log/record.ts';
import { requireFreshVerification } from '@server/areas/planet-funds/verification.ts';
import { identityProblemText } from './problem-texts.ts';

const FIELD = { person: { name: '姓名', id_number: '身份证号' }, company: { name: '企业名称', id_number: '统一社会信用代码' } } as const;

export function createPayeeService(ctx: ServiceContext) {
  const { db } = ctx;

  async function read(ownerId: number): Promise<Payee | null> {
    const row = await db.selectFrom('payees').selectAll().where('owner_id', '=', ownerId).executeTakeFirst();
    if (!row) return null;
    return { type: row.type, name: row.name, id_number_masked: row.type === 'person' ? maskResidentId(row.id_number) : maskCreditCode(row.id_number), verified_at: row.verified_at };
  }

  return {
    read: (session: Session) => read(session.main.id),

    async save(session: Session, input: PayeeInput): Promise<Payee> {
      const now = seconds(ctx.now);
      const problem = payeeProblem(input, new Date(now * 1000));
      if (problem) {
        const field = FIELD[input.type][problem.field];
        throw fail.validation(problem.field === 'name' ? `${field}${problem.code === 'required' ? '不能为空' : '格式不正确'}` : identityProblemText(field, problem.code));
      }
      await db.transaction().execute(async (trx) => {
        await requireFreshVerification(trx, session, now, '仅主账号可以进行收款人实名认证');
        const values = { type: input.type, name: input.name.trim(), id_number: normalizePayeeNumber(input), verified_at: now, updated_at: now };
        await trx
          .insertInto('payees')
          .values({ owner_id: session.main.id, ...values })
          .onConflict((oc) => oc.column('owner_id').doUpdateSet(values))
          .execute();
        await logOperation(trx, session, { action: 'funds.payee', objectType: 'payee', objectId: session.main.id, summary: { code: input.type === 'person' ? 'payee.person' : 'payee.company', params: { name: values.name } } }, now);
      });
      const saved = await read(session.main.id);
      if (!saved) throw new Error('payee not saved');
      return saved;
    },
  };
}
