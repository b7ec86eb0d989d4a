/**
 * Counts the bytes the media routes serve (docs/decisions.md "Traffic"). Each response adds its bytes in
 * memory, per owner, China-time day and kind; every few seconds, and when the server closes, the sums are added to
 * `media_traffic_days` by an additive upsert (bytes = bytes + what this instance counted), so several instances
 * each add their own share and nothing is counted twice. A crash loses at most the last interval's bytes. A failed
 * write keeps its sums for the next one.
 */
import { sql } from 'kysely';
import type { Db } from '@server/db/database.ts';
import { chinaDayOf } from '@shared/traffic/rules.ts';
import type { TrafficKind } from '@shared/traffic/types.ts';
import { seconds, type ServiceContext } from '@server/db/context.ts';

/** how often the counted traffic is written, ms */
export const TRAFFIC_FLUSH_EVERY_MS = 5_000;

type Pending = { ownerId: number; day: number; kind: TrafficKind; bytes: number; requests: number };

async function addRow(db: Db, row: Pending): Promise<void> {
  // an account deleted since its bytes were served has nowhere to keep them
  await sql`insert into media_traffic_days (owner_id, day, kind, bytes, requests)
    select ${row.ownerId}, ${row.day}, ${row.kind}, ${row.bytes}, ${row.requests} where exists (select 1 from users where id = ${row.ownerId})
    on conflict (owner_id, day, kind) do update set bytes = media_traffic_days.bytes + excluded.bytes, requests = media_traffic_days.requests + excluded.requests`.execute(db);
}

export function createTrafficRecorder(ctx: ServiceContext) {
  let pending = new Map<string, Pending>();
  let writing: Promise<void> = Promise.resolve();

  function merge(into: Map<string, Pending>, row: Pending): void {
    const key = `${row.ownerId}:${row.day}:${row.kind}`;
    const found = into.get(key);
    if (found) {
      found.bytes += row.bytes;
      found.requests += row.requests;
    } else into.set(key, { ...row });
  }

  async function write(batch: Map<string, Pending>): Promise<void> {
    if (batch.size === 0) return;
    try {
      await ctx.db.transaction().execute(async (trx) => {
        for (const row of batch.values()) await addRow(trx, row);
      });
    } catch (error) {
      // kept for the next write: nothing served is dropped because the database was busy
      for (const row of batch.values()) merge(pending, row);
      throw error;
    }
  }

  return {
    /** One response's bytes (0 counts nothing: a HEAD, a 304, a 416). */
    add(ownerId: number, kind: TrafficKind, bytes: number): void {
      if (!(bytes > 0)) return;
      merge(pending, { ownerId, day: chinaDayOf(seconds(ctx.now)), kind, bytes, requests: 1 });
    },

    /** Writes what was counted so far; writes take turns, so a close waits for the interval's write. */
    flush(): Promise<void> {
      const batch = pending;
      pending = new Map();
      writing = writing.catch(() => undefined).then(() => write(batch));
      return writing;
    },
  };
}
