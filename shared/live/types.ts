/**
 * Live sessions (spec §2 "Live"): a teacher's scheduled live broadcasts, pushed from streaming software
 * (OBS and the like) to the platform's push server with the session's own stream key. Money is integer fen; times
 * are unix seconds.
 */
import { defineResource, type ListQueryOf } from '@shared/api/resource-definition.ts';
import { cleanText, Flag, RULE_KEYWORD, Seconds, Type, type Static } from '@shared/api/schema.ts';
import { LIVE_LIMITS as L } from './limits.ts';
import { LIVE_BASE } from './paths.ts';

export const LIVE_STATUSES = ['scheduled', 'live', 'ended'] as const;
/** 未开始, 直播中, 已结束: from the time and the teacher's start and end (rules.ts `liveStatus`) */
export type LiveStatus = (typeof LIVE_STATUSES)[number];

/** 横屏 (a computer's camera or screen, 16:9) or 竖屏 (a phone held upright, 9:16) */
const LIVE_MODES = ['landscape', 'portrait'] as const;
export type LiveMode = (typeof LIVE_MODES)[number];

const whole = (min: number, max: number, unit: string, options: { default?: number } = {}) =>
  Type.Integer({ minimum: min, maximum: max, [RULE_KEYWORD]: `必须是 ${min} 到 ${max} 之间的整数${unit}`, ...options });
const StartAt = Type.Integer({ minimum: 1, maximum: 4_102_444_800, [RULE_KEYWORD]: '必须是开播时间（unix 秒）' });

/** what every session of a teacher's has, single or of a series; its texts are shown to students (spec §5) */
const common = {
  /** a picture material of the account; 0 without one */
  cover_id: Type.Integer({ minimum: 0, default: 0, [RULE_KEYWORD]: '必须是素材 id（0 表示不设置）' }),
  /** plain text shown on the session's page */
  introduce: cleanText(L.introduceMax, { default: '' }),
  /** planned minutes */
  duration: whole(L.durationMin, L.durationMax, '（分钟）'),
  /** a course of the account the session belongs to (a series, a column); 0 without one */
  course_id: Type.Integer({ minimum: 0, default: 0, [RULE_KEYWORD]: '必须是课程 id（0 表示不关联）' }),
  /** fen; 0 is free */
  price: whole(0, L.priceMax, '（单位：分）', { default: 0 }),
  mode: Type.Enum([...LIVE_MODES], { type: 'string', default: 'landscape', [RULE_KEYWORD]: `必须是 ${LIVE_MODES.join('、')} 之一` }),
  /** 1: students can watch the recording once it has ended */
  replay: Flag({ default: 1 }),
};

/** What a teacher writes for a live session. */
export const LiveInput = Type.Object({ title: cleanText(L.titleMax), start_at: StartAt, ...common });
export type LiveInput = Static<typeof LiveInput>;

export const LiveSession = Type.Object({
  ...LiveInput.properties,
  // what the live room recorded: reservations before, viewers during, replay views after
  reservations: Type.Integer(),
  viewers: Type.Integer(),
  peak_online: Type.Integer(),
  replay_views: Type.Integer(),
  id: Type.Integer(),
  cover_url: Type.String(),
  /** '' without a course, or once it has been deleted */
  course_title: Type.String(),
  /** the series a batch made it in ('' for a single session), and the series' name */
  series_key: Type.String(),
  series_name: Type.String(),
  status: Type.Enum([...LIVE_STATUSES]),
  /** when the teacher started or ended it by hand; 0 when not */
  started_at: Seconds,
  ended_at: Seconds,
  /** when it ended, or will end as things stand */
  ends_at: Seconds,
  created_at: Seconds,
  updated_at: Seconds,
});
export type LiveSession = Static<typeof LiveSession>;

export const liveSessions = defineResource({
  base: LIVE_BASE,
  record: LiveSession,
  input: LiveInput,
  query: {
    status: Type.Optional(Type.Enum([...LIVE_STATUSES], { type: 'string', [RULE_KEYWORD]: `必须是 ${LIVE_STATUSES.join('、')} 之一` })),
    keyword: Type.Optional(Type.String({ maxLength: L.keywordMax })),
  },
});
export type LiveListQuery = ListQueryOf<typeof liveSessions>;

/** What streaming software needs (/live/soft): the push server and the session's stream key. */
export const LiveStream = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  status: Type.Enum([...LIVE_STATUSES]),
  mode: Type.Enum([...LIVE_MODES]),
  push_url: Type.String(),
  stream_key: Type.String(),
});
export type LiveStream = Static<typeof LiveStream>;

/** 批量创建: `count` sessions of one series, `every_days` apart from the first one's start. */
export const LiveSeriesInput = Type.Object({
  /** the series' name; each session is titled with it and its number */
  title: cleanText(L.seriesNameMax),
  /** the first session's start; the others keep its time of day */
  first_start_at: StartAt,
  count: whole(L.seriesMin, L.seriesMax, '（场）'),
  every_days: whole(1, L.everyDaysMax, '（天）'),
  ...common,
});
export type LiveSeriesInput = Static<typeof LiveSeriesInput>;

/** A course a session may belong to. */
export const LiveCourseChoice = Type.Object({ id: Type.Integer(), title: Type.String() });
export type LiveCourseChoice = Static<typeof LiveCourseChoice>;
