/**
 * Planets (paid community groups), spec §3 "Planet": the field names are the spec's; their types and ranges are
 * ours (docs/api.md "Planets", rules in rules.ts).
 */

/** 1: membership lasts `time_value` `time_unit`s from joining; 2: membership never ends */
export type PlanetTimeMode = 1 | 2;
export type PlanetTimeUnit = 'day' | 'month' | 'year';

/**
 * The platform's review of a planet: 0 draft, 1 under review, 2 approved, 3 rejected (with a reason).
 * startAudit: 0 → 1; retryAudit: 3 → 1; the embedded reviewer approves or rejects what is under review.
 */
export type PlanetAuditStatus = 0 | 1 | 2 | 3;

/** spec §3 "Settings": the planet's ten switches, 0 or 1 */
export const PLANET_SETTING_NAMES = [
  'enable_share_theme',
  'new_user_pubish',
  'publish_theme_auth',
  'open_member_list',
  'enable_preview_theme',
  'free_ask',
  'comment_auth',
  'anonymous_ask',
  'ban_join',
  'gain_user_phone',
] as const;
export type PlanetSettingName = (typeof PLANET_SETTING_NAMES)[number];
export type PlanetSettings = Record<PlanetSettingName, 0 | 1>;

/** What a teacher writes when creating or editing a planet. */
export type PlanetInput = {
  title: string;
  /** ids of the teacher's picture materials, in display order */
  backgrounds: number[];
  introduce: string;
  /** fen, like all money in the API (shared/format/currency.ts); 0 is a free planet */
  price: number;
  time_mode: PlanetTimeMode;
  /** with time_mode 1 */
  time_unit: PlanetTimeUnit;
  /** with time_mode 1: how many units */
  time_value: number;
  description: string;
  /** a top-level class of GET classes */
  first_class: number;
  /** a child of first_class */
  second_class: number;
  has_homepage: 0 | 1;
  /** with has_homepage 1: one of the teacher's courses, shown as the planet's home page */
  homepage_id: number;
};

export type PlanetBackground = { id: number; url: string };

export type Planet = Omit<PlanetInput, 'backgrounds'> & {
  id: number;
  /** signed URLs, valid two hours like every media URL */
  backgrounds: PlanetBackground[];
  /** 1 open, 0 closed (ours) */
  status: number;
  audit_status: PlanetAuditStatus;
  /** why the review rejected it; empty otherwise */
  audit_reason: string;
  member_count: number;
  settings: PlanetSettings;
  /** unix seconds */
  created_at: number;
  updated_at: number;
};

export type PlanetClass = { id: number; name: string; children: readonly { id: number; name: string }[] };
