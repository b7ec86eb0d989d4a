/**
 * The start lock (start-lock.ts): on PostgreSQL two instances' starts (migrate and seed) run one after the other.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dropPostgresDatabase, freshPostgresDatabase, postgresAvailable } from '@server/test-support/postgres.ts';
import { openDatabase, type Db } from './database.ts';
import { whileStarting } from './start-lock.ts';

describe.skipIf(!postgresAvailable)('the start lock on PostgreSQL', () => {
  let url: string;
  let dbs: Db[] = [];

  beforeAll(async () => {
    url = await freshPostgresDatabase();
    dbs = [openDatabase('', url), openDatabase('', url)];
  }, 60_000);
  afterAll(async () => {
    for (const db of dbs) await db.destroy();
    await dropPostgresDatabase(url);
  });

  it('lets one start at a time, and the next after one failed', async () => {
    const steps: string[] = [];
    const start = (name: string, fail = false) =>
      whileStarting(dbs[name === 'a' ? 0 : 1]!, async () => {
        steps.push(`${name} in`);
        await new Promise((resolve) => setTimeout(resolve, 150));
        steps.push(`${name} out`);
        if (fail) throw new Error(`${name} failed`);
        return name;
      });
    const results = await Promise.allSettled([start('a', true), start('b')]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect([steps.slice(0, 2), steps.slice(2)].map((pair) => pair.map((step) => step.split(' ')[1]))).toEqual([
      ['in', 'out'],
      ['in', 'out'],
    ]);
  });
});
