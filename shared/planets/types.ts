/**
 * Planets (paid community groups), spec §3 "Planet": the field names are the spec's; their types and ranges are
 * ours (docs/api.md "Planets", limits in limits.ts), as schemas: the server validates with the input and declares
 * the planet as its answer.
 */
import { cleanText, Flag, Id, RULE_KEYWORD, Seconds, Type, type Static } from '@shared/api/schema.ts';
import { PLANET_LIMITS } from './limits.ts';

/** 1: membership lasts `time_value` `time_unit`s from joining; 2: membership never ends */
export const PlanetTimeMode = Type.Enum([1, 2], { type: 'integer', [RULE_KEYWORD]: '必须是 1（按时长）或 2（永久）' });
export type PlanetTimeMode = Static<typeof PlanetTimeMode>;
export const PLANET_TIME_UNITS = ['day', 'month', 'year'] as const;
export const PlanetTimeUnit = Type.Enum([...PLANET_TIME_UNITS], { type: 'string' });
export type PlanetTimeUnit = Static<typeof PlanetTimeUnit>;

/**
 * The platform's review of a planet: 0 draft, 1 under review, 2 approved, 3 rejected (with a reason).
 * startAudit: 0 → 1; retryAudit: 3 → 1; the embedded reviewer approves or rejects what is under review.
 */
export const PlanetAuditStatus = Type.Enum([0, 1, 2, 3], { type: 'integer' });
export type PlanetAuditStatus = Static<typeof PlanetAuditStatus>;

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
export const PlanetSettings = Type.Object(Object.fromEntries(PLANET_SETTING_NAMES.map((name) => [name, Flag()])) as Record<PlanetSettingName, ReturnType<typeof Flag>>);
export type PlanetSettings = Static<typeof PlanetSettings>;

/** What a teacher writes when creating or editing a planet; the service holds the texts to their limits. */
export const PlanetInput = Type.Object({
  title: cleanText(200),
  /** ids of the teacher's picture materials, in display order */
  backgrounds: Type.Array(Id, { maxItems: 50 }),
  introduce: cleanText(2000, { default: '' }),
  /** fen, like all money in the API (shared/format/currency.ts); 0 is a free planet */
  price: Type.Integer({ minimum: 0, maximum: PLANET_LIMITS.priceMax, [RULE_KEYWORD]: `必须是 0 到 ${PLANET_LIMITS.priceMax} 之间的整数（分）` }),
  time_mode: PlanetTimeMode,
  /** with time_mode 1 */
  time_unit: Type.Enum([...PLANET_TIME_UNITS], { type: 'string', default: 'year' }),
  /** with time_mode 1: how many units */
  time_value: Type.Integer({ minimum: 1, maximum: PLANET_LIMITS.timeValueMax, default: 1, [RULE_KEYWORD]: `必须是 1 到 ${PLANET_LIMITS.timeValueMax} 之间的整数` }),
  description: cleanText(20_000, { default: '' }),
  /** a top-level class of GET classes */
  first_class: Type.Integer({ minimum: 0 }),
  /** a child of first_class */
  second_class: Type.Integer({ minimum: 0 }),
  has_homepage: Flag({ default: 0 }),
  /** with has_homepage 1: one of the teacher's courses, shown as the planet's home page */
  homepage_id: Type.Integer({ minimum: 0, default: 0 }),
});
export type PlanetInput = Static<typeof PlanetInput>;

export const PlanetBackground = Type.Object({ id: Type.Integer(), url: Type.String() });
export type PlanetBackground = Static<typeof PlanetBackground>;

export const Planet = Type.Object({
  id: Type.Integer(),
  ...PlanetInput.properties,
  /** signed URLs, valid two hours like every media URL */
  backgrounds: Type.Array(PlanetBackground),
  /** 1 open, 0 closed (ours) */
  status: Type.Integer(),
  audit_status: PlanetAuditStatus,
  /** why the review rejected it; empty otherwise */
  audit_reason: Type.String(),
  member_count: Type.Integer(),
  settings: PlanetSettings,
  created_at: Seconds,
  updated_at: Seconds,
});
export type Planet = Static<typeof Planet>;

const ClassName = { id: Type.Integer(), name: Type.String() };
export const PlanetClass = Type.Object({ ...ClassName, children: Type.Immutable(Type.Array(Type.Object(ClassName))) });
export type PlanetClass = Static<typeof PlanetClass>;
