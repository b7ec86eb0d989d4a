/**
 * Events across instances on PostgreSQL (events.ts): each instance holds one connection of its own (not one of the
 * pool's) that LISTENs to every channel subscribed to; publishing is `select pg_notify(channel, payload)` through
 * the server's database, or a transaction of it, which PostgreSQL delivers on commit. Every instance, the
 * publisher included, hears the event through its LISTEN only, so each hears it once. A dropped listening
 * connection is logged and opened again (LISTENing again), sooner at first, then every 30 s at most; what was
 * published while it was down is not heard.
 */
import pg from 'pg';
import { sql } from 'kysely';
import type { Db } from './database.ts';
import { checkChannel, deliver, payloadText, type EventListener, type EventLog, type Events } from './local-events.ts';

/** how the listening connection shows in pg_stat_activity */
export const LISTENER_APPLICATION_NAME = 'lectern_events';

export type PostgresEventOptions = {
  /** the first wait before opening a dropped connection again, doubled after each failure (default 250 ms) */
  reconnectMinMs?: number;
  /** the longest wait (default 30 s) */
  reconnectMaxMs?: number;
};

/** a channel in LISTEN, double-quoted (checkChannel allows only lowercase identifiers) */
const quoted = (channel: string) => `"${channel}"`;

export function createPostgresEvents(db: Db, url: string, log: EventLog, options: PostgresEventOptions = {}): Events {
  const minMs = options.reconnectMinMs ?? 250;
  const maxMs = options.reconnectMaxMs ?? 30_000;
  const listeners = new Map<string, Set<EventListener>>();
  /** the connection that listens, once it does */
  let client: pg.Client | undefined;
  let closed = false;
  let failures = 0;
  let retry: ReturnType<typeof setTimeout> | undefined;
  /** connecting and LISTENing happen one at a time, in order */
  let chain: Promise<void> = Promise.resolve();
  const run = (work: () => Promise<void>): Promise<void> => {
    const next = chain.then(work);
    chain = next.catch(() => undefined);
    return next;
  };

  const onNotification = (message: pg.Notification) => {
    const set = listeners.get(message.channel);
    if (!set || set.size === 0) return;
    let payload: unknown;
    try {
      payload = JSON.parse(message.payload ?? 'null');
    } catch (error) {
      log.warn({ err: error, channel: message.channel }, 'events: a notification that is not JSON');
      return;
    }
    deliver(set, message.channel, payload, log);
  };

  const scheduleReconnect = () => {
    if (closed || retry !== undefined) return;
    const delay = Math.min(maxMs, minMs * 2 ** failures);
    failures += 1;
    retry = setTimeout(() => {
      retry = undefined;
      connect().catch((error: unknown) => {
        log.warn({ err: error }, `events: could not listen again (attempt ${failures})`);
        scheduleReconnect();
      });
    }, delay);
  };

  const lost = (lostClient: pg.Client, error?: Error) => {
    if (lostClient !== client) return;
    client = undefined;
    lostClient.end().catch(() => undefined);
    if (closed) return;
    log.warn({ err: error }, 'events: the listening connection dropped; opening it again');
    scheduleReconnect();
  };

  const connect = () =>
    run(async () => {
      if (closed) return;
      const next = new pg.Client({ connectionString: url, application_name: LISTENER_APPLICATION_NAME, keepAlive: true });
      next.on('notification', onNotification);
      next.on('error', (error) => lost(next, error));
      next.on('end', () => lost(next));
      try {
        await next.connect();
        // channels subscribed to meanwhile join the iteration
        for (const channel of listeners.keys()) await next.query(`listen ${quoted(channel)}`);
      } catch (error) {
        next.end().catch(() => undefined);
        throw error;
      }
      if (failures > 0) log.info('events: listening again');
      failures = 0;
      client = next;
    });

  const first = connect();
  first.catch((error: unknown) => {
    log.warn({ err: error }, 'events: could not listen');
    scheduleReconnect();
  });

  return {
    async publish(channel, payload, conn = db) {
      checkChannel(channel);
      await sql`select pg_notify(${channel}, ${payloadText(payload)})`.execute(conn);
    },

    subscribe(channel, listener) {
      checkChannel(channel);
      let set = listeners.get(channel);
      if (!set) {
        set = new Set();
        listeners.set(channel, set);
        // not connected: the next connection LISTENs to every channel
        run(async () => {
          if (client) await client.query(`listen ${quoted(channel)}`);
        }).catch((error: unknown) => log.warn({ err: error, channel }, 'events: could not listen'));
      }
      set.add(listener);
      return () => {
        set.delete(listener);
      };
    },

    async ready() {
      await first;
      await chain;
    },

    async close() {
      closed = true;
      if (retry !== undefined) clearTimeout(retry);
      retry = undefined;
      await chain;
      const last = client;
      client = undefined;
      listeners.clear();
      await last?.end().catch(() => undefined);
    },
  };
}
