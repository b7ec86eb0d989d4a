import Database from 'better-sqlite3';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginData } from '../../shared/api/types.ts';
import { NOTIFICATION_PATHS, type UnreadCounts } from '../../shared/api/notifications.ts';
import { DATABASE_FILE } from '../db/database.ts';
import { call, login, PHONES } from '../test-support/http.ts';
import { startServer, type TestServer } from '../test-support/start-server.ts';

let server: TestServer;
let teacher: LoginData;
let staff: LoginData;

beforeAll(async () => {
  server = await startServer();
  [teacher, staff] = await Promise.all([login(server.baseUrl, PHONES.teacher), login(server.baseUrl, PHONES.staff)]);
});
afterAll(() => server.close());

/** The unread counts straight from the database, per type, for the given account. */
function unreadInDatabase(userId: number): Record<string, number> {
  const db = new Database(path.join(server.dataDir, DATABASE_FILE), { readonly: true });
  try {
    const rows = db
      .prepare('select msg_type, count(*) as n from notifications where user_id = ? and read_status = 0 group by msg_type')
      .all(userId) as { msg_type: string; n: number }[];
    return Object.fromEntries(rows.map((row) => [row.msg_type, row.n]));
  } finally {
    db.close();
  }
}

describe('unread_message_count', () => {
  it('answers the unread count of every message type and their sum, as stored', async () => {
    const reply = await call<UnreadCounts>(server.baseUrl, 'GET', NOTIFICATION_PATHS.unreadCount, { token: teacher.token.id });
    expect(reply.status).toBe(200);
    const counts = reply.body.data!;
    const stored = unreadInDatabase(teacher.user.id);
    for (const type of ['platform', 'deal', 'market', 'official'] as const) {
      expect(counts[type]).toBe(stored[type] ?? 0);
      expect(counts[type]).toBeGreaterThan(0);
    }
    expect(counts.all).toBe(counts.platform + counts.deal + counts.market + counts.official);
  });

  it('gives a staff account the counts of its main account', async () => {
    const mine = await call<UnreadCounts>(server.baseUrl, 'GET', NOTIFICATION_PATHS.unreadCount, { token: teacher.token.id });
    const theirs = await call<UnreadCounts>(server.baseUrl, 'GET', NOTIFICATION_PATHS.unreadCount, { token: staff.token.id });
    expect(theirs.body.data).toEqual(mine.body.data);
  });

  it('refuses a call without a session', async () => {
    const reply = await call(server.baseUrl, 'GET', NOTIFICATION_PATHS.unreadCount);
    expect(reply.status).toBe(401);
    expect(reply.body).toMatchObject({ result: 'fail', code: 50008 });
  });
});
