/** Order evaluations of the courses: listed per course with their figures, replied to and hidden. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Evaluation, RatingSummary } from '@shared/courses/evaluation-types.ts';
import { COURSE_PATHS } from '@shared/courses/paths.ts';
import type { CourseRecord } from '@shared/courses/types.ts';
import { createMainAccount, grantModules } from '@server/test-support/accounts.ts';
import { call, login, PHONES } from '@server/test-support/http.ts';
import { startServer, type TestServer } from '@server/test-support/start-server.ts';

const P = COURSE_PATHS;
const SENSITIVE = { result: 'fail', code: -1, message: '操作失败，内容包含敏感词' };

describe('course evaluations', () => {
  let server: TestServer;
  let lin: string;
  let other: string;
  let staff: string;
  let course: CourseRecord;

  const get = (query: Record<string, string | number> = {}, token = lin) => call<RatingSummary>(server.baseUrl, 'GET', P.evaluation.findList, { token, query: { pageSize: 100, ...query } });
  const post = <T = Evaluation>(path: string, json: unknown, token = lin) => call<T>(server.baseUrl, 'POST', path, { token, json });
  const rows = async (query: Record<string, string | number> = {}) => (await get(query)).body.rows as Evaluation[];

  beforeAll(async () => {
    server = await startServer({ planets: { sensitiveWords: ['传销'] } });
    lin = (await login(server.baseUrl, PHONES.teacher)).token.id;
    await createMainAccount(server.dataDir, '13900001403');
    other = (await login(server.baseUrl, '13900001403')).token.id;
    staff = (await login(server.baseUrl, PHONES.staff)).token.id;
    const courses = (await call(server.baseUrl, 'GET', P.course.findList, { token: lin, query: { pageSize: 100 } })).body.rows as CourseRecord[];
    course = courses.find((row) => row.title === '写作课讲义精读')!;
  });
  afterAll(() => server.close());

  it("lists a course's evaluations newest first, with the figures of all of them", async () => {
    const answer = await get({ course_id: course.id });
    const found = answer.body.rows as Evaluation[];
    expect(found.length).toBe(4);
    expect(answer.body.totalCount).toBe(4);
    expect(found.every((row) => row.course_id === course.id && row.course_title === course.title)).toBe(true);
    expect(found.map((row) => row.created_at)).toEqual([...found.map((row) => row.created_at)].sort((a, b) => b - a));
    const summary = answer.body.data!;
    expect(summary.count).toBe(4);
    expect(summary.stars.reduce((a, b) => a + b, 0)).toBe(4);
    expect(summary.average).toBe(Math.round((found.reduce((sum, row) => sum + row.rating, 0) / 4) * 10) / 10);
    expect(summary.unreplied).toBe(found.filter((row) => row.replied_at === 0).length);
    expect(found[0]).toMatchObject({ buyer_phone: expect.stringMatching(/^1\d\d\*{4}\d{4}$/) as unknown });

    const all = await get();
    expect(all.body.totalCount).toBeGreaterThan(4);
    expect(all.body.data!.hidden).toBe(1);
    const hidden = await rows({ hidden: 1 });
    expect(hidden.map((row) => row.rating)).toEqual([1]);
    expect((await rows({ rating: 5 })).every((row) => row.rating === 5)).toBe(true);
    expect((await rows({ replied: 1 })).every((row) => row.reply !== '' && row.replied_at > 0)).toBe(true);
    expect((await rows({ replied: 0 })).every((row) => row.reply === '' && row.replied_at === 0)).toBe(true);
    const filtered = await get({ course_id: course.id, rating: 5 });
    expect(filtered.body.data).toEqual(summary);
  });

  it('refuses bad filters and replies, in Chinese', async () => {
    expect((await get({ rating: 6 })).body.message).toBe('参数错误：rating 必须是 1 到 5 的整数');
    expect((await get({ replied: 2 })).body.message).toBe('参数错误：replied 必须是 0 或 1');
    expect((await get({ course_id: 0 })).body.message).toBe('参数错误：course_id 必须是正整数');
    const [target] = await rows({ course_id: course.id });
    expect((await post(P.evaluation.reply, { id: target!.id, reply: '长'.repeat(501) })).body.message).toBe('参数错误：reply 长度不能超过 500 个字符');
    expect((await post(P.evaluation.reply, { id: target!.id })).body.message).toBe('参数错误：缺少必填字段 reply');
    expect((await post(P.evaluation.reply, { id: target!.id, reply: '欢迎加入传销群' })).body).toEqual(SENSITIVE);
    expect((await post(P.evaluation.hide, { id: target!.id, hidden: 3 })).body.message).toBe('参数错误：hidden 必须是 0 或 1');
    expect((await rows({ course_id: course.id }))[0]).toEqual(target);
  });

  it('replies in plain text as written, edits and takes a reply away, hides and shows again', async () => {
    const target = (await rows({ course_id: course.id, replied: 0 }))[0]!;
    const replied = (await post(P.evaluation.reply, { id: target.id, reply: ' 谢谢！<b>下节课</b>见 ' })).body.data!;
    expect(replied).toMatchObject({ id: target.id, reply: '谢谢！<b>下节课</b>见' });
    expect(replied.replied_at).toBeGreaterThan(0);
    expect((await rows({ course_id: course.id, replied: 0 })).map((row) => row.id)).not.toContain(target.id);
    expect((await post(P.evaluation.reply, { id: target.id, reply: '改过的回复' })).body.data).toMatchObject({ reply: '改过的回复' });
    expect((await post(P.evaluation.reply, { id: target.id, reply: '  ' })).body.data).toMatchObject({ reply: '', replied_at: 0 });

    const before = (await get({ course_id: course.id })).body.data!;
    expect((await post(P.evaluation.hide, { id: target.id, hidden: 1 })).body.data).toMatchObject({ hidden: 1 });
    const after = (await get({ course_id: course.id })).body.data!;
    expect(after).toEqual({ ...before, hidden: before.hidden + 1 });
    expect((await rows({ course_id: course.id, hidden: 1 })).map((row) => row.id)).toContain(target.id);
    expect((await post(P.evaluation.hide, { id: target.id, hidden: 0 })).body.data).toMatchObject({ hidden: 0 });
  });

  it("keeps each account to its own: another teacher's course and evaluations answer 404 and stay as they were", async () => {
    const [target] = await rows({ course_id: course.id });
    expect(await call(server.baseUrl, 'GET', P.evaluation.findList, { token: other, query: {} }).then((answer) => answer.body)).toMatchObject({ rows: [], totalCount: 0, data: { count: 0, average: 0 } });
    const theirs = await call(server.baseUrl, 'GET', P.evaluation.findList, { token: other, query: { course_id: course.id } });
    expect([theirs.status, theirs.body.message]).toEqual([404, '课程不存在']);
    for (const [path, body] of [[P.evaluation.reply, { id: target!.id, reply: '冒名回复' }], [P.evaluation.hide, { id: target!.id, hidden: 1 }]] as const) {
      const answer = await post(path, body, other);
      expect([answer.status, answer.body.message], path).toEqual([404, '评价不存在']);
    }
    expect((await rows({ course_id: course.id }))[0]).toEqual(target);
  });

  it('lets a staff account in with the 课程管理 module only', async () => {
    const [target] = await rows({ course_id: course.id });
    await grantModules(server.dataDir, PHONES.staff, ['materials']);
    expect((await get({}, staff)).body).toMatchObject({ code: 40300 });
    expect((await post(P.evaluation.hide, { id: target!.id, hidden: 1 }, staff)).body).toMatchObject({ code: 40300 });
    await grantModules(server.dataDir, PHONES.staff, ['course']);
    expect((await get({ course_id: course.id }, staff)).body.totalCount).toBe(4);
    expect((await post(P.evaluation.reply, { id: target!.id, reply: '助教代回复' }, staff)).body.data).toMatchObject({ reply: '助教代回复' });
  });
});
