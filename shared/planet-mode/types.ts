/**
 * Records of planet member mode's own pages (docs/decisions.md), and what a teacher writes for them, as schemas: the
 * server validates with the inputs and declares the records as its answers. Times are unix seconds. Every text of
 * planet member mode passes the content check (spec §5).
 */
import { cleanText, Flag, Id, RULE_KEYWORD, Seconds, Type, type Static } from '@shared/api/schema.ts';
import { MODE_LIMITS } from './limits.ts';

/** `default` where the field may be left out */
type Defaulted = { default?: number };

const count = (max: number, options: Defaulted = {}) => Type.Integer({ minimum: 0, maximum: max, [RULE_KEYWORD]: `必须是 0 到 ${max} 之间的整数`, ...options });
const LAST_TIME = 4_102_444_800;
const time = Type.Integer({ minimum: 1, maximum: LAST_TIME, [RULE_KEYWORD]: '必须是有效的时间（秒）' });
/** a picture material of the owner, or 0 */
const pictureId = (options: Defaulted = {}) => Type.Integer({ minimum: 0, [RULE_KEYWORD]: '必须是图片素材 id（0 表示不设置）', ...options });

/** 0 未开始, 1 进行中 (a live: 直播中), 2 已结束 — derived from the time, never stored */
export const TimeStatus = Type.Enum([0, 1, 2], { type: 'integer', [RULE_KEYWORD]: '必须是 0（未开始）、1（进行中）或 2（已结束）' });
export type TimeStatus = Static<typeof TimeStatus>;

export const ActivityKind = Type.Enum(['online', 'offline'], { type: 'string', [RULE_KEYWORD]: '必须是 online（线上）或 offline（线下）' });
export type ActivityKind = Static<typeof ActivityKind>;

export const ActivityInput = Type.Object({
  planet_id: Id,
  title: cleanText(MODE_LIMITS.titleMax),
  kind: ActivityKind,
  /** the address (offline) or the link (online) */
  place: cleanText(MODE_LIMITS.placeMax),
  start_at: time,
  end_at: time,
  /** 0: no limit */
  quota: count(MODE_LIMITS.quotaMax, { default: 0 }),
  description: cleanText(MODE_LIMITS.descriptionMax, { default: '' }),
});
export type ActivityInput = Static<typeof ActivityInput>;

export const PlanetActivity = Type.Object({
  id: Type.Integer(),
  ...ActivityInput.properties,
  planet_title: Type.String(),
  /** sign-ups so far (members sign up in the app) */
  signups: Type.Integer(),
  status: TimeStatus,
  created_at: Seconds,
  updated_at: Seconds,
});
export type PlanetActivity = Static<typeof PlanetActivity>;

export const LiveInput = Type.Object({
  planet_id: Id,
  title: cleanText(MODE_LIMITS.titleMax),
  start_at: time,
  /** minutes */
  duration: Type.Integer({ minimum: 1, maximum: MODE_LIMITS.durationMax, [RULE_KEYWORD]: `必须是 1 到 ${MODE_LIMITS.durationMax} 之间的整数（分钟）` }),
  /** a picture material of the owner, or 0 */
  cover_id: pictureId({ default: 0 }),
  introduce: cleanText(MODE_LIMITS.descriptionMax, { default: '' }),
});
export type LiveInput = Static<typeof LiveInput>;

export const LiveFigures = Type.Object({
  viewers: Type.Integer(),
  peak_online: Type.Integer(),
  /** minutes */
  avg_watch_minutes: Type.Integer(),
  comments: Type.Integer(),
  replay_views: Type.Integer(),
});
export type LiveFigures = Static<typeof LiveFigures>;

export const PlanetLive = Type.Object({
  id: Type.Integer(),
  ...LiveInput.properties,
  ...LiveFigures.properties,
  planet_title: Type.String(),
  /** signed URL of the cover, '' without one */
  cover_url: Type.String(),
  status: TimeStatus,
  created_at: Seconds,
  updated_at: Seconds,
});
export type PlanetLive = Static<typeof PlanetLive>;

export const LiveStatistics = Type.Object({
  totals: Type.Object({ ...LiveFigures.properties, lives: Type.Integer() }),
  rows: Type.Array(PlanetLive),
});
export type LiveStatistics = Static<typeof LiveStatistics>;

export const LiveAudience = Type.Enum(['members', 'everyone'], { type: 'string', [RULE_KEYWORD]: '必须是 members（仅星球成员）或 everyone（所有人）' });
export type LiveAudience = Static<typeof LiveAudience>;

