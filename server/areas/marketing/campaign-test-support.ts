/**
 * The set-up of the campaign contract tests: a server on a clock the tests move, the demo teacher, another
 * teacher and the staff account, the teacher's own test products, and the calls' helpers.
 */
import { afterAll, beforeAll, expect } from 'vitest';
import { COURSE_PATHS } from '@shared/courses/paths.ts';
import type { CourseRecord } from '@shared/courses/types.ts';
import type { ProductKind } from '@shared/marketing/pricing.ts';
import type { Db } from '@server/db/database.ts';
import { createMainAccount } from '@server/test-support/accounts.ts';
import { testClock } from '@server/test-support/clock.ts';
import { openTestDatabase, queryTestDatabase } from '@server/test-support/databases.ts';
import { call, login, PHONES } from '@server/test-support/http.ts';
import { startServer, type TestServer } from '@server/test-support/start-server.ts';

export const HOUR = 3600;
export const DAY = 86_400;
export const SENSITIVE = { result: 'fail', code: -1, message: '操作失败，内容包含敏感词' };

export type Row = { id: number; title: string; status: string };
export type Ref = { kind: ProductKind; id: number };

type Products = { course: Ref; column: Ref; content: Ref; free: Ref; theirs: Ref };

/** Starts the server before the file's tests and closes it after; what it made is read once they run. */
export function campaignTestbed(otherPhone: string) {
  const clock = testClock();
  const state = {} as { server: TestServer; db: Db; lin: string; other: string; staff: string; linId: number; products: Products };

  const get = <T = never>(path: string, query: Record<string, string | number> = {}, token = state.lin) => call<T>(state.server.baseUrl, 'GET', path, { token, query });
  const post = <T = unknown>(path: string, json: unknown, token = state.lin) => call<T>(state.server.baseUrl, 'POST', path, { token, json });
  const list = async <T extends Row>(paths: { findList: string }, query: Record<string, string | number> = {}, token = state.lin) => (await get(paths.findList, { pageSize: 100, ...query }, token)).body.rows as T[];
  const titles = async (paths: { findList: string }, query: Record<string, string | number> = {}) => (await list(paths, query)).map((row) => row.title);
  const made = async <T>(path: string, input: object, token = state.lin): Promise<T> => {
    const answer = await post<T>(path, input, token);
    expect(answer.body, JSON.stringify(answer.body)).toMatchObject({ result: 'ok' });
    return answer.body.data!;
  };
  const refused = async (path: string, input: object, message: string | RegExp, status?: number) => {
    const answer = await post(path, input);
    expect(answer.body.result, JSON.stringify(input)).toBe('fail');
    expect(answer.body.message).toMatch(message);
    if (status) expect(answer.status).toBe(status);
  };
  const window = (startIn = DAY, days = 7) => ({ starts_at: clock.seconds() + startIn, ends_at: clock.seconds() + startIn + days * DAY });
  const productOf = (ref: Ref) => ({ product_kind: ref.kind, product_id: ref.id });
  const newCourse = async (title: string, price: number, extra: object = {}, token = state.lin) => (await made<CourseRecord>(COURSE_PATHS.course.create, { type: 'richtext', title, price, ...extra }, token)).id;

  beforeAll(async () => {
    state.server = await startServer({ now: clock.now, accessTokenTtl: 86_400 * 365, planets: { sensitiveWords: ['传销'] } });
    state.db = openTestDatabase(state.server.dataDir);
    state.lin = (await login(state.server.baseUrl, PHONES.teacher)).token.id;
    await createMainAccount(state.server.dataDir, otherPhone);
    state.other = (await login(state.server.baseUrl, otherPhone)).token.id;
    state.staff = (await login(state.server.baseUrl, PHONES.staff)).token.id;
    state.linId = Number((await queryTestDatabase<{ id: number }>(state.server.dataDir, 'select id from users where phone = ?', [PHONES.teacher]))[0]!.id);
    // the teacher's own test products: list prices 100 元, 50 元, 20 元, a free one, and another teacher's
    state.products = {
      course: { kind: 'course', id: await newCourse('秒杀测试课', 10_000) },
      column: { kind: 'column', id: await newCourse('拼团测试专栏', 5_000, { type: 'column' }) },
      content: { kind: 'content', id: await newCourse('送课测试单品', 2_000, { single: 1 }) },
      free: { kind: 'course', id: await newCourse('免费课', 0) },
      theirs: { kind: 'course', id: await newCourse('别人的课', 10_000, {}, state.other) },
    };
  });
  afterAll(async () => {
    await state.db.destroy();
    await state.server.close();
  });

  return { clock, state, get, post, list, titles, made, refused, window, productOf, newCourse };
}
