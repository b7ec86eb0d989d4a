import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@server/db/database.ts';
import { sha256 } from '@server/security/tokens.ts';
import { testClock } from '@server/test-support/clock.ts';
import { openTestDatabase } from '@server/test-support/databases.ts';
import { freshDatabase, type FreshDatabase } from '@server/test-support/fresh-database.ts';
import { createStreamTickets, TICKET_TTL_SECONDS } from './stream-tickets.ts';

describe('stream tickets', () => {
  let fresh: FreshDatabase;
  let other: Db;
  const clock = testClock();
  const context = (db: Db) => ({ db, now: clock.now, accessTokenTtl: 7200, refreshTokenTtl: 86_400, log: console });
  const count = async () => (await fresh.db.selectFrom('stream_tickets').select('hash').execute()).length;

  beforeAll(async () => {
    fresh = await freshDatabase();
    other = openTestDatabase(fresh.dataDir);
  });
  afterAll(async () => {
    await other.destroy();
    await fresh.remove();
  });

  it('opens once, on any instance: the second redeem of a ticket finds nothing; only hashes are stored', async () => {
    const here = createStreamTickets(context(fresh.db));
    const there = createStreamTickets(context(other));
    const { ticket, exp } = await here.issue('access-1');
    expect(exp).toBe(clock.seconds() + TICKET_TTL_SECONDS);
    const stored = await fresh.db.selectFrom('stream_tickets').selectAll().execute();
    expect(JSON.stringify(stored)).not.toContain(ticket);
    expect(JSON.stringify(stored)).not.toContain('access-1');
    const redeemed = await Promise.all([there.redeem(ticket), here.redeem(ticket)]);
    expect(redeemed.toSorted()).toEqual([sha256('access-1'), undefined].toSorted());
    expect(await here.redeem('access-1')).toBeUndefined();
  });

  it(`expires after ${TICKET_TTL_SECONDS} s, and expired tickets are dropped at the next issue`, async () => {
    const tickets = createStreamTickets(context(fresh.db));
    const early = await tickets.issue('a');
    const late = await tickets.issue('b');
    clock.advance(TICKET_TTL_SECONDS - 1);
    expect(await tickets.redeem(late.ticket)).toBe(sha256('b'));
    clock.advance(1);
    await tickets.issue('c');
    expect(await count()).toBe(1);
    expect(await tickets.redeem(early.ticket)).toBeUndefined();
  });
});
