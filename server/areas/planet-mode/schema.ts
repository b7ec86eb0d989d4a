/** Tables of the planet mode area (migration 010), merged into Database in schema.ts. Times: unix seconds. */
import type { Generated } from 'kysely';

type PlanetRecord = { id: Generated<number>; owner_id: number; planet_id: number; created_at: number; updated_at: number };

export interface PlanetActivitiesTable extends PlanetRecord {
  title: string;
  /** 'online' | 'offline' */
  kind: string;
  place: string;
  start_at: number;
  end_at: number;
  /** 0: no limit */
  quota: number;
  signups: Generated<number>;
  description: string;
}

export interface PlanetLivesTable extends PlanetRecord {
  title: string;
  start_at: number;
  /** minutes */
  duration: number;
  /** picture material id, 0 none */
  cover_id: number;
  introduce: string;
  viewers: Generated<number>;
  peak_online: Generated<number>;
  avg_watch_minutes: Generated<number>;
  comments: Generated<number>;
  replay_views: Generated<number>;
}

interface PlanetLiveSettingsTable {
  owner_id: number;
  /** 'members' | 'everyone' */
  audience: string;
  chat: number;
  auto_replay: number;
  replay_days: number;
  remind_minutes: number;
  updated_at: number;
}

export interface PlanetWikiTable extends PlanetRecord {
  title: string;
  category: string;
  content: string;
}

export interface PlanetRoadmapTable extends PlanetRecord {
  title: string;
  /** YYYY-MM-DD */
  planned_on: string;
  kind: string;
  /** 0 planned, 1 done */
  status: number;
  note: string;
}

export interface PlanetWxGroupsTable extends PlanetRecord {
  name: string;
  /** picture material id, 0 none */
  qr_id: number;
  member_count: number;
  qr_expires_at: number;
}

export interface PlanetBookChaptersTable extends PlanetRecord {
  title: string;
  /** JSON array of {title, text} */
  sections: string;
  sort: number;
}

export interface PlanetModeTables {
  planet_activities: PlanetActivitiesTable;
  planet_lives: PlanetLivesTable;
  planet_live_settings: PlanetLiveSettingsTable;
  planet_wiki: PlanetWikiTable;
  planet_roadmap: PlanetRoadmapTable;
  planet_wx_groups: PlanetWxGroupsTable;
  planet_book_chapters: PlanetBookChaptersTable;
}
