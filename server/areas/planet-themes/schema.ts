/** Tables of the planet themes area (migration 007), merged into Database in schema.ts. */
import type { Generated } from 'kysely';

export interface PlanetThemesTable {
  id: Generated<number>;
  planet_id: number;
  content: Generated<string>;
  /** 0 hidden, 1 published, 2 waiting for the owner's approval */
  status: Generated<number>;
  top: Generated<number>;
  highlight: Generated<number>;
  target: Generated<string>;
  target_id: Generated<number>;
  /** the author: planet_members.id */
  user_id: number;
  /** JSON array of {id, source_type} */
  media: Generated<string>;
  /** when it was topped, 0 when not */
  top_at: Generated<number>;
  praise_count: Generated<number>;
  collect_count: Generated<number>;
  comment_count: Generated<number>;
  created_at: number;
  updated_at: number;
}

interface PlanetTopicsTable {
  id: Generated<number>;
  planet_id: number;
  name: string;
  show_timeline: Generated<number>;
  member_use: Generated<number>;
  /** 1 active, 0 disabled */
  status: Generated<number>;
  /** position within the planet, from 1 */
  sort: number;
  created_at: number;
  updated_at: number;
}

interface PlanetThemeTopicsTable {
  theme_id: number;
  topic_id: number;
  created_at: number;
}

interface PlanetColumnsTable {
  id: Generated<number>;
  planet_id: number;
  title: string;
  /** 1 published, 0 hidden */
  status: Generated<number>;
  created_at: number;
  updated_at: number;
}

interface PlanetColumnThemesTable {
  column_id: number;
  theme_id: number;
  sort: number;
  created_at: number;
}

/** one row per theme and account (users.id) */
interface PlanetThemeMarksTable {
  theme_id: number;
  user_id: number;
  created_at: number;
}

export interface PlanetThemeTables {
  planet_themes: PlanetThemesTable;
  planet_topics: PlanetTopicsTable;
  planet_theme_topics: PlanetThemeTopicsTable;
  planet_columns: PlanetColumnsTable;
  planet_column_themes: PlanetColumnThemesTable;
  planet_theme_praises: PlanetThemeMarksTable;
  planet_theme_collects: PlanetThemeMarksTable;
}
