/**
 * Demo content inside the demo planets: each planet area seeds its own part, in the seed transaction,
 * after the planets and their members exist.
 */
import type { Kysely } from 'kysely';
import type { Database } from '@server/db/schema.ts';
import { seedPlanetFunds } from '@server/areas/planet-funds/seed.ts';
import { seedPlanetMembers } from '@server/areas/planet-members/seed.ts';
import { seedPlanetMode } from '@server/areas/planet-mode/seed.ts';
import { seedPlanetPrograms } from '@server/areas/planet-programs/seed.ts';
import { seedPlanetThemes } from '@server/areas/planet-themes/seed.ts';
import type { SeededPlanet } from '@server/areas/planets/seed-types.ts';
import type { MoneyOptions } from '@server/areas/funds/money-options.ts';

export async function seedPlanetAreas(trx: Kysely<Database>, planets: SeededPlanet[], now: number, money: MoneyOptions): Promise<void> {
  await seedPlanetThemes(trx, planets, now, money);
  await seedPlanetPrograms(trx, planets, now, money);
  await seedPlanetMembers(trx, planets, now, money);
  await seedPlanetMode(trx, planets, now, money);
  await seedPlanetFunds(trx, planets, now, money);
}
