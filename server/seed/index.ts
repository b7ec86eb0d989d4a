/**
 * First-start data: the menu catalogue when the modules table is empty, and the demo accounts
 * with their content when the users table is empty. One transaction; safe to call on every start.
 */
import { seedCourseware, seedTeachers, useDemoAvatar } from '@server/areas/teach/seed.ts';
import type { UserRow } from '@server/areas/account/schema.ts';
import { hashPassword } from '@server/security/passwords.ts';
import { seconds } from '@server/db/context.ts';
import type { Services } from '@server/services.ts';
import { SECONDS_PER_DAY } from '@server/db/time.ts';
import { addMissingEntries, renameEntries, seedCatalogue } from '@server/areas/menu/catalogue-seed.ts';
import { recordUses } from '@server/areas/materials/uses.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_PLANETS, DEMO_VISITS, demoMessages, type DemoAccount } from './demo-data.ts';
import { DEMO_PLANET_BACKGROUND, demoMaterialId, seedMaterials } from '@server/areas/materials/seed.ts';
import { HELP_ARTICLES } from '@server/areas/help/articles-seed.ts';
import { HELP_ARTICLES_EN } from '@server/areas/help/articles-seed-en.ts';
import { seedPlanetAreas } from './planet-areas.ts';
import { type SeededPlanet } from '@server/areas/planets/seed-types.ts';
import { seedStaffRoles } from '@server/areas/staff/seed.ts';
import { seedOperationLog } from '@server/areas/operation-log/seed.ts';
import { demoSeeds } from './demo-order.ts';

export type SeedResult = { catalogue: boolean; demo: boolean };

export type SeedOptions = {
  /** default true: also write the demo material files (pictures, audio, video, documents) */
  materialFiles?: boolean;
};

