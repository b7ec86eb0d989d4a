import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROCESSING_STATUS } from '@shared/upload/status.ts';
import type { Db } from '@server/db/database.ts';
import { createMainAccount } from '@server/test-support/accounts.ts';
import { testClock } from '@server/test-support/clock.ts';
import { openTestDatabase } from '@server/test-support/databases.ts';
import { freshDatabase, type FreshDatabase } from '@server/test-support/fresh-database.ts';
import { createMaterialCategoryService } from './categories.ts';
import { createProcessingQueue, JOB_LEASE_SECONDS } from './processing-queue.ts';

/** Processing rows are a job queue in the database that several instances share. */
describe('the processing queue', () => {
  let fresh: FreshDatabase;
  let other: Db;
  let owner: number;
  let category: number;
  const clock = testClock();
  // two instances: two connections to one database, one clock
  const context = (db: Db) => ({ db, now: clock.now, accessTokenTtl: 7200, refreshTokenTtl: 86_400, log: console });

  beforeAll(async () => {
    fresh = await freshDatabase();
    other = openTestDatabase(fresh.dataDir);
    owner = (await createMainAccount(fresh.dataDir, '13900000701')).id;
    category = await createMaterialCategoryService(context(fresh.db)).target(owner, undefined);
  });
  afterAll(async () => {
    await other.destroy();
    await fresh.remove();
  });

  let made = 0;
  async function addRows(count: number, status: number = PROCESSING_STATUS.processing): Promise<number[]> {
    const first = made;
    made += count;
    const rows = await fresh.db
      .insertInto('materials')
      .values(
        Array.from({ length: count }, (_, n) => first + n).map((i) => ({
          owner_id: owner,
          kind: 'video' as const,
          category_id: category,
          title: `clip ${i}`,
          file_name: `clip ${i}.mp4`,
          stored_name: `${String(i).padStart(32, '0')}.mp4`,
          file_suffix: 'mp4',
          mime: 'video/mp4',
          file_size: 1000,
          width: null,
          height: null,
          video_id: null,
          status: status as typeof PROCESSING_STATUS.processing,
          created_at: clock.seconds(),
        })),
      )
      .returning('id')
      .execute();
    return rows.map((row) => row.id);
  }

  const finish = (ids: number[]) =>
    fresh.db.updateTable('materials').set({ status: PROCESSING_STATUS.processed, job_lease_until: null }).where('id', 'in', ids).execute();

  it('gives each processing row to one instance only, however many claim at once, oldest first', async () => {
    const ids = await addRows(24);
    await addRows(3, PROCESSING_STATUS.processed);
    const first = createProcessingQueue(context(fresh.db));
    const second = createProcessingQueue(context(other));
    const claimedBy = async (queue: typeof first) => {
      const got: number[] = [];
      for (;;) {
        const row = await queue.claim();
        if (!row) return got;
        expect(row.job_attempts).toBe(1);
        expect(row.job_lease_until).toBe(clock.seconds() + JOB_LEASE_SECONDS);
        got.push(row.id);
      }
    };
    const [a, b, c, d] = await Promise.all([claimedBy(first), claimedBy(second), claimedBy(first), claimedBy(second)]);
    const all = [...a!, ...b!, ...c!, ...d!];
    expect(all.toSorted((x, y) => x - y)).toEqual(ids);
    for (const got of [a!, b!, c!, d!]) expect(got).toEqual(got.toSorted((x, y) => x - y));
    await finish(ids);
  });

  it('leaves a renewed lease alone, and hands a lease that ran out to another instance, counting the attempt', async () => {
    const [id] = await addRows(1);
    const first = createProcessingQueue(context(fresh.db));
    const second = createProcessingQueue(context(other));
    expect((await first.claim())?.id).toBe(id);
    clock.advance(JOB_LEASE_SECONDS - 5);
    expect(await second.claim()).toBeUndefined();
    await first.renew(id!);
    clock.advance(JOB_LEASE_SECONDS - 5);
    expect(await second.claim()).toBeUndefined();
    // the first instance died: its lease runs out
    clock.advance(10);
    const taken = await second.claim();
    expect(taken).toMatchObject({ id, job_attempts: 2 });
    await finish([id!]);
  });

  it('frees every lease for a server alone on its database, and claims no row that is done', async () => {
    const ids = await addRows(2);
    const queue = createProcessingQueue(context(fresh.db));
    await queue.claim();
    await queue.claim();
    expect(await queue.claim()).toBeUndefined();
    expect(await queue.releaseAll()).toBe(2);
    expect((await queue.claim())?.id).toBe(ids[0]);
    await finish(ids);
    expect(await queue.claim()).toBeUndefined();
  });
});