export const LiveSettings = Type.Object({
  audience: LiveAudience,
  chat: Flag(),
  auto_replay: Flag(),
  /** how long a replay stays available, days */
  replay_days: Type.Integer({ minimum: 1, maximum: MODE_LIMITS.replayDaysMax, [RULE_KEYWORD]: `必须是 1 到 ${MODE_LIMITS.replayDaysMax} 之间的整数（天）` }),
  /** minutes before the start when members are reminded; 0: no reminder */
  remind_minutes: count(MODE_LIMITS.remindMinutesMax),
});
export type LiveSettings = Static<typeof LiveSettings>;

export const WikiInput = Type.Object({
  planet_id: Id,
  title: cleanText(MODE_LIMITS.titleMax),
  category: cleanText(MODE_LIMITS.categoryMax, { default: '' }),
  content: cleanText(MODE_LIMITS.wikiContentMax),
});
export type WikiInput = Static<typeof WikiInput>;

export const WikiArticle = Type.Object({ id: Type.Integer(), ...WikiInput.properties, planet_title: Type.String(), created_at: Seconds, updated_at: Seconds });
export type WikiArticle = Static<typeof WikiArticle>;

export const ROADMAP_KINDS = ['live', 'column', 'punch', 'activity', 'other'] as const;
export const RoadmapKind = Type.Enum([...ROADMAP_KINDS], { type: 'string', [RULE_KEYWORD]: `必须是 ${ROADMAP_KINDS.join('、')} 之一` });
export type RoadmapKind = Static<typeof RoadmapKind>;
/** 0 计划中, 1 已完成 */
export const RoadmapStatus = Type.Enum([0, 1], { type: 'integer', [RULE_KEYWORD]: '必须是 0（计划中）或 1（已完成）' });
export type RoadmapStatus = Static<typeof RoadmapStatus>;

export const RoadmapInput = Type.Object({
  planet_id: Id,
  title: cleanText(MODE_LIMITS.titleMax),
  /** YYYY-MM-DD */
  planned_on: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', [RULE_KEYWORD]: '必须是日期 YYYY-MM-DD' }),
  kind: RoadmapKind,
  note: cleanText(MODE_LIMITS.noteMax, { default: '' }),
});
export type RoadmapInput = Static<typeof RoadmapInput>;

export const RoadmapItem = Type.Object({
  id: Type.Integer(),
  ...RoadmapInput.properties,
  planet_title: Type.String(),
  status: RoadmapStatus,
  created_at: Seconds,
  updated_at: Seconds,
});
export type RoadmapItem = Static<typeof RoadmapItem>;

export const WxGroupInput = Type.Object({
  planet_id: Id,
  name: cleanText(MODE_LIMITS.groupNameMax),
  /** the group's QR code, a picture material of the owner, or 0 */
  qr_id: pictureId({ default: 0 }),
  member_count: count(MODE_LIMITS.groupMembersMax, { default: 0 }),
  /** when the QR code stops working (WeChat: 7 days after it was made), unix seconds */
  qr_expires_at: Type.Integer({ minimum: 0, maximum: LAST_TIME, default: 0, [RULE_KEYWORD]: '必须是有效的时间（秒），0 表示自动' }),
});
export type WxGroupInput = Static<typeof WxGroupInput>;

export const WxGroup = Type.Object({
  id: Type.Integer(),
  ...WxGroupInput.properties,
  planet_title: Type.String(),
  qr_url: Type.String(),
  /** only members of the planet may join: the one rule there is */
  join_rule: Type.Literal('members'),
  expired: Type.Boolean(),
  created_at: Seconds,
  updated_at: Seconds,
});
export type WxGroup = Static<typeof WxGroup>;

export const BookSection = Type.Object(
  { title: cleanText(MODE_LIMITS.titleMax), text: cleanText(MODE_LIMITS.sectionTextMax) },
  { additionalProperties: false },
);
export type BookSection = Static<typeof BookSection>;

export const BookChapterInput = Type.Object({
  planet_id: Id,
  title: cleanText(MODE_LIMITS.titleMax),
  sections: Type.Array(BookSection, { maxItems: MODE_LIMITS.sectionsMax }),
});
export type BookChapterInput = Static<typeof BookChapterInput>;

export const BookChapter = Type.Object({ id: Type.Integer(), ...BookChapterInput.properties, sort: Type.Integer(), created_at: Seconds, updated_at: Seconds });
export type BookChapter = Static<typeof BookChapter>;

export const OwnerMember = Type.Object({
  id: Type.Integer(),
  planet_id: Type.Integer(),
  planet_title: Type.String(),
  nickname: Type.String(),
  role: Type.String(),
  status: Type.Integer(),
  created_at: Seconds,
});
export type OwnerMember = Static<typeof OwnerMember>;
