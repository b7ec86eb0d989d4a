/**
 * Demo content inside the demo planets (issue 6): each planet area seeds its own part, in the seed transaction,
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

export async function seedPlanetAreas(trx: Kysely<Database>, planets: SeededPlanet[], now: number): Promise<void> {
  await seedPlanetThemes(trx, planets, now);
  await seedPlanetPrograms(trx, planets, now);
  await seedPlanetMembers(trx, planets, now);
  await seedPlanetMode(trx, planets, now);
  await seedPlanetFunds(trx, planets, now);
}
