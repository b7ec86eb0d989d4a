/**
 * The after-sale tests' set-up: the real server with its development routes on a clock the tests move,
 * the demo teacher, another teacher and the demo staff account, a course on sale of each teacher's, and the calls
 * a buyer makes through the development stand-ins (an order, a refund request, a complaint).
 */
import { expect } from 'vitest';
import { AFTERSALE_PATHS as P } from '@shared/aftersale/paths.ts';
import type { Appeal, RefundRequest } from '@shared/aftersale/types.ts';
import type { CourseRecord } from '@shared/courses/types.ts';
import { ORDER_PATHS } from '@shared/orders/paths.ts';
import type { OrderDetail } from '@shared/orders/types.ts';
import { createMainAccount } from '@server/test-support/accounts.ts';
import { testClock, type TestClock } from '@server/test-support/clock.ts';
import { queryTestDatabase } from '@server/test-support/databases.ts';
import { call, login, PHONES, type Reply } from '@server/test-support/http.ts';
import { startServerWithDevRoutes, type TestServer } from '@server/test-support/start-server.ts';
import { courseOnSale } from '@server/areas/courses/test-support.ts';

export const DAY = 86_400;
export const SENSITIVE = { result: 'fail', code: -1, message: '操作失败，内容包含敏感词' };

export type Placed = { id: number; order_no: string; pay_amount: number };

export type AftersaleWorld = {
  clock: TestClock;
  server: TestServer;
  tokens: { lin: string; other: string; staff: string };
  courses: { lin: CourseRecord; other: CourseRecord };
  get<T = never>(path: string, query?: Record<string, string | number>, token?: string): Promise<Reply<T>>;
  post<T = unknown>(path: string, json: unknown, token?: string, headers?: Record<string, string>): Promise<Reply<T>>;
  /** a paid order of the course, by the buyer with this phone */
  place(buyerPhone: string, buyerNickname: string, token?: string): Promise<Placed>;
  /** a buyer's refund request, expected to go through */
  ask(orderId: number, amount: number, reason?: string, token?: string): Promise<RefundRequest>;
  complain(orderId: number, content: string, pictures?: string[], token?: string): Promise<Appeal>;
  order(id: number, token?: string): Promise<OrderDetail>;
  sql<R>(text: string, params?: readonly unknown[]): Promise<R[]>;
  close(): Promise<void>;
};

export async function startAftersaleWorld(otherPhone: string): Promise<AftersaleWorld> {
  const clock = testClock();
  const server = await startServerWithDevRoutes({ now: clock.now, accessTokenTtl: 86_400 * 365, planets: { sensitiveWords: ['传销'] } });
  const lin = (await login(server.baseUrl, PHONES.teacher)).token.id;
  await createMainAccount(server.dataDir, otherPhone);
  const other = (await login(server.baseUrl, otherPhone)).token.id;
  const staff = (await login(server.baseUrl, PHONES.staff)).token.id;

  const get = <T = never>(path: string, query: Record<string, string | number> = {}, token = lin) => call<T>(server.baseUrl, 'GET', path, { token, query });
  const post = <T = unknown>(path: string, json: unknown, token = lin, headers: Record<string, string> = {}) => call<T>(server.baseUrl, 'POST', path, { token, json, headers });
  const ok = <T>(answer: Reply<T>): T => {
    expect(answer.body, JSON.stringify(answer.body)).toMatchObject({ result: 'ok' });
    return answer.body.data!;
  };
  const newCourse = (title: string, price: number, token: string) => courseOnSale(server, token, { title, price });
  const courses = { lin: await newCourse('人像后期精修', 19_900, lin), other: await newCourse('别人的课', 5_000, other) };

  return {
    clock,
    server,
    tokens: { lin, other, staff },
    courses,
    get,
    post,
    place: async (buyerPhone, buyerNickname, token = lin) =>
      ok(await post<Placed>(ORDER_PATHS.devPlace, { product_kind: 'course', product_id: (token === other ? courses.other : courses.lin).id, channel: 'dy', buyer_phone: buyerPhone, buyer_nickname: buyerNickname }, token)),
    ask: async (orderId, amount, reason = '不想学了', token = lin) => ok(await post<RefundRequest>(P.devRequest, { order_id: orderId, amount, reason }, token)),
    complain: async (orderId, content, pictures, token = lin) => ok(await post<Appeal>(P.devAppeal, { order_id: orderId, content, ...(pictures ? { pictures } : {}) }, token)),
    order: async (id, token = lin) => ok(await get<OrderDetail>(ORDER_PATHS.detail, { id }, token)),
    sql: (text, params = []) => queryTestDatabase(server.dataDir, text, params),
    close: () => server.close(),
  };
}
