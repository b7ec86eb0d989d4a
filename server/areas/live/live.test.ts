/** Live sessions: the calls against the real server, on a clock the tests move. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COURSE_PATHS } from '@shared/courses/paths.ts';
import type { CourseRecord } from '@shared/courses/types.ts';
import { LIVE_PATHS as P } from '@shared/live/paths.ts';
import { LIVE_LIMITS } from '@shared/live/rules.ts';
import type { LiveCourseChoice, LiveSession, LiveStream } from '@shared/live/types.ts';
import type { Material } from '@shared/materials/types.ts';
import { upload } from '@server/areas/materials/test-support.ts';
import { createMainAccount, grantModules } from '@server/test-support/accounts.ts';
import { testClock } from '@server/test-support/clock.ts';
import { queryTestDatabase } from '@server/test-support/databases.ts';
import { call, login, PHONES } from '@server/test-support/http.ts';
import { png } from '@server/test-support/media-files.ts';
import { startServer, type TestServer } from '@server/test-support/start-server.ts';

const HOUR = 3600;
const DAY = 86_400;
const SENSITIVE = { result: 'fail', code: -1, message: '操作失败，内容包含敏感词' };

describe('live sessions', () => {
  const clock = testClock();
  let server: TestServer;
  let lin: string;
  let other: string;
  let staff: string;
  let coverId: number;
  let theirCoverId: number;
  let courseId: number;
  let theirCourseId: number;

  const get = <T = never>(path: string, query: Record<string, string | number> = {}, token = lin) => call<T>(server.baseUrl, 'GET', path, { token, query });
  const post = <T = unknown>(path: string, json: unknown, token = lin) => call<T>(server.baseUrl, 'POST', path, { token, json });
  const list = async (query: Record<string, string | number> = {}, token = lin) => (await get(P.session.findList, { pageSize: 100, ...query }, token)).body.rows as LiveSession[];
  const titles = async (query: Record<string, string | number> = {}) => (await list(query)).map((row) => row.title);
  const input = (extra: object = {}) => ({ title: ' 逆光人像直播 ', cover_id: coverId, introduce: '窗光与逆光。', start_at: clock.seconds() + DAY, duration: 45, course_id: courseId, price: 990, mode: 'portrait', replay: 1, ...extra });
  const create = async (extra: object = {}) => {
    const answer = await post<LiveSession>(P.session.create, input(extra));
    expect(answer.body, JSON.stringify(answer.body)).toMatchObject({ result: 'ok' });
    return answer.body.data!;
  };
  const detail = async (id: number) => (await get<LiveSession>(P.detail, { id })).body.data!;
  const uses = async (id: number) =>
    (await queryTestDatabase<{ material_id: number }>(server.dataDir, "select material_id from material_uses where user_kind = 'live' and user_id = ? order by material_id", [id])).map((row) => Number(row.material_id));
  const count = async () => Number((await get(P.session.findList, { pageSize: 1 })).body.totalCount);

  beforeAll(async () => {
    server = await startServer({ now: clock.now, accessTokenTtl: 86_400 * 365, planets: { sensitiveWords: ['传销'] } });
    lin = (await login(server.baseUrl, PHONES.teacher)).token.id;
    await createMainAccount(server.dataDir, '13900001301');
    other = (await login(server.baseUrl, '13900001301')).token.id;
    staff = (await login(server.baseUrl, PHONES.staff)).token.id;
    coverId = (await upload<Material>(server.baseUrl, lin, 'picture', '直播封面.png', png(64, 36))).body.data!.id;
    theirCoverId = (await upload<Material>(server.baseUrl, other, 'picture', '别人的.png', png())).body.data!.id;
    courseId = (await post<CourseRecord>(COURSE_PATHS.course.create, { type: 'column', title: '直播专栏' })).body.data!.id;
    theirCourseId = (await post<CourseRecord>(COURSE_PATHS.course.create, { type: 'column', title: '别人的专栏' }, other)).body.data!.id;
  });
  afterAll(() => server.close());

  it('lists the demo sessions in every state with their figures, filtered by status and keyword', async () => {
    const all = await list();
    expect(all.length).toBe(9);
    const byTitle = new Map(all.map((row) => [row.title, row]));
    expect(byTitle.get('写作直播课：如何写好第一句话')).toMatchObject({ status: 'live', reservations: 268, viewers: 153, peak_online: 97, course_title: '林老师写作专栏' });
    expect(byTitle.get('写作入门公开课')).toMatchObject({ status: 'ended', replay: 1, viewers: 436, replay_views: 389 });
    expect(byTitle.get('读者见面会（线上）')).toMatchObject({ status: 'ended', replay: 0 });
    expect(byTitle.get('小说写作训练营 开营直播')).toMatchObject({ status: 'scheduled', price: 990, mode: 'portrait', reservations: 42, viewers: 0 });
    expect(all.every((row) => !('stream_key' in row) && !('owner_id' in row))).toBe(true);
    // what is coming, soonest first
    expect(await titles({ status: 'scheduled' })).toEqual(['周末答疑：你的作文问题我来改', '每周写作练习课 第3场', '小说写作训练营 开营直播', '每周写作练习课 第4场']);
    expect(await titles({ status: 'live' })).toEqual(['写作直播课：如何写好第一句话']);
    expect(await titles({ status: 'ended' })).toEqual(['每周写作练习课 第2场', '写作入门公开课', '每周写作练习课 第1场', '读者见面会（线上）']);
    // every status at once: live now, then the upcoming ones nearest first, then the latest ended; never the furthest-off first
    expect(await titles()).toEqual([
      '写作直播课：如何写好第一句话',
      '周末答疑：你的作文问题我来改',
      '每周写作练习课 第3场',
      '小说写作训练营 开营直播',
      '每周写作练习课 第4场',
      '每周写作练习课 第2场',
      '写作入门公开课',
      '每周写作练习课 第1场',
      '读者见面会（线上）',
    ]);
    const series = all.filter((row) => row.series_name === '每周写作练习课');
    expect(series).toHaveLength(4);
    expect(new Set(series.map((row) => row.series_key)).size).toBe(1);
    expect(await titles({ keyword: '练习课', status: 'ended' })).toEqual(['每周写作练习课 第2场', '每周写作练习课 第1场']);
    expect(await list({}, other)).toEqual([]);
    const page = await get(P.session.findList, { pageSize: 2, page: 2 });
    expect([page.body.totalCount, (page.body.rows as LiveSession[]).length]).toEqual([9, 2]);
  });

  it('creates a session with its cover and course, records the cover as used, and deletes it', async () => {
    const live = await create();
    expect(live).toMatchObject({ title: '逆光人像直播', status: 'scheduled', cover_id: coverId, course_id: courseId, course_title: '直播专栏', price: 990, mode: 'portrait', replay: 1, started_at: 0, ended_at: 0, reservations: 0, viewers: 0 });
    expect(live.ends_at).toBe(live.start_at + 45 * 60);
    expect((await fetch(new URL(live.cover_url, server.baseUrl))).headers.get('content-type')).toBe('image/png');
    // the cover's address is signed anew in each answer (a new expiry every 10 minutes)
    expect(await detail(live.id)).toEqual({ ...live, cover_url: expect.stringMatching(/^\/api\/v3\/media\/file\/\d+-/) });
    expect(await uses(live.id)).toEqual([coverId]);
    const edited = await post<LiveSession>(P.session.update, { ...input({ title: '改过的', cover_id: 0, course_id: 0, price: 0, replay: 0 }), id: live.id, start_at: live.start_at });
    expect(edited.body.data).toMatchObject({ title: '改过的', cover_id: 0, cover_url: '', course_id: 0, course_title: '', price: 0, replay: 0 });
    expect(await uses(live.id)).toEqual([]);
    await post(P.session.update, { ...input(), id: live.id, start_at: live.start_at });
    expect(await uses(live.id)).toEqual([coverId]);
    expect((await post(P.session.delete, { id: live.id })).body).toEqual({ result: 'ok' });
    expect(await uses(live.id)).toEqual([]);
    expect((await get(P.detail, { id: live.id })).body.message).toBe('直播不存在');
  });

  it('refuses what a session cannot be, in Chinese, writing nothing', async () => {
    const before = await count();
    const refused = async (extra: object, message: string | RegExp) => {
      const answer = await post(P.session.create, input(extra));
      expect(answer.body.result, JSON.stringify(extra)).toBe('fail');
      expect(answer.body.message).toMatch(message);
    };
    await refused({ title: '  ' }, '参数错误：title 不能为空');
    await refused({ title: '长'.repeat(LIVE_LIMITS.titleMax + 1) }, /^参数错误：title/);
    await refused({ duration: 0 }, /^参数错误：duration 必须是 1 到 1440 之间的整数/);
    await refused({ price: -1 }, /^参数错误：price/);
    await refused({ price: 1.5 }, /^参数错误：price/);
    await refused({ mode: 'square' }, /^参数错误：mode/);
    await refused({ start_at: clock.seconds() - HOUR }, '开播时间不能早于当前时间');
    await refused({ cover_id: theirCoverId }, '封面图片不存在，请重新选择图片素材');
    await refused({ course_id: theirCourseId }, '课程不存在，请重新选择');
    expect((await post(P.session.create, input({ introduce: '加入传销' }))).body).toEqual(SENSITIVE);
    expect(await count()).toBe(before);
  });

  it("moves through its states with the time, and with the teacher's start and end", async () => {
    const byTime = await create({ start_at: clock.seconds() + 60, duration: 30 });
    expect(byTime.status).toBe('scheduled');
    expect((await post(P.end, { id: byTime.id })).body.message).toBe('直播尚未开始，不能结束');
    clock.advance(120);
    expect((await detail(byTime.id)).status).toBe('live');
    expect((await list({ status: 'live' })).map((row) => row.id)).toContain(byTime.id);
    expect((await post(P.session.delete, { id: byTime.id })).body.message).toBe('直播进行中，不能删除');
    expect((await post(P.session.update, { ...input(), id: byTime.id, start_at: byTime.start_at + 600, duration: 30 })).body.message).toBe('直播进行中，不能修改开播时间');
    // a live session may run longer
    expect((await post<LiveSession>(P.session.update, { ...input(), id: byTime.id, start_at: byTime.start_at, duration: 40 })).body.data!.duration).toBe(40);
    clock.advance(40 * 60);
    expect((await detail(byTime.id)).status).toBe('ended');
    expect((await list({ status: 'ended' })).map((row) => row.id)).toContain(byTime.id);
    expect((await post(P.start, { id: byTime.id })).body.message).toBe('直播已结束，不能再次开始');
    expect((await post(P.session.update, { ...input(), id: byTime.id, start_at: clock.seconds() + DAY, duration: 40 })).body.message).toBe('直播已结束，不能修改时间');

    // started by hand a day early: live at once, past its planned end within the overrun, then ended by hand
    const byHand = await create({ start_at: clock.seconds() + DAY, duration: 60 });
    const started = (await post<LiveSession>(P.start, { id: byHand.id })).body.data!;
    expect(started).toMatchObject({ status: 'live', started_at: clock.seconds() });
    expect((await post(P.start, { id: byHand.id })).body.message).toBe('直播已在进行中');
    expect((await list({ status: 'live' })).map((row) => row.id)).toContain(byHand.id);
    expect((await list({ status: 'scheduled' })).map((row) => row.id)).not.toContain(byHand.id);
    clock.advance(DAY + 2 * HOUR);
    expect((await detail(byHand.id)).status).toBe('live');
    const ended = (await post<LiveSession>(P.end, { id: byHand.id })).body.data!;
    expect(ended).toMatchObject({ status: 'ended', ended_at: clock.seconds(), ends_at: clock.seconds() });
    expect((await post(P.end, { id: byHand.id })).body.message).toBe('直播已结束');
    expect((await post(P.start, { id: byHand.id })).body.message).toBe('直播已结束，不能再次开始');
    // an ended session keeps its time but its other details may change
    expect((await post<LiveSession>(P.session.update, { ...input({ title: '回放标题' }), id: byHand.id, start_at: byHand.start_at, duration: 60 })).body.data!.title).toBe('回放标题');

    // started by hand and never ended: it closes by itself after the overrun
    const forgotten = await create({ start_at: clock.seconds() + 60, duration: 30 });
    await post(P.start, { id: forgotten.id });
    clock.advance(60 + 30 * 60 + LIVE_LIMITS.overrun - 1);
    expect((await detail(forgotten.id)).status).toBe('live');
    clock.advance(1);
    expect((await detail(forgotten.id)).status).toBe('ended');
    expect((await list({ status: 'ended' })).map((row) => row.id)).toContain(forgotten.id);
    expect((await list({ status: 'live' })).map((row) => row.id)).not.toContain(forgotten.id);
  });

  it('agrees with itself: every row of a status filter shows that status', async () => {
    for (const status of ['scheduled', 'live', 'ended'] as const) {
      const rows = await list({ status });
      expect(rows.every((row) => row.status === status), status).toBe(true);
    }
    const total = (await list({ status: 'scheduled' })).length + (await list({ status: 'live' })).length + (await list({ status: 'ended' })).length;
    expect(total).toBe(await count());
  });

  it('creates a series at once, every N days at the same time, all or nothing', async () => {
    const first = clock.seconds() + 2 * DAY;
    const series = { title: '摄影夜课', first_start_at: first, count: 3, every_days: 7, duration: 60, cover_id: coverId, course_id: courseId, price: 0, introduce: '三周三场', mode: 'landscape', replay: 1 };
    const before = await count();
    const refused = async (extra: object, message: string | RegExp) => {
      const answer = await post(P.batch, { ...series, ...extra });
      expect(answer.body.result, JSON.stringify(extra)).toBe('fail');
      expect(answer.body.message).toMatch(message);
    };
    await refused({ count: LIVE_LIMITS.seriesMax + 1 }, /^参数错误：count 必须是 2 到 30 之间的整数/);
    await refused({ count: 1 }, /^参数错误：count/);
    await refused({ every_days: 0 }, /^参数错误：every_days/);
    await refused({ first_start_at: clock.seconds() - DAY }, '开播时间不能早于当前时间');
    await refused({ cover_id: theirCoverId }, '封面图片不存在，请重新选择图片素材');
    await refused({ title: '长'.repeat(LIVE_LIMITS.seriesNameMax + 1) }, /^参数错误：title/);
    expect((await post(P.batch, { ...series, introduce: '传销' })).body).toEqual(SENSITIVE);
    expect(await count()).toBe(before);

    const made = await post(P.batch, series);
    const rows = made.body.rows as LiveSession[];
    expect(rows.map((row) => [row.title, row.start_at, row.status])).toEqual([
      ['摄影夜课 第1场', first, 'scheduled'],
      ['摄影夜课 第2场', first + 7 * DAY, 'scheduled'],
      ['摄影夜课 第3场', first + 14 * DAY, 'scheduled'],
    ]);
    expect(rows.every((row) => row.series_name === '摄影夜课' && row.series_key === rows[0]!.series_key && row.cover_id === coverId && row.course_title === '直播专栏')).toBe(true);
    expect(await count()).toBe(before + 3);
    for (const row of rows) expect(await uses(row.id)).toEqual([coverId]);
  });

  it('gives the push server and the stream key, a new key on demand, and never logs a key', async () => {
    const live = await create();
    const stream = (await get<LiveStream>(P.stream, { id: live.id })).body.data!;
    expect(stream).toMatchObject({ id: live.id, title: '逆光人像直播', status: 'scheduled', mode: 'portrait', push_url: 'rtmp://push.lectern.example/live' });
    expect(stream.stream_key).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const other2 = await create();
    const otherKey = (await get<LiveStream>(P.stream, { id: other2.id })).body.data!.stream_key;
    expect(otherKey).not.toBe(stream.stream_key);
    const reset = (await post<LiveStream>(P.resetKey, { id: live.id })).body.data!;
    expect(reset.stream_key).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(reset.stream_key).not.toBe(stream.stream_key);
    expect((await get<LiveStream>(P.stream, { id: live.id })).body.data!.stream_key).toBe(reset.stream_key);
    const logs = server.logs();
    for (const key of [stream.stream_key, reset.stream_key, otherKey]) expect(logs).not.toContain(key);
  });

  it('offers the courses and columns of the account for a session to belong to', async () => {
    const choices = (await get(P.courses)).body.rows as LiveCourseChoice[];
    expect(choices[0]).toEqual({ id: courseId, title: '直播专栏' });
    expect(choices.map((choice) => choice.title)).toContain('林老师写作专栏');
    expect(((await get(P.courses, {}, other)).body.rows as LiveCourseChoice[]).map((choice) => choice.id)).toEqual([theirCourseId]);
  });

  it("keeps each account to its own sessions: another teacher's answer 404 and stay as they were", async () => {
    const mine = await create({ title: '我的直播' });
    const key = (await get<LiveStream>(P.stream, { id: mine.id })).body.data!.stream_key;
    for (const [path, body] of [
      [P.session.update, { ...input(), id: mine.id }],
      [P.session.delete, { id: mine.id }],
      [P.start, { id: mine.id }],
      [P.end, { id: mine.id }],
      [P.resetKey, { id: mine.id }],
    ] as const) {
      const answer = await post(path, body, other);
      expect([answer.status, answer.body.message], path).toEqual([404, '直播不存在']);
    }
    for (const path of [P.detail, P.stream]) expect((await get(path, { id: mine.id }, other)).status).toBe(404);
    expect(await detail(mine.id)).toEqual(mine);
    expect((await get<LiveStream>(P.stream, { id: mine.id })).body.data!.stream_key).toBe(key);
  });

  it('lets a staff account in with the 直播管理 module only', async () => {
    await grantModules(server.dataDir, PHONES.staff, ['materials', 'course']);
    for (const answer of [await get(P.session.findList, {}, staff), await get(P.courses, {}, staff), await post(P.batch, {}, staff)]) {
      expect(answer.body).toMatchObject({ code: 40300, message: '无权限访问' });
    }
    await grantModules(server.dataDir, PHONES.staff, ['live']);
    expect((await list({ keyword: '公开课' }, staff)).map((row) => row.title)).toEqual(['写作入门公开课']);
  });
});
