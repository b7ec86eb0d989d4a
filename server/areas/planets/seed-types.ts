/** What the demo seed hands each planet area: the planets it made and their members. */
import type { Kysely } from 'kysely';
import type { Database } from '@server/db/schema.ts';
import type { MoneyOptions } from '@server/areas/funds/money-options.ts';

export type SeededMember = { id: number; nickname: string; role: string; status: number; created_at: number };

export type SeededPlanet = {
  id: number;
  ownerId: number;
  /** the demo account that owns it: 'teacher' (林老师) or 'planet' (周老师, planet member mode) */
  ownerKey: 'teacher' | 'staff' | 'planet';
  title: string;
  price: number;
  members: SeededMember[];
};

/** `money`: the platform's money settings, for what members paid */
export type PlanetAreaSeed = (trx: Kysely<Database>, planets: SeededPlanet[], now: number, money: MoneyOptions) => Promise<void>;
