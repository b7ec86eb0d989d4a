/**
 * Live sessions (spec §2 "Live"): a teacher's scheduled live broadcasts, pushed from streaming software
 * (OBS and the like) to the platform's push server with the session's own stream key. Money is integer fen; times
 * are unix seconds.
 */

export const LIVE_STATUSES = ['scheduled', 'live', 'ended'] as const;
/** 未开始, 直播中, 已结束: from the time and the teacher's start and end (rules.ts `liveStatus`) */
export type LiveStatus = (typeof LIVE_STATUSES)[number];

/** 横屏 (a computer's camera or screen, 16:9) or 竖屏 (a phone held upright, 9:16) */
export const LIVE_MODES = ['landscape', 'portrait'] as const;
export type LiveMode = (typeof LIVE_MODES)[number];

/** What a teacher writes for a live session. */
export type LiveInput = {
  title: string;
  /** a picture material of the account; 0 without one */
  cover_id: number;
  /** plain text shown on the session's page */
  introduce: string;
  start_at: number;
  /** planned minutes */
  duration: number;
  /** a course of the account the session belongs to (a series, a column); 0 without one */
  course_id: number;
  /** fen; 0 is free */
  price: number;
  mode: LiveMode;
  /** 1: students can watch the recording once it has ended */
  replay: 0 | 1;
};

/** What the live room recorded: reservations before, viewers during, replay views after. */
type LiveFigures = { reservations: number; viewers: number; peak_online: number; replay_views: number };

export type LiveSession = LiveInput &
  LiveFigures & {
    id: number;
    cover_url: string;
    /** '' without a course, or once it has been deleted */
    course_title: string;
    /** the series a batch made it in ('' for a single session), and the series' name */
    series_key: string;
    series_name: string;
    status: LiveStatus;
    /** when the teacher started or ended it by hand; 0 when not */
    started_at: number;
    ended_at: number;
    /** when it ended, or will end as things stand */
    ends_at: number;
    created_at: number;
    updated_at: number;
  };

/** What streaming software needs (/live/soft): the push server and the session's stream key. */
export type LiveStream = { id: number; title: string; status: LiveStatus; mode: LiveMode; push_url: string; stream_key: string };

/** 批量创建: `count` sessions of one series, `every_days` apart from the first one's start. */
export type LiveSeriesInput = Omit<LiveInput, 'title' | 'start_at'> & {
  /** the series' name; each session is titled with it and its number */
  title: string;
  /** the first session's start; the others keep its time of day */
  first_start_at: number;
  count: number;
  every_days: number;
};

/** A course a session may belong to. */
export type LiveCourseChoice = { id: number; title: string };
