/**
 * Themes (posts, 动态), topics (话题) and columns (专栏) of a planet. Spec §3 names the fields
 * content, status, top, highlight, target, target_id, user_id (theme), name, show_timeline, member_use, status,
 * sort (topic) and title, status (column); the rest, and the meaning of the status numbers, are ours
 * (docs/decisions.md).
 */

/**
 * 0 hidden by the owner, 1 published (the feed's default, spec §9), 2 submitted for publishing (create's default,
 * spec §9): the server publishes the owner's own post at once; a member's post waits in 2 for the owner's approval.
 */
export type ThemeStatus = 0 | 1 | 2;
export const THEME_STATUS = { hidden: 0, published: 1, pending: 2 } as const satisfies Record<string, ThemeStatus>;

export type ThemeMediaKind = 'picture' | 'audio' | 'video';
export const THEME_MEDIA_KINDS: readonly ThemeMediaKind[] = ['picture', 'audio', 'video'];

/** What a caller sends: one of the planet owner's materials. */
export type ThemeMediaRef = { id: number; source_type: ThemeMediaKind };

/** What the server answers: the material with signed URLs (valid about two hours). */
export type ThemeMedia = ThemeMediaRef & {
  title: string;
  /** signed URL of the file */
  url: string;
  /** video: signed URL of the poster frame, '' while there is none */
  poster: string;
  /** audio and video, seconds */
  duration: number;
};

type ThemeAuthor = { id: number; nickname: string; role: string };

type ThemeTopicRef = { id: number; name: string };

export type PlanetTheme = {
  id: number;
  planet_id: number;
  content: string;
  status: ThemeStatus;
  top: 0 | 1;
  highlight: 0 | 1;
  /** what the theme belongs to besides the feed ('' none); target_id its id (0 none) */
  target: string;
  target_id: number;
  /** the author: a planet member's id (planet_members.id) */
  user_id: number;
  author: ThemeAuthor;
  media: ThemeMedia[];
  topics: ThemeTopicRef[];
  praise_count: number;
  collect_count: number;
  comment_count: number;
  /** 1 when the caller has praised / collected it */
  praised: 0 | 1;
  collected: 0 | 1;
  /** unix seconds; top_at when it was topped (0 when not) */
  top_at: number;
  created_at: number;
  updated_at: number;
};

export type ThemeListQuery = {
  planet_id: number;
  /** default 1 (spec §9) */
  status?: ThemeStatus;
  page?: number;
  pageSize?: number;
  topic_id?: number;
  top?: 0 | 1;
  highlight?: 0 | 1;
  keyword?: string;
};

export type ThemeCreateInput = {
  planet_id: number;
  content: string;
  media?: ThemeMediaRef[];
  topic_ids?: number[];
  /** default 2 (spec §9) */
  status?: ThemeStatus;
  top?: 0 | 1;
  highlight?: 0 | 1;
  target?: string;
  target_id?: number;
};

/** Every field but `id` is optional: only what is sent changes (topic_ids replaces the theme's topics). */
export type ThemeUpdateInput = {
  id: number;
  content?: string;
  media?: ThemeMediaRef[];
  topic_ids?: number[];
  /** publish (approve) or hide */
  status?: 0 | 1;
  top?: 0 | 1;
  highlight?: 0 | 1;
};

/** 1 active (offered in pickers), 0 disabled */
export type TopicStatus = 0 | 1;

export type PlanetTopic = {
  id: number;
  planet_id: number;
  name: string;
  /** 1: the topic's themes show on the planet's timeline */
  show_timeline: 0 | 1;
  /** 1: members may tag their posts with it; 0: only the owner */
  member_use: 0 | 1;
  status: TopicStatus;
  /** position, from 1 */
  sort: number;
  /** themes tagged with it (any status) */
  theme_count: number;
  created_at: number;
  updated_at: number;
};

export type TopicCreateInput = { planet_id: number; name: string; show_timeline?: 0 | 1; member_use?: 0 | 1; status?: TopicStatus };
export type TopicUpdateInput = { id: number; name?: string; show_timeline?: 0 | 1; member_use?: 0 | 1; status?: TopicStatus };

/** 1 published (members see it), 0 hidden */
export type ColumnStatus = 0 | 1;

export type PlanetColumn = {
  id: number;
  planet_id: number;
  title: string;
  status: ColumnStatus;
  theme_count: number;
  created_at: number;
  updated_at: number;
};

export type ColumnCreateInput = { planet_id: number; title: string; status?: ColumnStatus };
export type ColumnUpdateInput = { id: number; title?: string; status?: ColumnStatus };

export type Toggled = { on: 0 | 1; count: number };
