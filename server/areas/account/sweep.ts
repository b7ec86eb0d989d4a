/**
 * Runs the account purge (purge.ts) before the server serves and then every `everyMs` (an hour unless a test
 * shortens it), like the video cloud's upload sweep. A failed run is logged; the next one catches up.
 */
import type { FastifyInstance } from 'fastify';
import type { AccountPurge, PurgeCounts } from './purge.ts';

const ACCOUNT_SWEEP_EVERY_MS = 3600 * 1000;

function logCounts(app: FastifyInstance, counts: PurgeCounts): void {
  if (Object.values(counts).some((n) => n > 0)) app.log.info({ purged: counts }, 'purged old tokens, SMS codes and failed sign-ins');
}

export async function startAccountSweep(app: FastifyInstance, purge: AccountPurge, everyMs = ACCOUNT_SWEEP_EVERY_MS): Promise<void> {
  logCounts(app, await purge.run());
  const timer = setInterval(() => {
    purge.run().then(
      (counts) => logCounts(app, counts),
      (error: unknown) => app.log.error({ err: error }, 'account purge failed'),
    );
  }, everyMs);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