export async function seedIfEmpty(services: Services, options: SeedOptions = {}): Promise<SeedResult> {
  const { ctx, users, menu } = services;
  const needCatalogue = (await menu.countModules()) === 0;
  const needDemo = (await users.countUsers()) === 0;
  await services.help.seedIfEmpty(HELP_ARTICLES); // product content: also fills a data directory from before the help window
  await services.help.seedTranslations('en', HELP_ARTICLES_EN); // and the English ones it lacks
  // menu entries added since the directory was seeded (module grants need them: docs/decisions.md "Modules")
  if (!needCatalogue) {
    await ctx.db.transaction().execute(async (trx) => {
      await addMissingEntries(trx, menu);
      await renameEntries(trx);
    });
  }
  if (!needCatalogue && !needDemo) return { catalogue: false, demo: false };

  // hashing is slow; do it before the transaction
  const hashes = needDemo ? await Promise.all(DEMO_ACCOUNTS.map(() => hashPassword(DEMO_PASSWORD))) : [];

  let seededTeacher: UserRow | undefined;
  await ctx.db.transaction().execute(async (trx) => {
    // the checks again, inside the transaction, so two starts cannot both seed
    if (needCatalogue && (await trx.selectFrom('modules').select('id').limit(1).executeTakeFirst()) === undefined) {
      await seedCatalogue(trx, menu);
    }
    if (!needDemo || (await trx.selectFrom('users').select('id').limit(1).executeTakeFirst()) !== undefined) return;

    const now = seconds(ctx.now);
    const byKey = new Map<DemoAccount['key'], UserRow>();
    for (const [index, account] of DEMO_ACCOUNTS.entries()) {
      const main = account.mainKey ? byKey.get(account.mainKey) : undefined;
      const user = await users.create(trx, {
        phone: account.phone,
        passwordHash: hashes[index] ?? '',
        nickname: account.nickname,
        mode: account.mode,
        tier: account.tier,
        ...(main ? { mainId: main.id } : {}),
      });
      byKey.set(account.key, user);
      if (account.switches) await services.switches.write(trx, user.id, account.switches);
    }
    // the demo accounts have seen the guides, so that signing in lands on a usable dashboard (docs/api.md)
    await services.guide.markSeen(trx, [...byKey.values()].map((user) => user.id));

    const staffOwner = byKey.get('teacher');
    if (staffOwner) await seedStaffRoles(trx, menu, staffOwner.id, byKey.get('staff')?.id, now);

    const seededPlanets: SeededPlanet[] = [];
    for (const planet of DEMO_PLANETS) {
      const owner = byKey.get(planet.ownerKey);
      if (!owner) continue;
      const row = await trx
        .insertInto('planets')
        .values({
          owner_id: owner.id,
          title: planet.title,
          introduce: planet.introduce,
          price: planet.price,
          status: 1,
          first_class: planet.classes[0],
          second_class: planet.classes[1],
          time_mode: 1,
          time_unit: 'year',
          time_value: 1,
          // live for a month already
          audit_status: 2,
          created_at: now - 30 * SECONDS_PER_DAY,
          updated_at: now - 30 * SECONDS_PER_DAY,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const members = await trx
        .insertInto('planet_members')
        .values(
          planet.members.map(([nickname, role, status], i) => ({
            planet_id: row.id,
            nickname,
            role,
            status,
            created_at: now - (30 - i) * SECONDS_PER_DAY,
          })),
        )
        .returning(['id', 'nickname', 'role', 'status', 'created_at'])
        .execute();
      seededPlanets.push({ id: row.id, ownerId: owner.id, ownerKey: planet.ownerKey, title: planet.title, price: planet.price, members });
    }
    await seedPlanetAreas(trx, seededPlanets, now, services.money);

    const messages = [
      ...demoMessages(6).map((m) => ({ ...m, owner: byKey.get('teacher') })),
      ...demoMessages(2).map((m) => ({ ...m, owner: byKey.get('planet') })),
    ];
    for (const m of messages) {
      if (!m.owner) continue;
      await trx
        .insertInto('notifications')
        .values({
          user_id: m.owner.id,
          title: m.title,
          subtitle: m.subtitle,
          content: `${m.title}。${m.subtitle}。`,
          msg_type: m.msg_type,
          read_status: m.read ? 1 : 0,
          created_at: now - m.daysAgo * SECONDS_PER_DAY - 3600,
        })
        .execute();
    }

    const teacher = byKey.get('teacher');
    seededTeacher = teacher;
    if (teacher) {
      await seedTeachers(trx, teacher.id, now);
      await services.pageVisits.insertMany(
        trx,
        // spread within each day back from now, so "today" holds the visits of daysAgo 0
        DEMO_VISITS.map(([path, title, daysAgo], i) => ({
          user_id: teacher.id,
          path,
          title,
          created_at: now - daysAgo * SECONDS_PER_DAY - i,
        })),
      );
    }
  });
  // files and media processing take their own time: after the accounts are committed, outside the transaction
  if (seededTeacher && options.materialFiles !== false) {
    await seedMaterials(services, seededTeacher);
    await useDemoBackground(services, seededTeacher.id);
    await useDemoAvatar(services.ctx.db, seededTeacher.id);
    await seedCourseware(services.ctx.db, seededTeacher.id, seconds(services.ctx.now));
  }
  if (seededTeacher) {
    const demo = { teacherId: seededTeacher.id, now: () => seconds(services.ctx.now), materialFiles: options.materialFiles !== false };
    // the areas' demo rows, in the order of demo-order.ts
    for (const seedArea of demoSeeds()) await seedArea(services, demo);
    // last: the history of what the seeds above made
    await seedOperationLog(services.ctx.db, seededTeacher.id, seconds(services.ctx.now));
  }
  return { catalogue: needCatalogue, demo: needDemo };
}

/** The demo teacher's planet shows the demo picture made for it. */
async function useDemoBackground(services: Services, ownerId: number): Promise<void> {
  const { db } = services.ctx;
  const picture = await demoMaterialId(db, ownerId, 'picture', DEMO_PLANET_BACKGROUND);
  if (!picture) return;
  await db.updateTable('planets').set({ backgrounds: JSON.stringify([picture]) }).where('owner_id', '=', ownerId).execute();
  const planets = await db.selectFrom('planets').select('id').where('owner_id', '=', ownerId).execute();
  for (const planet of planets) await recordUses(db, { kind: 'planet', id: planet.id }, [picture]);
}
