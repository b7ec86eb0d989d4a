/**
 * SMS login codes. The embedded sender writes each code to the server log
 * (`[sms] code for <phone>: <code>`), by design: there is no SMS gateway, and the e2e tests read it.
 */
import { sameHash, newSmsCode, smsCodeHash } from '@server/security/tokens.ts';
import { fail } from '@server/errors.ts';
import { seconds, type ServiceContext } from '@server/db/context.ts';
import { SECONDS_PER_DAY, startOfChinaDay } from '@server/db/time.ts';
import type { SmsPurpose } from './schema.ts';

export const SMS_RULES = {
  /** seconds between two codes for one phone */
  interval: 60,
  /** codes per phone per calendar day (UTC+8) */
  perDay: 10,
  /** seconds a code stays valid */
  lifetime: 300,
  /** wrong tries before a code is void */
  maxAttempts: 5,
} as const;

export type SmsSender = (phone: string, code: string) => void;

function logSmsSender(log: { info(message: string): void }): SmsSender {
  return (phone, code) => log.info(`[sms] code for ${phone}: ${code}`);
}

export function createSmsService(ctx: ServiceContext, send: SmsSender = logSmsSender(ctx.log)) {
  const { db } = ctx;

  return {
    /** Issues a code for a registered phone, within the rate limits (counted per phone, whatever the purpose). */
    async sendCode(phone: string, purpose: SmsPurpose = 'login'): Promise<void> {
      const code = newSmsCode();
      await db.transaction().execute(async (trx) => {
        const now = seconds(ctx.now);
        const user = await trx.selectFrom('users').select('id').where('phone', '=', phone).executeTakeFirst();
        if (!user) throw fail.phoneNotRegistered();
        const last = await trx
          .selectFrom('sms_codes')
          .select('created_at')
          .where('phone', '=', phone)
          .orderBy('id', 'desc')
          .limit(1)
          .executeTakeFirst();
        if (last && now - last.created_at < SMS_RULES.interval) {
          const wait = SMS_RULES.interval - (now - last.created_at);
          throw fail.rateLimited(`验证码发送过于频繁，请 ${wait} 秒后再试`, wait);
        }
        const dayStart = startOfChinaDay(now);
        const today = await trx
          .selectFrom('sms_codes')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('phone', '=', phone)
          .where('created_at', '>=', dayStart)
          .executeTakeFirstOrThrow();
        if (Number(today.n) >= SMS_RULES.perDay) {
          throw fail.rateLimited(
            `今日验证码发送次数已达上限（${SMS_RULES.perDay} 次），请明天再试`,
            dayStart + SECONDS_PER_DAY - now,
          );
        }
        await trx
          .insertInto('sms_codes')
          .values({
            phone,
            code_hash: smsCodeHash(phone, code),
            exp: now + SMS_RULES.lifetime,
            attempts: 0,
            used_at: null,
            created_at: now,
            purpose,
          })
          .execute();
      });
      send(phone, code);
    },

    /**
     * True once for the newest code of the phone for the purpose, while it is unexpired, unused and has had fewer
     * than maxAttempts wrong tries. A wrong try counts against the code.
     */
    async consumeCode(phone: string, code: string, purpose: SmsPurpose = 'login'): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const now = seconds(ctx.now);
        const row = await trx
          .selectFrom('sms_codes')
          .selectAll()
          .where('phone', '=', phone)
          .where('purpose', '=', purpose)
          .orderBy('id', 'desc')
          .limit(1)
          .executeTakeFirst();
        if (!row || row.used_at !== null || row.exp <= now || row.attempts >= SMS_RULES.maxAttempts) return false;
        if (!sameHash(row.code_hash, smsCodeHash(phone, code))) {
          await trx.updateTable('sms_codes').set({ attempts: row.attempts + 1 }).where('id', '=', row.id).execute();
          return false;
        }
        await trx.updateTable('sms_codes').set({ used_at: now }).where('id', '=', row.id).execute();
        return true;
      });
    },
  };
}

export type SmsService = ReturnType<typeof createSmsService>;
