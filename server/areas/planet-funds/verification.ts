/**
 * Fresh verification for money changes: only the main account adds or changes a payout account or sends
 * money to an account for the first time, and only within FUNDS_LIMITS.verifiedFor seconds of confirming an SMS code
 * sent to its own phone — a stolen session or a staff account cannot redirect the teacher's money.
 */
import type { Kysely } from 'kysely';
import { FUNDS_CODES, FUNDS_LIMITS } from '@shared/planet-funds/rules.ts';
import type { FundsVerification } from '@shared/planet-funds/types.ts';
import { maskPhone } from '@shared/planet-members/rules.ts';
import type { SmsService } from '@server/areas/account/sms.ts';
import { logOperation } from '@server/areas/operation-log/record.ts';
import type { Database } from '@server/db/schema.ts';
import { seconds, type ServiceContext } from '@server/db/context.ts';
import { ApiError, fail } from '@server/errors.ts';
import type { Session } from '@server/http/session-types.ts';

const mainAccountOnly = (message: string) => new ApiError(403, FUNDS_CODES.mainAccountOnly, message);
const verificationRequired = () => new ApiError(403, FUNDS_CODES.verificationRequired, '为保障资金安全，请先完成短信验证');
/**
 * A verification proves that the person holding the main account's phone is at this login. An API key is a program
 * with no login (no token family) and nobody at its end to read a code, so it neither asks for one (which would
 * spend the teacher's daily codes and replace the code they are waiting for) nor changes where money goes.
 */
const API_KEY_REFUSED = 'API 密钥不能进行资金安全验证或修改资金设置，请登录主账号操作';

/** Refuses an API key and a staff account (`staffMessage`): only the main account's own login verifies. */
function requireMainLogin(session: Session, staffMessage: string): void {
  if (session.apiKey) throw mainAccountOnly(API_KEY_REFUSED);
  if (session.isChild) throw mainAccountOnly(staffMessage);
}

/** Refuses an API key, a staff account, and a main account without a fresh verification in this login. */
export async function requireFreshVerification(from: Kysely<Database>, session: Session, now: number, staffMessage: string): Promise<void> {
  requireMainLogin(session, staffMessage);
  const row = await from.selectFrom('funds_verifications').select('verified_at').where('family_id', '=', session.familyId).executeTakeFirst();
  if (!row || row.verified_at + FUNDS_LIMITS.verifiedFor <= now) throw verificationRequired();
}

const STAFF_VERIFY = '仅主账号可以进行资金安全验证';

export function createFundsVerificationService(ctx: ServiceContext, sms: SmsService) {
  const { db } = ctx;

  async function status(session: Session): Promise<FundsVerification> {
    const row = await db.selectFrom('funds_verifications').select('verified_at').where('family_id', '=', session.familyId).executeTakeFirst();
    const until = row ? row.verified_at + FUNDS_LIMITS.verifiedFor : 0;
    return { phone_masked: maskPhone(session.main.phone), verified_until: until > seconds(ctx.now) ? until : null };
  }

  return {
    status,

    /** Sends a funds code to the main account's own phone (never to a number the caller names). */
    async sendCode(session: Session): Promise<FundsVerification> {
      requireMainLogin(session, STAFF_VERIFY);
      await sms.sendCode(session.main.phone, 'funds');
      return status(session);
    },

    /** Confirms a funds code: this login may change money settings for the next FUNDS_LIMITS.verifiedFor seconds. */
    async verify(session: Session, code: string): Promise<FundsVerification> {
      requireMainLogin(session, STAFF_VERIFY);
      if (!(await sms.consumeCode(session.main.phone, code, 'funds'))) throw fail.wrongSmsCode();
      const now = seconds(ctx.now);
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('funds_verifications')
          .values({ family_id: session.familyId, verified_at: now })
          .onConflict((oc) => oc.column('family_id').doUpdateSet({ verified_at: now }))
          .execute();
        await logOperation(trx, session, { action: 'funds.verify', objectType: 'account', objectId: session.main.id, summary: { code: 'funds.verify', params: {} } }, now);
      });
      return status(session);
    },
  };
}
