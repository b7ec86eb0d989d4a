/**
 * The order of the areas' demo seeds (their manifests' `demoSeed`), after the demo accounts and files exist: a
 * seed may read what an earlier one wrote. An area not named here seeds after these, in the order of the index.
 */
import type { ServerArea } from '@server/areas/define-area.ts';
import { SERVER_AREAS } from '@server/areas/index.ts';

type SeedingArea = Extract<(typeof SERVER_AREAS)[number], { demoSeed: unknown }>['name'];

const DEMO_SEED_ORDER = [
  // after the demo files, so courses play and show them; without the files, the courses that need none
  'courses',
  // the books list the courses
  'teach',
  'live',
  // the coupons and campaigns before the demo orders, which may buy through them
  'marketing',
  'orders',
  'students',
  'learning',
  'douyin-chat',
  'aftersale',
  // the funds seed before the packages: its withdrawals draw on the balance before the package was bought
  'funds',
  'traffic',
  'packages',
  'certification',
] as const satisfies readonly SeedingArea[];

export function demoSeeds(): NonNullable<ServerArea['demoSeed']>[] {
  const areas: readonly ServerArea[] = SERVER_AREAS;
  const named = DEMO_SEED_ORDER.map((name) => areas.find((area) => area.name === name));
  const rest = areas.filter((area) => !named.includes(area));
  return [...named, ...rest].flatMap((area) => (area?.demoSeed ? [area.demoSeed] : []));
}
