import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chinaDayOf } from '@shared/traffic/rules.ts';
import { freshDatabase, type FreshDatabase } from '@server/test-support/fresh-database.ts';
import { openTestDatabase } from '@server/test-support/databases.ts';
import { testClock } from '@server/test-support/clock.ts';
import type { Db } from '@server/db/database.ts';
import { createUserService } from '@server/areas/account/users.ts';
import { createTrafficRecorder } from './recorder.ts';

const context = (db: Db, now: () => number) => ({ db, now, accessTokenTtl: 7200, refreshTokenTtl: 86_400, log: { info: () => undefined } });

describe('the traffic recorder', () => {
  let fresh: FreshDatabase;
  let second: Db;
  let ownerId: number;
  let goneId: number;
  const clock = testClock();

  beforeAll(async () => {
    fresh = await freshDatabase();
    second = openTestDatabase(fresh.dataDir);
    const users = createUserService(context(fresh.db, clock.now));
    const create = (phone: string) => fresh.db.transaction().execute((trx) => users.create(trx, { phone, passwordHash: '', nickname: phone, mode: 'teacher', tier: 'free' }));
    ownerId = (await create('13900000161')).id;
    goneId = (await create('13900000162')).id;
  });
  afterAll(async () => {
    await second.destroy();
    await fresh.remove();
  });

  const stored = () => fresh.db.selectFrom('media_traffic_days').select(['owner_id', 'day', 'kind', 'bytes', 'requests']).where('owner_id', '=', ownerId).orderBy('day').orderBy('kind').execute();

  it('adds in memory and writes the sums; two instances each add their share', async () => {
    const one = createTrafficRecorder(context(fresh.db, clock.now));
    const two = createTrafficRecorder(context(second, clock.now));
    one.add(ownerId, 'video', 1000);
    one.add(ownerId, 'video', 500);
    one.add(ownerId, 'picture', 0);
    two.add(ownerId, 'video', 250);
    expect(await stored()).toEqual([]);
    await one.flush();
    await two.flush();
    const day = chinaDayOf(clock.seconds());
    expect((await stored()).map((row) => ({ ...row, bytes: Number(row.bytes), requests: Number(row.requests) }))).toEqual([{ owner_id: ownerId, day, kind: 'video', bytes: 1750, requests: 3 }]);
    // nothing pending: a second write adds nothing
    await one.flush();
    expect(Number((await stored())[0]!.bytes)).toBe(1750);
  });

  it('keeps each China-time day apart, and drops the bytes of an account deleted meanwhile', async () => {
    const recorder = createTrafficRecorder(context(fresh.db, clock.now));
    recorder.add(goneId, 'audio', 42);
    await fresh.db.deleteFrom('users').where('id', '=', goneId).execute();
    clock.advance(86_400);
    recorder.add(ownerId, 'document', 10);
    await recorder.flush();
    const rows = await stored();
    expect(rows.map((row) => [row.kind, Number(row.bytes)])).toEqual([['video', 1750], ['document', 10]]);
    expect(rows[1]!.day).toBe(rows[0]!.day + 1);
    expect(await fresh.db.selectFrom('media_traffic_days').select('owner_id').where('owner_id', '=', goneId).execute()).toEqual([]);
  });
});
