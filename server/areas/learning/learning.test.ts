/**
 * Learning records and the student dashboard: the day figures equal what the orders and plays say
 * (counted here from the tables themselves), the range's distinct students and the previous period, range errors, a
 * play raising progress and marking the day active, a play of a product not owned refused, a student's courses,
 * the demo's plays, owner scoping and the 用户 module.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AFTERSALE_PATHS, IDEMPOTENCY_HEADER } from '@shared/aftersale/paths.ts';
import type { CourseRecord } from '@shared/courses/types.ts';
import { chinaDayOf, dayLabel } from '@shared/data-centre/rules.ts';
import { LEARNING_PATHS as P } from '@shared/learning/paths.ts';
import type { StudentCourse, StudentDashboard } from '@shared/learning/types.ts';
import { ORDER_PATHS } from '@shared/orders/paths.ts';
import { createMainAccount, grantModules } from '@server/test-support/accounts.ts';
import { testClock } from '@server/test-support/clock.ts';
import { queryTestDatabase } from '@server/test-support/databases.ts';
import { call, login, PHONES } from '@server/test-support/http.ts';
import { startServerWithDevRoutes, type TestServer } from '@server/test-support/start-server.ts';
import { courseOnSale } from '@server/areas/courses/test-support.ts';

const DAY = 86_400;
type Query = Record<string, string | number>;

describe('learning', () => {
  const clock = testClock();
  let server: TestServer;
  let lin: string;
  let other: string;
  let staff: string;
  let course: CourseRecord;
  let second: CourseRecord;
  let theirCourse: CourseRecord;
  const buyerOf: Record<string, number> = {};

  const get = <T = never>(path: string, query: Query = {}, token = lin) => call<T>(server.baseUrl, 'GET', path, { token, query });
  const post = <T = unknown>(path: string, json: unknown, token = lin, headers: Record<string, string> = {}) => call<T>(server.baseUrl, 'POST', path, { token, json, headers });
  const today = () => chinaDayOf(clock.seconds());
  const dashboard = async (from: number, to: number, token = lin): Promise<StudentDashboard> => {
    const answer = await get<StudentDashboard>(P.dashboard, { from: dayLabel(from), to: dayLabel(to) }, token);
    expect(answer.body, JSON.stringify(answer.body)).toMatchObject({ result: 'ok' });
    return answer.body.data!;
  };
  const courses = async (id: number, token = lin): Promise<StudentCourse[]> => {
    const answer = await get<never>(P.progress, { id, pageSize: 100 }, token);
    expect(answer.body, JSON.stringify(answer.body)).toMatchObject({ result: 'ok' });
    return answer.body.rows as StudentCourse[];
  };
  const place = async (phone: string, nickname: string, id: number, token = lin) => {
    const answer = await post<{ id: number }>(ORDER_PATHS.devPlace, { product_kind: 'course', product_id: id, channel: 'dy', buyer_phone: phone, buyer_nickname: nickname }, token);
    expect(answer.body, JSON.stringify(answer.body)).toMatchObject({ result: 'ok' });
    const [buyer] = await queryTestDatabase<{ id: number }>(server.dataDir, 'select id from buyers where phone = ?', [phone]);
    return { order_id: answer.body.data!.id, buyer_id: Number(buyer!.id) };
  };
  const play = (buyer: number, productId: number, seconds: number, progress: number, token = lin) =>
    post<StudentCourse>(P.devPlay, { buyer_id: buyer, product_kind: 'course', product_id: productId, seconds, progress }, token);
  const ownerId = async (phone: string) => Number((await queryTestDatabase<{ id: number }>(server.dataDir, 'select id from users where phone = ?', [phone]))[0]!.id);

  /** a teacher's day figures of from..to counted here from owner_buyers, the active days and the paid orders */
  async function fromTables(phone: string, from: number, to: number) {
    const owner = await ownerId(phone);
    const firsts = await queryTestDatabase<{ at: number }>(server.dataDir, 'select first_order_at as at from owner_buyers where owner_id = ?', [owner]);
    const active = await queryTestDatabase<{ day: number; buyer_id: number }>(server.dataDir, 'select day, buyer_id from student_active_days where owner_id = ?', [owner]);
    const paid = await queryTestDatabase<{ paid_at: number; buyer_id: number }>(server.dataDir, 'select paid_at, buyer_id from orders where owner_id = ? and paid_at is not null', [owner]);
    const days = [];
    const seen = { active: new Set<number>(), paying: new Set<number>() };
    let newTotal = 0;
    for (let day = from; day <= to; day++) {
      const fresh = firsts.filter((f) => chinaDayOf(Number(f.at)) === day).length;
      const activeIds = active.filter((a) => Number(a.day) === day).map((a) => Number(a.buyer_id));
      const payingIds = new Set(paid.filter((p) => chinaDayOf(Number(p.paid_at)) === day).map((p) => Number(p.buyer_id)));
      activeIds.forEach((id) => seen.active.add(id));
      payingIds.forEach((id) => seen.paying.add(id));
      newTotal += fresh;
      days.push({ date: dayLabel(day), new: fresh, active: activeIds.length, paying: payingIds.size });
    }
    return { days, totals: { new: newTotal, active: seen.active.size, paying: seen.paying.size } };
  }

  beforeAll(async () => {
    server = await startServerWithDevRoutes({ now: clock.now, accessTokenTtl: 86_400 * 365 });
    lin = (await login(server.baseUrl, PHONES.teacher)).token.id;
    await createMainAccount(server.dataDir, '13900001591');
    other = (await login(server.baseUrl, '13900001591')).token.id;
    staff = (await login(server.baseUrl, PHONES.staff)).token.id;
    const newCourse = (title: string, price: number, token: string) => courseOnSale(server, token, { title, price });
    course = await newCourse('夜景长曝光', 10_000, lin);
    second = await newCourse('人像布光', 8_000, lin);
    theirCourse = await newCourse('别人的课', 5_000, other);
    // 秋叶: ten days ago, then again today; 小满: today, twice (one course refunded later)
    clock.advance(-10 * DAY);
    buyerOf.autumn = (await place('13733330001', '秋叶', course.id)).buyer_id;
    clock.advance(10 * DAY);
    await place('13733330001', '秋叶', second.id);
    buyerOf.man = (await place('13733330002', '小满', course.id)).buyer_id;
    buyerOf.refunded = (await place('13733330002', '小满', second.id)).order_id;
    // 秋叶 also bought from another teacher today
    await place('13733330001', '秋叶', theirCourse.id, other);
  });
  afterAll(() => server.close());

  it('counts new, active and paying students per day as the orders say, against the previous period', async () => {
    const to = today();
    const from = to - 13;
    const report = await dashboard(from, to);
    const expected = await fromTables(PHONES.teacher, from, to);
    expect(report.days).toEqual(expected.days);
    expect(report.totals).toEqual(expected.totals);
    expect(report.day_sums).toEqual({
      new: expected.days.reduce((n, d) => n + d.new, 0),
      active: expected.days.reduce((n, d) => n + d.active, 0),
      paying: expected.days.reduce((n, d) => n + d.paying, 0),
    });
    expect(report).toMatchObject({ from: dayLabel(from), to: dayLabel(to), previous: { from: dayLabel(from - 14), to: dayLabel(from - 1) } });
    expect(report.previous.totals).toEqual((await fromTables(PHONES.teacher, from - 14, from - 1)).totals);
    // today: 小满 is new; 秋叶 and 小满 ordered and paid (and the demo students may have too)
    const todayRow = report.days.at(-1)!;
    expect(todayRow.new).toBeGreaterThanOrEqual(1);
    expect(todayRow.active).toBeGreaterThanOrEqual(2);
    expect(report.days.find((d) => d.date === dayLabel(to - 10))!.new).toBeGreaterThanOrEqual(1);
    const [count] = await queryTestDatabase<{ n: number }>(server.dataDir, 'select count(*) as n from owner_buyers where owner_id = ?', [await ownerId(PHONES.teacher)]);
    expect(report.students).toBe(Number(count!.n));
  });

  it('answers range errors in Chinese', async () => {
    const fail = async (query: Query) => (await get(P.dashboard, query)).body;
    expect(await fail({ from: '2026-02-30', to: '2026-03-01' })).toMatchObject({ result: 'fail', code: 40000, message: '参数错误：from 不是有效的日期' });
    expect(await fail({ from: '2026-03-02', to: '2026-03-01' })).toMatchObject({ result: 'fail', code: 40000, message: '开始日期不能晚于结束日期' });
    expect(await fail({ from: '2025-01-01', to: '2026-01-02' })).toMatchObject({ result: 'fail', code: 40000, message: '日期范围不能超过 366 天' });
    expect(await fail({ from: '2026-03-01' })).toMatchObject({ result: 'fail', code: 40000, message: expect.stringContaining('to') });
  });

  it('records a play: seconds added, the furthest point kept, the day marked active once', async () => {
    const before = (await dashboard(today(), today())).days[0]!;
    const first = await play(buyerOf.man!, course.id, 120, 40);
    expect(first.body, JSON.stringify(first.body)).toMatchObject({ result: 'ok', data: { product_id: course.id, title: '夜景长曝光', progress: 40, seconds_played: 120, plays_n: 1, last_played_at: clock.seconds() } });
    clock.advance(60);
    const again = await play(buyerOf.man!, course.id, 60, 20);
    expect(again.body.data).toMatchObject({ progress: 40, seconds_played: 180, plays_n: 2, last_played_at: clock.seconds() });
    // 小满 ordered today: active already
    expect((await dashboard(today(), today())).days[0]).toEqual(before);

    // tomorrow 秋叶 plays: one more active student that day, nobody new or paying
    clock.advance(DAY);
    const tomorrow = (await dashboard(today(), today())).days[0]!;
    expect((await play(buyerOf.autumn!, second.id, 600, 100)).body).toMatchObject({ result: 'ok', data: { progress: 100 } });
    expect((await dashboard(today(), today())).days[0]).toEqual({ ...tomorrow, active: tomorrow.active + 1 });
    expect((await dashboard(today() - 13, today())).days).toEqual((await fromTables(PHONES.teacher, today() - 13, today())).days);
    clock.advance(-DAY - 60);
  });

  it('refuses a play of a product the student does not own from the caller', async () => {
    const refused = { result: 'fail', code: 40000, message: '该学员未购买此商品' };
    // 小满 never bought the other teacher's course, nor bought anything of theirs
    expect((await play(buyerOf.man!, theirCourse.id, 60, 10)).body).toMatchObject(refused);
    expect((await play(buyerOf.man!, theirCourse.id, 60, 10, other)).body).toMatchObject({ result: 'fail', code: 40400, message: '学员不存在' });
    // 秋叶 bought it from the other teacher: not from us
    expect((await play(buyerOf.autumn!, theirCourse.id, 60, 10)).body).toMatchObject(refused);
    expect((await play(buyerOf.autumn!, theirCourse.id, 60, 10, other)).body).toMatchObject({ result: 'ok', data: { title: '别人的课' } });
    // wholly refunded: no longer theirs
    const request = await post<{ id: number }>(AFTERSALE_PATHS.devRequest, { order_id: buyerOf.refunded, amount: 8_000, reason: '不想学了' });
    expect(request.body, JSON.stringify(request.body)).toMatchObject({ result: 'ok' });
    const approved = await post(AFTERSALE_PATHS.approve, { id: request.body.data!.id, amount: 8_000 }, lin, { [IDEMPOTENCY_HEADER]: 'learning-test-refund-1' });
    expect(approved.body, JSON.stringify(approved.body)).toMatchObject({ result: 'ok' });
    expect((await play(buyerOf.man!, second.id, 60, 10)).body).toMatchObject(refused);
    // the refund keeps the day paying: they paid that day all the same
    expect((await dashboard(today() - 13, today())).days).toEqual((await fromTables(PHONES.teacher, today() - 13, today())).days);
    // out of range figures
    expect((await post(P.devPlay, { buyer_id: buyerOf.man, product_kind: 'course', product_id: course.id, seconds: 60, progress: 101 })).body).toMatchObject({ result: 'fail', code: 40000, message: expect.stringContaining('progress') });
    expect((await post(P.devPlay, { buyer_id: buyerOf.man, product_kind: 'book', product_id: course.id, seconds: 60, progress: 1 })).body).toMatchObject({ result: 'fail', code: 40000, message: expect.stringContaining('product_kind') });
  });

  it("lists a student's courses with their progress, zeros for what they never played", async () => {
    const rows = await courses(buyerOf.autumn!);
    expect(rows.map((c) => c.title).sort()).toEqual(['人像布光', '夜景长曝光']);
    expect(rows.find((c) => c.product_id === course.id)).toMatchObject({ product_kind: 'course', progress: 0, seconds_played: 0, plays_n: 0, last_played_at: null });
    expect(rows.find((c) => c.product_id === second.id)).toMatchObject({ progress: 100, seconds_played: 600, plays_n: 1 });
    // 小满's refunded course is not theirs any more
    expect((await courses(buyerOf.man!)).map((c) => c.title)).toEqual(['夜景长曝光']);
    const page = await get<never>(P.progress, { id: buyerOf.autumn!, page: 2, pageSize: 1 });
    expect(page.body).toMatchObject({ result: 'ok', totalCount: 2 });
    expect((page.body.rows as StudentCourse[]).length).toBe(1);
  });

  it('seeds plays for the demo students', async () => {
    const [student] = await queryTestDatabase<{ buyer_id: number }>(
      server.dataDir,
      "select s.buyer_id from owner_buyers s join buyers b on b.id = s.buyer_id where s.owner_id = ? and b.phone = '13700000001'",
      [await ownerId(PHONES.teacher)],
    );
    const rows = await courses(Number(student!.buyer_id));
    expect(rows.some((c) => c.progress > 0 && c.seconds_played > 0 && c.last_played_at !== null)).toBe(true);
    const report = await dashboard(today() - 29, today());
    expect(report.totals.active).toBeGreaterThanOrEqual(8);
  });

  it("keeps students to their teacher: another teacher's student answers 404, their dashboard counts only theirs", async () => {
    expect((await get(P.progress, { id: buyerOf.man! }, other)).body).toMatchObject({ result: 'fail', code: 40400, message: '学员不存在' });
    expect((await get(P.progress, { id: 99_999_999 })).body).toMatchObject({ result: 'fail', code: 40400, message: '学员不存在' });
    // the other teacher has one student, 秋叶, new, active and paying today
    const theirs = await dashboard(today() - 6, today(), other);
    expect(theirs.students).toBe(1);
    expect(theirs.totals).toEqual({ new: 1, active: 1, paying: 1 });
    expect(theirs.days.at(-1)).toEqual({ date: dayLabel(today()), new: 1, active: 1, paying: 1 });
    expect(theirs.change).toEqual({ new: null, active: null, paying: null });
  });

  it('lets a staff account in with the 用户 module only', async () => {
    expect((await get(P.dashboard, { from: dayLabel(today()), to: dayLabel(today()) }, staff)).status).toBe(403);
    expect((await get(P.progress, { id: buyerOf.man! }, staff)).status).toBe(403);
    await grantModules(server.dataDir, PHONES.staff, ['user']);
    expect((await dashboard(today(), today(), staff)).days).toEqual((await dashboard(today(), today())).days);
    expect(await courses(buyerOf.man!, staff)).toEqual(await courses(buyerOf.man!));
  });
});
