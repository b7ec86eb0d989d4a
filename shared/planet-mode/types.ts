/** Records of planet member mode's own pages (docs/decisions.md). Times are unix seconds. */

/** 0 未开始, 1 进行中 (a live: 直播中), 2 已结束 — derived from the time, never stored */
export type TimeStatus = 0 | 1 | 2;

export type ActivityKind = 'online' | 'offline';

export type ActivityInput = {
  planet_id: number;
  title: string;
  kind: ActivityKind;
  /** the address (offline) or the link (online) */
  place: string;
  start_at: number;
  end_at: number;
  /** 0: no limit */
  quota: number;
  description: string;
};

export type PlanetActivity = ActivityInput & {
  id: number;
  planet_title: string;
  /** sign-ups so far (members sign up in the app) */
  signups: number;
  status: TimeStatus;
  created_at: number;
  updated_at: number;
};

export type LiveInput = {
  planet_id: number;
  title: string;
  start_at: number;
  /** minutes */
  duration: number;
  /** a picture material of the owner, or 0 */
  cover_id: number;
  introduce: string;
};

export type LiveFigures = {
  viewers: number;
  peak_online: number;
  /** minutes */
  avg_watch_minutes: number;
  comments: number;
  replay_views: number;
};

export type PlanetLive = LiveInput &
  LiveFigures & {
    id: number;
    planet_title: string;
    /** signed URL of the cover, '' without one */
    cover_url: string;
    status: TimeStatus;
    created_at: number;
    updated_at: number;
  };

export type LiveStatistics = { totals: LiveFigures & { lives: number }; rows: PlanetLive[] };

export type LiveAudience = 'members' | 'everyone';

export type LiveSettings = {
  audience: LiveAudience;
  chat: 0 | 1;
  auto_replay: 0 | 1;
  /** how long a replay stays available, days */
  replay_days: number;
  /** minutes before the start when members are reminded; 0: no reminder */
  remind_minutes: number;
};

export type WikiInput = { planet_id: number; title: string; category: string; content: string };
export type WikiArticle = WikiInput & { id: number; planet_title: string; created_at: number; updated_at: number };

export const ROADMAP_KINDS = ['live', 'column', 'punch', 'activity', 'other'] as const;
export type RoadmapKind = (typeof ROADMAP_KINDS)[number];
/** 0 计划中, 1 已完成 */
export type RoadmapStatus = 0 | 1;

export type RoadmapInput = {
  planet_id: number;
  title: string;
  /** YYYY-MM-DD */
  planned_on: string;
  kind: RoadmapKind;
  note: string;
};
export type RoadmapItem = RoadmapInput & { id: number; planet_title: string; status: RoadmapStatus; created_at: number; updated_at: number };

export type WxGroupInput = {
  planet_id: number;
  name: string;
  /** the group's QR code, a picture material of the owner, or 0 */
  qr_id: number;
  member_count: number;
  /** when the QR code stops working (WeChat: 7 days after it was made), unix seconds */
  qr_expires_at: number;
};
export type WxGroup = WxGroupInput & {
  id: number;
  planet_title: string;
  qr_url: string;
  /** only members of the planet may join: the one rule there is */
  join_rule: 'members';
  expired: boolean;
  created_at: number;
  updated_at: number;
};

export type BookSection = { title: string; text: string };
export type BookChapterInput = { planet_id: number; title: string; sections: BookSection[] };
export type BookChapter = BookChapterInput & { id: number; sort: number; created_at: number; updated_at: number };

export type OwnerMember = { id: number; planet_id: number; planet_title: string; nickname: string; role: string; status: number; created_at: number };
