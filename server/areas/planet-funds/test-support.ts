/** Fresh SMS verification of a main account's login for money changes (issue 11), as the console does it. */
import { PLANET_FUNDS_PATHS } from '@shared/planet-funds/paths.ts';
import type { FundsVerification } from '@shared/planet-funds/types.ts';
import { call, smsCodeFromLogs } from '@server/test-support/http.ts';
import type { TestServer } from '@server/test-support/start-server.ts';

/** Sends a funds code to `phone` (the main account of `token`), reads it from the log and confirms it. */
export async function verifyFunds(server: TestServer, token: string, phone: string): Promise<FundsVerification> {
  const sent = await call(server.baseUrl, 'POST', PLANET_FUNDS_PATHS.verificationSend, { token, json: {} });
  if (sent.body.result !== 'ok') throw new Error(`sending the funds code failed: ${JSON.stringify(sent.body)}`);
  const code = smsCodeFromLogs(server.logs(), phone);
  const confirmed = await call<FundsVerification>(server.baseUrl, 'POST', PLANET_FUNDS_PATHS.verificationConfirm, { token, json: { sms_code: code } });
  if (confirmed.body.result !== 'ok' || !confirmed.body.data) throw new Error(`confirming the funds code failed: ${JSON.stringify(confirmed.body)}`);
  return confirmed.body.data;
}
