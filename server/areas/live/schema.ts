/** Tables of the live area, merged into Database in server/db/schema.ts. Times are unix seconds; flags 0/1; money fen. */
import type { Generated, Selectable } from 'kysely';
import type { LiveMode } from '@shared/live/types.ts';

interface LiveSessionsTable {
  id: Generated<number>;
  owner_id: number;
  title: string;
  /** a picture material; 0 without one */
  cover_id: Generated<number>;
  introduce: Generated<string>;
  start_at: number;
  /** planned minutes */
  duration: number;
  /** a course of the owner's; 0 without one (a course deleted since reads as none) */
  course_id: Generated<number>;
  /** the batch that made it ('' for a single session) and the series' name */
  series_key: Generated<string>;
  series_name: Generated<string>;
  price: Generated<number>;
  mode: LiveMode;
  replay: Generated<number>;
  /** set by the teacher's start and end; 0 until then */
  started_at: Generated<number>;
  ended_at: Generated<number>;
  /** the secret streaming software pushes with: never logged, answered only by the stream calls */
  stream_key: string;
  reservations: Generated<number>;
  viewers: Generated<number>;
  peak_online: Generated<number>;
  replay_views: Generated<number>;
  created_at: number;
  updated_at: number;
}

export type LiveSessionRow = Selectable<LiveSessionsTable>;

export type LiveTables = { live_sessions: LiveSessionsTable };
