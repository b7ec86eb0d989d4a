/**
 * The events seam (events.ts): in-process on SQLite; on PostgreSQL every instance hears each event once, only
 * when its transaction commits, and again after its listening connection drops.
 */
import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dropPostgresDatabase, freshPostgresDatabase, postgresAvailable } from '@server/test-support/postgres.ts';
import { openDatabase, type Db } from './database.ts';
import { openEvents, type Events } from './events.ts';
import { LISTENER_APPLICATION_NAME } from './postgres-events.ts';

const warnings: string[] = [];
const log = { warn: (_object: object, message: string) => void warnings.push(message), info: () => undefined };

/** Collects what a channel hears; `wait` resolves once `count` payloads came (or fails after `ms`). */
function listen(events: Events, channel: string) {
  const heard: unknown[] = [];
  const stop = events.subscribe(channel, (payload) => heard.push(payload));
  const wait = async (count: number, ms = 2000) => {
    const deadline = Date.now() + ms;
    while (heard.length < count) {
      if (Date.now() > deadline) throw new Error(`heard ${heard.length} of ${count}`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  };
  return { heard, stop, wait };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 200));

describe('events on SQLite (one process)', () => {
  it('delivers a copy of each payload to the channel\'s subscribers until they unsubscribe; refuses bad channels and big payloads', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lectern-events-'));
    const db = openDatabase(dir);
    const events = openEvents(db, undefined, log);
    try {
      await events.ready();
      const one = listen(events, 'things');
      const other = listen(events, 'others');
      const payload = { id: 1 };
      await events.publish('things', payload);
      expect(one.heard).toEqual([{ id: 1 }]);
      expect(one.heard[0]).not.toBe(payload);
      expect(other.heard).toEqual([]);
      one.stop();
      await events.publish('things', { id: 2 });
      expect(one.heard).toHaveLength(1);
      await expect(events.publish('Things; drop', {})).rejects.toThrow('lowercase identifier');
      await expect(events.publish('things', { text: 'x'.repeat(8000) })).rejects.toThrow('8000 bytes');
    } finally {
      await events.close();
      await db.destroy();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe.skipIf(!postgresAvailable)('events on PostgreSQL (several instances)', () => {
  let url: string;
  const dbs: Db[] = [];
  const instances: Events[] = [];
  const instance = async () => {
    const db = openDatabase('', url);
    const events = openEvents(db, url, log);
    dbs.push(db);
    instances.push(events);
    return { db, events };
  };

  beforeAll(async () => {
    url = await freshPostgresDatabase();
  }, 60_000);
  afterAll(async () => {
    for (const events of instances) await events.close();
    for (const db of dbs) await db.destroy();
    await dropPostgresDatabase(url);
  });

  it('every instance, the publisher included, hears an event once; a rolled-back one is never heard', async () => {
    const [a, b] = [await instance(), await instance()];
    const onA = listen(a.events, 'changes');
    const onB = listen(b.events, 'changes');
    await Promise.all([a.events.ready(), b.events.ready()]);

    await a.events.publish('changes', { userId: 7 });
    await Promise.all([onA.wait(1), onB.wait(1)]);
    await expect(
      a.db.transaction().execute(async (trx) => {
        await a.events.publish('changes', { userId: 8 }, trx);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await a.db.transaction().execute((trx) => b.events.publish('changes', { userId: 9 }, trx));
    await Promise.all([onA.wait(2), onB.wait(2)]);
    await settle();
    expect(onA.heard).toEqual([{ userId: 7 }, { userId: 9 }]);
    expect(onB.heard).toEqual([{ userId: 7 }, { userId: 9 }]);
  });

  it('listens again after its connection drops', async () => {
    const { db, events } = await instance();
    const heard = listen(events, 'after_drop');
    await events.ready();
    await sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = ${LISTENER_APPLICATION_NAME} and datname = current_database()`.execute(db);
    // publish until the new connection hears one (what was sent while it was down is lost)
    const deadline = Date.now() + 10_000;
    while (heard.heard.length === 0 && Date.now() < deadline) {
      await events.publish('after_drop', { n: 1 });
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(heard.heard.length).toBeGreaterThan(0);
    expect(warnings).toContain('events: the listening connection dropped; opening it again');
  });
});
