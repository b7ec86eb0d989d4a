import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MaterialKind } from '@shared/materials/types.ts';
import { createMainAccount } from '@server/test-support/accounts.ts';
import { freshDatabase, type FreshDatabase } from '@server/test-support/fresh-database.ts';
import { createMaterialCategoryService } from './categories.ts';
import * as migration021 from './migration-021.ts';
import { chinaDayOf } from '@server/db/day-range-count.ts';
import { countInRange, type CountedRange } from './range-count.ts';

const DAY = 86_400;
/** 2026-03-01 00:00 China time */
const MARCH = Date.UTC(2026, 1, 28, 16) / 1000;

/** A list filtered by dates counts its whole days from material_day_counts, kept by triggers. */
describe('counting materials in a time range', () => {
  let fresh: FreshDatabase;
  let owner: number;
  let categories: number[];
  let seed = 7;
  const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
  const pick = <T,>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;

  beforeAll(async () => {
    fresh = await freshDatabase();
    owner = (await createMainAccount(fresh.dataDir, '13900000702')).id;
    const service = createMaterialCategoryService({ db: fresh.db, now: Date.now, accessTokenTtl: 1, refreshTokenTtl: 1, log: console });
    categories = [await service.target(owner, undefined)];
    for (const name of ['封面', '讲义']) {
      const row = await fresh.db.insertInto('material_categories').values({ owner_id: owner, name, created_at: MARCH }).returning('id').executeTakeFirstOrThrow();
      categories.push(row.id);
    }
  });
  afterAll(() => fresh.remove());

  let made = 0;
  async function addMaterials(count: number): Promise<void> {
    const rows = Array.from({ length: count }, () => {
      made += 1;
      // within 20 days, on the minute: some exactly at midnight, China time
      const createdAt = MARCH + Math.floor(random() * 20 * 24 * 60) * 60;
      return {
        owner_id: owner,
        kind: pick(['picture', 'document'] as const),
        category_id: pick(categories),
        title: `m${made}`,
        file_name: `m${made}.png`,
        stored_name: `${String(made).padStart(32, '0')}.png`,
        file_suffix: 'png',
        mime: 'image/png',
        file_size: 10,
        width: null,
        height: null,
        video_id: null,
        created_at: createdAt,
      };
    });
    await fresh.db.insertInto('materials').values(rows).execute();
  }

  async function scanned(range: CountedRange): Promise<number> {
    let query = fresh.db
      .selectFrom('materials')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('owner_id', '=', range.ownerId)
      .where('kind', '=', range.kind);
    if (range.categoryId !== undefined) query = query.where('category_id', '=', range.categoryId);
    if (range.startAt !== undefined) query = query.where('created_at', '>=', range.startAt);
    if (range.endAt !== undefined) query = query.where('created_at', '<=', range.endAt);
    return Number((await query.executeTakeFirstOrThrow()).n);
  }

  /** ranges of every shape: whole days (a date filter), partial days, one day, open ends */
  function ranges(): CountedRange[] {
    const found: CountedRange[] = [];
    const midnight = (day: number) => MARCH + day * DAY;
    for (let i = 0; i < 40; i += 1) {
      const from = Math.floor(random() * 22) - 1;
      const to = from + Math.floor(random() * 8);
      const shape = i % 4;
      const startAt = shape === 0 ? midnight(from) : midnight(from) + Math.floor(random() * DAY);
      const endAt = shape === 0 ? midnight(to + 1) - 1 : shape === 1 ? startAt + Math.floor(random() * DAY) : midnight(to) + Math.floor(random() * DAY);
      found.push({
        ownerId: owner,
        kind: pick(['picture', 'document'] as MaterialKind[]),
        categoryId: i % 3 === 0 ? undefined : pick(categories),
        startAt: i % 10 === 9 ? undefined : startAt,
        endAt: i % 10 === 8 ? undefined : Math.max(startAt, endAt),
      });
    }
    return found;
  }

  async function expectSameCounts(): Promise<void> {
    for (const range of ranges()) expect({ range, n: await countInRange(fresh.db, range) }).toEqual({ range, n: await scanned(range) });
  }

  it('answers what a scan of the rows answers, for ranges of whole days, partial days, one day and open ends', async () => {
    await addMaterials(600);
    expect(chinaDayOf(MARCH)).toBe(chinaDayOf(MARCH + DAY - 1));
    expect(chinaDayOf(MARCH + DAY)).toBe(chinaDayOf(MARCH) + 1);
    await expectSameCounts();
  });

  it('stays right after materials are moved to another category, deleted, and added in a transaction that rolls back', async () => {
    const some = await fresh.db.selectFrom('materials').select('id').where('owner_id', '=', owner).orderBy('id').limit(80).execute();
    await fresh.db.updateTable('materials').set({ category_id: categories[2]! }).where('id', 'in', some.slice(0, 40).map((row) => row.id)).execute();
    await fresh.db.deleteFrom('materials').where('id', 'in', some.slice(40).map((row) => row.id)).execute();
    await fresh.db
      .transaction()
      .execute(async (trx) => {
        await trx.deleteFrom('materials').where('owner_id', '=', owner).execute();
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    await addMaterials(50);
    await expectSameCounts();
  });

  it('counts the materials that were there before migration 021, which it adds up once', async () => {
    // migrations see the database without its schema, as the migrator gives it to them
    const untyped = fresh.db as unknown as Kysely<unknown>;
    await migration021.down(untyped);
    await addMaterials(30);
    await migration021.up(untyped);
    await expectSameCounts();
  });
});
