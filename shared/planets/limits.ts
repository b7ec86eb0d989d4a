/** Limits of a planet's fields (ours; the spec gives the names only). Lengths count characters. */
export const PLANET_LIMITS = {
  titleMax: 30,
  introduceMax: 200,
  descriptionMax: 5000,
  backgroundsMax: 5,
  /** fen (99,999.99 yuan) */
  priceMax: 9_999_999,
  timeValueMax: 999,
} as const;
