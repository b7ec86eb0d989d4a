/** The account area on the server: users, sign-in, sessions and tokens, SMS codes (server/areas/define-area.ts). */
import { defineServerArea, defineServices } from '@server/areas/define-area.ts';
import { signInRecorder } from '@server/areas/operation-log/sign-ins.ts';
import { createLoginService } from './login.ts';
import * as m001 from './migration-001.ts';
import * as m013 from './migration-013.ts';
import * as m018 from './migration-018.ts';
import * as m056 from './migration-056.ts';
import { createPhoneLookupGuard } from './phone-lookup-limits.ts';
import { createAccountPurge } from './purge.ts';
import { registerAccountRoutes } from './routes.ts';
import type { AccountTables } from './schema.ts';
import { createSessionService } from './sessions.ts';
import { createSignInGuard } from './sign-in-limits.ts';
import { createSmsService, type SmsSender } from './sms.ts';
import { startAccountSweep } from './sweep.ts';
import { createUserService } from './users.ts';

const areaServices = defineServices((ctx, options: { smsSender?: SmsSender }) => {
  const users = createUserService(ctx);
  const sessions = createSessionService(ctx);
  const sms = createSmsService(ctx, options.smsSender);
  return {
    users,
    sessions,
    sms,
    login: createLoginService(users, sessions, sms, createSignInGuard(ctx), signInRecorder(ctx)),
    phoneLookups: createPhoneLookupGuard(ctx),
    accountPurge: createAccountPurge(ctx),
  };
});

export const accountArea = defineServerArea({
  name: 'account',
  migrations: { '001_foundation': m001, '013_sms_purpose': m013, '018_login_failures': m018, '056_phone_lookup_limits': m056 },
  services: areaServices,
  routes: registerAccountRoutes,
  start: (app, services, { options }) => startAccountSweep(app, services.accountPurge, options.accountSweepEveryMs),
});

declare module '@server/db/schema.ts' {
  interface AreaTables {
    account: AccountTables;
  }
}

declare module '@server/services.ts' {
  interface AreaServices {
    account: ReturnType<typeof areaServices>;
  }
}
