/**
 * Events between the server's parts, and between server instances (docs/decisions.md "Events across instances"):
 * `publish(channel, payload)` and `subscribe(channel, listener)`, knowing no area. On SQLite (one process) an
 * in-process emitter; on PostgreSQL LISTEN/NOTIFY (postgres-events.ts), so that every instance on the database
 * hears what any of them published. Payloads are small JSON (ids, not rows: PostgreSQL allows 8000 bytes); a
 * listener reads whatever else it needs. Delivery is at most once: nothing is replayed after a lost connection.
 */
import type { Db } from './database.ts';
import { engineOf } from './engine.ts';
import { createLocalEvents, type EventLog, type Events } from './local-events.ts';
import { createPostgresEvents } from './postgres-events.ts';

export type {  EventLog, Events } from './local-events.ts';

/** The events of the database `db`: across instances on PostgreSQL (`databaseUrl` for the listening connection). */
export function openEvents(db: Db, databaseUrl: string | undefined, log: EventLog): Events {
  if (engineOf(db) === 'postgres') {
    if (databaseUrl === undefined) throw new Error('PostgreSQL events need the database URL');
    return createPostgresEvents(db, databaseUrl, log);
  }
  return createLocalEvents(log);
}
