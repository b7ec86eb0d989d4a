import type { PlanetSettings } from './types.ts';

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
