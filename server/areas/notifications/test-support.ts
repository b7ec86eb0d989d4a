/**
 * What the notification route tests share: a server of their own with the dev routes on (message_create), the
 * demo accounts signed in, the messages as stored, fresh accounts without messages, and the calls.
 */
import { afterAll, beforeAll, expect } from 'vitest';
import type { LoginData } from '@shared/session/types.ts';
import { NOTIFICATION_PATHS, type NotificationMessage, type UnreadCounts } from '@shared/notifications/contract.ts';
import { queryTestDatabase } from '@server/test-support/databases.ts';
import { createMainAccount } from '@server/test-support/accounts.ts';
import { call, login, PHONES, type Reply } from '@server/test-support/http.ts';
import { startServer, type TestServer } from '@server/test-support/start-server.ts';

type StoredMessage = { id: number; user_id: number; msg_type: string; read_status: number; created_at: number };

export type NotificationServer = {
  server: TestServer;
  teacher: LoginData;
  staff: LoginData;
  /** another main account with demo messages of its own */
  planet: LoginData;
  /** the messages straight from the database, newest first */
  stored(userId: number): Promise<StoredMessage[]>;
  storedUnread(userId: number): Promise<StoredMessage[]>;
  /** a main account of its own, with no messages, signed in */
  freshAccount(): Promise<LoginData>;
  list(token: string, query?: Record<string, string | number>): Promise<Reply<never>>;
  rowsOf(reply: Reply<never>): NotificationMessage[];
  counts(token: string): Promise<UnreadCounts>;
  /** a message of the caller's through message_create */
  create(token: string, msg_type: string, title?: string): Promise<NotificationMessage>;
  setRead(token: string, messageId: number | string): Promise<Reply>;
  setReadAll(token: string, form?: Record<string, string>): Promise<Reply>;
};

/** Starts the server before the file's tests and closes it after them; the fields are set once it runs. */
export function useNotificationServer(): NotificationServer {
  const previousDevRoutes = process.env.LECTERN_DEV_ROUTES;
  let phoneSeq = 0;
  const demo = {
    stored: (userId) =>
      queryTestDatabase<StoredMessage>(
        demo.server.dataDir,
        'select id, user_id, msg_type, read_status, created_at from notifications where user_id = ? order by created_at desc, id desc',
        [userId],
      ),
    storedUnread: async (userId) => (await demo.stored(userId)).filter((row) => row.read_status === 0),
    async freshAccount() {
      const phone = `1390000${String(++phoneSeq).padStart(4, '0')}`;
      await createMainAccount(demo.server.dataDir, phone);
      return login(demo.server.baseUrl, phone);
    },
    list: (token, query = {}) => call<never>(demo.server.baseUrl, 'GET', NOTIFICATION_PATHS.messageList, { token, query }),
    rowsOf: (reply) => reply.body.rows as NotificationMessage[],
    counts: async (token) => (await call<UnreadCounts>(demo.server.baseUrl, 'GET', NOTIFICATION_PATHS.unreadCount, { token })).body.data!,
    async create(token, msg_type, title = `消息 ${msg_type}`) {
      const reply = await call<NotificationMessage>(demo.server.baseUrl, 'POST', NOTIFICATION_PATHS.devCreate, {
        token,
        json: { title, subtitle: `${title} 副标题`, content: `${title} 正文`, msg_type },
      });
      expect(reply.status).toBe(200);
      return reply.body.data!;
    },
    setRead: (token, messageId) => call(demo.server.baseUrl, 'POST', NOTIFICATION_PATHS.setRead, { token, form: { messageId: String(messageId) } }),
    setReadAll: (token, form = {}) => call(demo.server.baseUrl, 'POST', NOTIFICATION_PATHS.setReadAll, { token, form }),
  } as NotificationServer;

  beforeAll(async () => {
    process.env.LECTERN_DEV_ROUTES = '1';
    demo.server = await startServer();
    [demo.teacher, demo.staff, demo.planet] = await Promise.all([
      login(demo.server.baseUrl, PHONES.teacher),
      login(demo.server.baseUrl, PHONES.staff),
      login(demo.server.baseUrl, PHONES.planet),
    ]);
  });
  afterAll(async () => {
    await demo.server.close();
    if (previousDevRoutes === undefined) delete process.env.LECTERN_DEV_ROUTES;
    else process.env.LECTERN_DEV_ROUTES = previousDevRoutes;
  });
  return demo;
}
