/**
 * Themes (posts, 动态), topics (话题) and columns (专栏) of a planet, as schemas: the server validates with the
 * queries and inputs and declares the records as its answers. Spec §3 names the fields content, status, top,
 * highlight, target, target_id, user_id (theme), name, show_timeline, member_use, status, sort (topic) and title,
 * status (column); the rest, and the meaning of the status numbers, are ours (docs/decisions.md).
 */
import { cleanText, Flag, Id, RULE_KEYWORD, Seconds, Type, type Static } from '@shared/api/schema.ts';
import { COLUMN_LIMITS, THEME_LIMITS, THEME_LIST_DEFAULT_STATUS, TOPIC_LIMITS } from './rules.ts';

const themeStatus = (options: { default?: number } = {}) =>
  Type.Enum([0, 1, 2], { type: 'integer', [RULE_KEYWORD]: '必须是 0（隐藏）、1（已发布）或 2（待发布）', ...options });
/**
 * 0 hidden by the owner, 1 published (the feed's default, spec §9), 2 submitted for publishing (create's default,
 * spec §9): the server publishes the owner's own post at once; a member's post waits in 2 for the owner's approval.
 */
export const ThemeStatus = themeStatus();
export type ThemeStatus = Static<typeof ThemeStatus>;
export const THEME_STATUS = { hidden: 0, published: 1, pending: 2 } as const satisfies Record<string, ThemeStatus>;

export const THEME_MEDIA_KINDS = ['picture', 'audio', 'video'] as const;
export const ThemeMediaKind = Type.Enum([...THEME_MEDIA_KINDS], { type: 'string', [RULE_KEYWORD]: '必须是 picture、audio 或 video' });
export type ThemeMediaKind = Static<typeof ThemeMediaKind>;

/** What a caller sends: one of the planet owner's materials. */
export const ThemeMediaRef = Type.Object({ id: Id, source_type: ThemeMediaKind }, { additionalProperties: false });
export type ThemeMediaRef = Static<typeof ThemeMediaRef>;

/** What the server answers: the material with signed URLs (valid about two hours). */
export const ThemeMedia = Type.Object({
  ...ThemeMediaRef.properties,
  title: Type.String(),
  /** signed URL of the file */
  url: Type.String(),
  /** video: signed URL of the poster frame, '' while there is none */
  poster: Type.String(),
  /** audio and video, seconds */
  duration: Type.Number(),
});
export type ThemeMedia = Static<typeof ThemeMedia>;

const ThemeAuthor = Type.Object({ id: Type.Integer(), nickname: Type.String(), role: Type.String() });

const ThemeTopicRef = Type.Object({ id: Type.Integer(), name: Type.String() });

export const PlanetTheme = Type.Object({
  id: Type.Integer(),
  planet_id: Type.Integer(),
  content: Type.String(),
  status: ThemeStatus,
  top: Flag(),
  highlight: Flag(),
  /** what the theme belongs to besides the feed ('' none); target_id its id (0 none) */
  target: Type.String(),
  target_id: Type.Integer(),
  /** the author: a planet member's id (planet_members.id) */
  user_id: Type.Integer(),
  author: ThemeAuthor,
  media: Type.Array(ThemeMedia),
  topics: Type.Array(ThemeTopicRef),
  praise_count: Type.Integer(),
  collect_count: Type.Integer(),
  comment_count: Type.Integer(),
  /** 1 when the caller has praised / collected it */
  praised: Flag(),
  collected: Flag(),
  /** unix seconds; top_at when it was topped (0 when not) */
  top_at: Seconds,
  created_at: Seconds,
  updated_at: Seconds,
});
export type PlanetTheme = Static<typeof PlanetTheme>;

export const ThemeListQuery = Type.Object({
  planet_id: Id,
  /** default 1 (spec §9) */
  status: Type.Optional(themeStatus({ default: THEME_LIST_DEFAULT_STATUS })),
  /** page and pageSize: the server's paging rules (from 1; 20 a page, at most 50) */
  page: Type.Optional(Type.Integer({ minimum: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1 })),
  topic_id: Type.Optional(Id),
  top: Type.Optional(Flag()),
  highlight: Type.Optional(Flag()),
  keyword: Type.Optional(Type.String({ maxLength: 100 })),
});
export type ThemeListQuery = Static<typeof ThemeListQuery>;

const content = cleanText(THEME_LIMITS.contentMax * 2);
const mediaList = Type.Array(ThemeMediaRef, { maxItems: THEME_LIMITS.mediaMax, [RULE_KEYWORD]: `最多 ${THEME_LIMITS.mediaMax} 个图片、音频或视频` });
const topicIds = Type.Array(Id, { maxItems: THEME_LIMITS.topicsMax, [RULE_KEYWORD]: `最多 ${THEME_LIMITS.topicsMax} 个话题` });

