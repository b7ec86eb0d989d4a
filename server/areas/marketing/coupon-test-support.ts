/** What the coupon tests share: a server on a clock they move, the demo teacher, another teacher, and calls. */
import { expect } from 'vitest';
import { COURSE_PATHS } from '@shared/courses/paths.ts';
import type { CourseRecord } from '@shared/courses/types.ts';
import { COUPON_PATHS as P } from '@shared/marketing/paths.ts';
import type { Coupon, CouponInput } from '@shared/marketing/types.ts';
import { createMainAccount } from '@server/test-support/accounts.ts';
import { testClock, type TestClock } from '@server/test-support/clock.ts';
import { queryTestDatabase } from '@server/test-support/databases.ts';
import { call, login, PHONES } from '@server/test-support/http.ts';
import { startServer, type TestServer } from '@server/test-support/start-server.ts';

export const DAY = 86_400;

export type CouponWorld = {
  clock: TestClock;
  server: TestServer;
  lin: string;
  other: string;
  get: <T = never>(path: string, query?: Record<string, string | number>, token?: string) => ReturnType<typeof call<T>>;
  post: <T = unknown>(path: string, json: unknown, token?: string) => ReturnType<typeof call<T>>;
  input: (extra?: Partial<CouponInput>) => CouponInput;
  create: (extra?: Partial<CouponInput>, token?: string) => Promise<Coupon>;
  detail: (id: number, token?: string) => Promise<Coupon>;
  list: (query?: Record<string, string | number>, token?: string) => Promise<Coupon[]>;
  course: (body: object, token?: string) => Promise<number>;
  /** a claim of a buyer, written as the student side would */
  claim: (couponId: number, buyerId: number, extra?: { code_id?: number; used?: boolean }) => Promise<void>;
  close: () => Promise<void>;
};

/** A server seeded with the demo accounts, the demo teacher (林) and another teacher signed in. */
export async function couponWorld(otherPhone: string): Promise<CouponWorld> {
  const clock = testClock();
  const server = await startServer({ now: clock.now, accessTokenTtl: 86_400 * 365 });
  const lin = (await login(server.baseUrl, PHONES.teacher)).token.id;
  await createMainAccount(server.dataDir, otherPhone);
  const other = (await login(server.baseUrl, otherPhone)).token.id;
  const get = <T = never>(path: string, query: Record<string, string | number> = {}, token = lin) => call<T>(server.baseUrl, 'GET', path, { token, query });
  const post = <T = unknown>(path: string, json: unknown, token = lin) => call<T>(server.baseUrl, 'POST', path, { token, json });
  const input = (extra: Partial<CouponInput> = {}): CouponInput => ({
    title: ' 春季立减券 ',
    type: 'fixed',
    amount: 1_000,
    rate: 0,
    threshold: 0,
    starts_at: clock.seconds() + DAY,
    ends_at: clock.seconds() + 10 * DAY,
    stock: 100,
    per_user_limit: 1,
    all_products: 1,
    products: [],
    ...extra,
  });
  return {
    clock,
    server,
    lin,
    other,
    get,
    post,
    input,
    async create(extra = {}, token = lin) {
      const answer = await post<Coupon>(P.coupon.create, input(extra), token);
      expect(answer.body, JSON.stringify(answer.body)).toMatchObject({ result: 'ok' });
      return answer.body.data!;
    },
    detail: async (id, token = lin) => (await get<Coupon>(P.detail, { id }, token)).body.data!,
    list: async (query = {}, token = lin) => (await get(P.coupon.findList, { pageSize: 100, ...query }, token)).body.rows as Coupon[],
    async course(body, token = lin) {
      const answer = await post<CourseRecord>(COURSE_PATHS.course.create, body, token);
      expect(answer.body, JSON.stringify(answer.body)).toMatchObject({ result: 'ok' });
      return answer.body.data!.id;
    },
    async claim(couponId, buyerId, extra = {}) {
      const at = clock.seconds();
      const [coupon] = await queryTestDatabase<{ owner_id: number }>(server.dataDir, 'select owner_id from coupons where id = ?', [couponId]);
      await queryTestDatabase(server.dataDir, 'insert into coupon_claims (coupon_id, owner_id, buyer_id, code_id, claimed_at, used_order_id, used_at) values (?, ?, ?, ?, ?, ?, ?)', [
        couponId,
        Number(coupon!.owner_id),
        buyerId,
        extra.code_id ?? null,
        at,
        extra.used ? 1 : null,
        extra.used ? at : null,
      ]);
    },
    close: () => server.close(),
  };
}
