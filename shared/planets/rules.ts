import type { PlanetSettings, PlanetTimeUnit } from './types.ts';

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

export const PLANET_TIME_UNITS: readonly PlanetTimeUnit[] = ['day', 'month', 'year'];

/** A new planet's settings: open to view and share, members post freely, the owner moderates nothing by default. */
export const DEFAULT_PLANET_SETTINGS: PlanetSettings = {
  enable_share_theme: 1,
  new_user_pubish: 1,
  publish_theme_auth: 0,
  open_member_list: 1,
  enable_preview_theme: 1,
  free_ask: 1,
  comment_auth: 0,
  anonymous_ask: 0,
  ban_join: 0,
  gain_user_phone: 0,
};
