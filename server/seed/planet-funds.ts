/** Demo funds of the demo planets (issue 6). Being written in this session. */
import type { PlanetAreaSeed } from './planet-areas.ts';

export const seedPlanetFunds: PlanetAreaSeed = async () => {};