export const ThemeCreateInput = Type.Object({
  planet_id: Id,
  /** may be left out (the client drops an empty one) when the post has media */
  content: cleanText(THEME_LIMITS.contentMax * 2, { default: '' }),
  media: Type.Optional(mediaList),
  topic_ids: Type.Optional(topicIds),
  /** default 2 (spec §9) */
  status: Type.Optional(ThemeStatus),
  top: Type.Optional(Flag()),
  highlight: Type.Optional(Flag()),
  target: Type.Optional(Type.String({ maxLength: 32, pattern: '^[a-z_]*$', [RULE_KEYWORD]: '只能是小写字母和下划线' })),
  target_id: Type.Optional(Type.Integer({ minimum: 0 })),
});
export type ThemeCreateInput = Static<typeof ThemeCreateInput>;

/** Every field but `id` is optional: only what is sent changes (topic_ids replaces the theme's topics). */
export const ThemeUpdateInput = Type.Object(
  {
    id: Id,
    content: Type.Optional(content),
    media: Type.Optional(mediaList),
    topic_ids: Type.Optional(topicIds),
    /** publish (approve) or hide; only a member's post waits in 2 */
    status: Type.Optional(Type.Enum([0, 1], { type: 'integer', [RULE_KEYWORD]: '必须是 0（隐藏）或 1（发布）' })),
    top: Type.Optional(Flag()),
    highlight: Type.Optional(Flag()),
  },
  { minProperties: 2 },
);
export type ThemeUpdateInput = Static<typeof ThemeUpdateInput>;

/** a topic's status, with a default where a query leaves it out */
export const topicStatus = (options: { default?: number } = {}) => Type.Enum([0, 1], { type: 'integer', [RULE_KEYWORD]: '必须是 0（停用）或 1（启用）', ...options });
/** 1 active (offered in pickers), 0 disabled */
export const TopicStatus = topicStatus();
export type TopicStatus = Static<typeof TopicStatus>;

export const PlanetTopic = Type.Object({
  id: Type.Integer(),
  planet_id: Type.Integer(),
  name: Type.String(),
  /** 1: the topic's themes show on the planet's timeline */
  show_timeline: Flag(),
  /** 1: members may tag their posts with it; 0: only the owner */
  member_use: Flag(),
  status: TopicStatus,
  /** position, from 1 */
  sort: Type.Integer(),
  /** themes tagged with it (any status) */
  theme_count: Type.Integer(),
  created_at: Seconds,
  updated_at: Seconds,
});
export type PlanetTopic = Static<typeof PlanetTopic>;

const topicFields = {
  name: cleanText(TOPIC_LIMITS.nameMax * 2),
  show_timeline: Type.Optional(Flag()),
  member_use: Type.Optional(Flag()),
  status: Type.Optional(TopicStatus),
};
export const TopicCreateInput = Type.Object({ planet_id: Id, ...topicFields });
export type TopicCreateInput = Static<typeof TopicCreateInput>;
export const TopicUpdateInput = Type.Object({ id: Id, ...topicFields, name: Type.Optional(topicFields.name) }, { minProperties: 2 });
export type TopicUpdateInput = Static<typeof TopicUpdateInput>;

/** 1 published (members see it), 0 hidden */
export const ColumnStatus = Type.Enum([0, 1], { type: 'integer', [RULE_KEYWORD]: '必须是 0（隐藏）或 1（发布）' });
export type ColumnStatus = Static<typeof ColumnStatus>;

export const PlanetColumn = Type.Object({
  id: Type.Integer(),
  planet_id: Type.Integer(),
  title: Type.String(),
  status: ColumnStatus,
  theme_count: Type.Integer(),
  created_at: Seconds,
  updated_at: Seconds,
});
export type PlanetColumn = Static<typeof PlanetColumn>;

const columnTitle = cleanText(COLUMN_LIMITS.titleMax * 2);
export const ColumnCreateInput = Type.Object({ planet_id: Id, title: columnTitle, status: Type.Optional(ColumnStatus) });
export type ColumnCreateInput = Static<typeof ColumnCreateInput>;
export const ColumnUpdateInput = Type.Object({ id: Id, title: Type.Optional(columnTitle), status: Type.Optional(ColumnStatus) }, { minProperties: 2 });
export type ColumnUpdateInput = Static<typeof ColumnUpdateInput>;

/** a praise or collect: whether the caller's mark is now on, and the theme's count */
export const Toggled = Type.Object({ on: Flag(), count: Type.Integer() });
export type Toggled = Static<typeof Toggled>;
