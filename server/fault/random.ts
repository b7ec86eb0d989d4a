/**
 * The fault suite's seeded randomness: every timing it picks comes from one seed, printed by the suite, so a
 * failing run can be replayed with LECTERN_FAULT_SEED=<seed>.
 */
export type Random = {
  readonly seed: number;
  /** uniform in [0, 1) */
  next(): number;
  /** an integer in [min, max] */
  between(min: number, max: number): number;
};

/** mulberry32: small, fast and good enough for picking delays */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return { seed, next, between: (min, max) => min + Math.floor(next() * (max - min + 1)) };
}

/** LECTERN_FAULT_SEED when set (a replay), else a fresh one. */
export function faultSeed(env: NodeJS.ProcessEnv = process.env): number {
  const given = env.LECTERN_FAULT_SEED?.trim();
  if (given) {
    const value = Number(given);
    if (!Number.isSafeInteger(value) || value < 0) throw new Error(`LECTERN_FAULT_SEED must be a non-negative integer, got "${given}"`);
    return value;
  }
  return Math.floor(Math.random() * 2 ** 31);
}
