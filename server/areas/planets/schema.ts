/** Tables of the planets area, merged into Database in server/db/schema.ts. Times are unix seconds; flags 0/1. */
import type { Generated, Selectable } from 'kysely';

interface PlanetsTable {
  id: Generated<number>;
  owner_id: number;
  title: string;
  introduce: string;
  /** cents */
  price: number;
  status: number;
  created_at: number;
  // migration 005
  /** JSON array of picture material ids */
  backgrounds: Generated<string>;
  time_mode: Generated<number>;
  time_unit: Generated<string>;
  time_value: Generated<number>;
  description: Generated<string>;
  first_class: Generated<number>;
  second_class: Generated<number>;
  has_homepage: Generated<number>;
  homepage_id: Generated<number>;
  /** 0 draft, 1 under review, 2 approved, 3 rejected */
  audit_status: Generated<number>;
  audit_reason: Generated<string>;
  audit_submitted_at: number | null;
  /** JSON object of the ten switches */
  settings: Generated<string>;
  updated_at: Generated<number>;
}

interface PlanetMembersTable {
  id: Generated<number>;
  planet_id: number;
  nickname: string;
  role: string;
  /** 1 active */
  status: number;
  created_at: number;
}

export type PlanetRow = Selectable<PlanetsTable>;

/** planet_members with its first columns; the members area adds the later ones (planet-members/schema.ts). */
export interface PlanetTables {
  planets: PlanetsTable;
  planet_members: PlanetMembersTable;
}
