import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chinaDayRange } from '@shared/planet-programs/rules.ts';
import { PUNCHCARD_PATHS, SPECIAL_PATHS } from '@shared/planet-programs/paths.ts';
import type { PunchCard, PunchDayCount, PunchPlan, PunchPlanInput, Special, SpecialInput } from '@shared/planet-programs/types.ts';
import { call } from '@server/test-support/http.ts';
import { DAY, notFound, SENSITIVE, startHarness, type Harness } from './test-harness.ts';

describe('punch-card plans and their cards (spec §3 "Punch-card plan")', () => {
  let h: Harness;
  let plan: PunchPlanInput;
  beforeAll(async () => {
    h = await startHarness();
    const [start, end] = chinaDayRange('2026-01-06', '2026-01-26');
    plan = { title: '21 天早起写作', content: '每天 6 点到 8 点之间打卡', punchcard_daily_limit: 2, punchcard_time_limit: '06:00-08:00', start_at: start, end_at: end };
  });
  afterAll(() => h?.close());

  const plans = async (query: Record<string, number> = {}, token = h.teacher, planetId = h.planetId) =>
    (await h.get(PUNCHCARD_PATHS.findList, { planet_id: planetId, pageSize: 50, ...query }, token)).body;
  const detail = async (id: number) => (await h.get<PunchPlan>(PUNCHCARD_PATHS.detail, { planet_id: h.planetId, id })).body.data!;

  it('lists the seeded plans, one running and one ended, with their card counts', async () => {
    const answer = await plans();
    const rows = answer.rows as PunchPlan[];
    expect(answer.totalCount).toBe(2);
    expect(rows.map((row) => [row.title, row.status])).toEqual([['21 天晨写打卡', 1], ['寒假共读《文心》', 2]]);
    expect(rows[0]).toMatchObject({ punchcard_daily_limit: 1, punchcard_time_limit: '05:00-12:00', card_count: 10 });
    expect(rows[1]!.card_count).toBe(5);
    expect(((await plans({ status: 2 })).rows as PunchPlan[]).map((row) => row.title)).toEqual(['寒假共读《文心》']);
    expect((await plans({ status: 0 })).totalCount).toBe(0);
  });

  it('creates a plan with its limits and dates, shows it not started, then running as time passes, and updates it', async () => {
    const created = await h.post<{ id: number }>(PUNCHCARD_PATHS.create, { planet_id: h.planetId, ...plan });
    expect(created.body.result).toBe('ok');
    const id = created.body.data!.id;
    expect(await detail(id)).toMatchObject({ ...plan, id, planet_id: h.planetId, status: 0, card_count: 0, member_count: 0 });
    expect(((await plans({ status: 0 })).rows as PunchPlan[]).map((row) => row.id)).toEqual([id]);

    const updated = await h.post<PunchPlan>(PUNCHCARD_PATHS.update, { planet_id: h.planetId, id, ...plan, title: '21 天早起写作（第二期）', punchcard_time_limit: '' });
    expect(updated.body.data).toMatchObject({ title: '21 天早起写作（第二期）', punchcard_time_limit: '', punchcard_daily_limit: 2 });
    h.clock.advance(DAY);
    expect((await detail(id)).status).toBe(1);
    h.clock.advance(-DAY);
  });

  it('refuses bad plans with a clear message and stores nothing', async () => {
    const before = (await plans()).totalCount;
    const refused = async (changes: Record<string, unknown>, message: string | RegExp) => {
      const reply = await h.post(PUNCHCARD_PATHS.create, { planet_id: h.planetId, ...plan, ...changes });
      expect(reply.status).toBe(400);
      expect(reply.body.message).toMatch(message);
    };
    await refused({ title: '  ' }, '请输入打卡计划名称');
    await refused({ punchcard_daily_limit: 0 }, '参数错误：punchcard_daily_limit 必须是 1 到 10 之间的整数（每人每天最多打卡次数）');
    await refused({ punchcard_daily_limit: 11 }, /punchcard_daily_limit/);
    await refused({ punchcard_time_limit: '08:00-06:00' }, '打卡时段格式应为 HH:MM-HH:MM，且开始早于结束');
    await refused({ punchcard_time_limit: 'morning' }, /打卡时段/);
    await refused({ start_at: plan.end_at }, '开始时间必须早于结束时间');
    await refused({ start_at: plan.start_at - 40 * DAY, end_at: plan.start_at - 20 * DAY }, '结束时间不能早于当前时间');
    await refused({ end_at: undefined }, '参数错误：缺少必填字段 end_at');
    await refused({ extra: 1 }, '参数错误：不支持的字段 extra');
    expect((await plans()).totalCount).toBe(before);
  });

  it('answers -1 "操作失败，内容包含敏感词" on create and update, and keeps the plan as it was', async () => {
    const before = (await plans()).totalCount;
    expect((await h.post(PUNCHCARD_PATHS.create, { planet_id: h.planetId, ...plan, title: '赌博打卡' })).body).toEqual(SENSITIVE);
    expect((await h.post(PUNCHCARD_PATHS.create, { planet_id: h.planetId, ...plan, content: '提供代考' })).body).toEqual(SENSITIVE);
    expect((await plans()).totalCount).toBe(before);
    const id = ((await plans()).rows as PunchPlan[])[0]!.id;
    const stored = await detail(id);
    expect((await h.post(PUNCHCARD_PATHS.update, { planet_id: h.planetId, id, ...plan, content: '赌博' })).body).toEqual(SENSITIVE);
    expect(await detail(id)).toEqual(stored);
  });

  it("lists a plan's cards newest first with member, day and text, page by page, with counts per day and a day filter", async () => {
    const running = ((await plans({ status: 1 })).rows as PunchPlan[])[0]!;
    const first = (await h.get(PUNCHCARD_PATHS.cardList, { planet_id: h.planetId, plan_id: running.id, page: 1, pageSize: 4 })).body;
    const second = (await h.get(PUNCHCARD_PATHS.cardList, { planet_id: h.planetId, plan_id: running.id, page: 3, pageSize: 4 })).body;
    expect(first.totalCount).toBe(10);
    expect(first.rows).toHaveLength(4);
    expect(second.rows).toHaveLength(2);
    const cards = first.rows as PunchCard[];
    expect(cards[0]).toMatchObject({ plan_id: running.id, member_name: expect.any(String), text: expect.any(String), day: expect.stringMatching(/^2026-01-0\d$/) });
    expect(cards.map((card) => card.created_at)).toEqual([...cards.map((card) => card.created_at)].sort((a, b) => b - a));
    const data = first.data as { plan: PunchPlan; days: PunchDayCount[] };
    expect(data.plan).toMatchObject({ id: running.id, title: '21 天晨写打卡' });
    expect(data.days.reduce((sum, day) => sum + day.count, 0)).toBe(10);
    expect(data.days[0]).toEqual({ day: '2026-01-04', count: 2 });
    const oneDay = (await h.get(PUNCHCARD_PATHS.cardList, { planet_id: h.planetId, plan_id: running.id, day: '2026-01-04' })).body;
    expect(oneDay.totalCount).toBe(2);
    expect((oneDay.rows as PunchCard[]).every((card) => card.day === '2026-01-04')).toBe(true);
    expect((await h.get(PUNCHCARD_PATHS.cardList, { planet_id: h.planetId, plan_id: running.id, day: '4 Jan' })).status).toBe(400);
    expect((await h.get(PUNCHCARD_PATHS.cardList, { planet_id: h.planetId, plan_id: running.id, pageSize: 101 })).status).toBe(400);
  });

  it("another teacher's planet and plans do not exist for the caller, and stay unchanged", async () => {
    const mine = ((await plans()).rows as PunchPlan[])[0]!;
    const planet = notFound('星球不存在');
    const missing = notFound('打卡计划不存在');
    expect((await plans({}, h.other)) ).toEqual(planet);
    expect((await h.post(PUNCHCARD_PATHS.create, { planet_id: h.planetId, ...plan }, h.other)).body).toEqual(planet);
    // naming their own planet does not reach a plan of mine
    const theirs = { planet_id: h.otherPlanetId, id: mine.id };
    expect((await h.get(PUNCHCARD_PATHS.detail, theirs, h.other)).body).toEqual(missing);
    expect((await h.post(PUNCHCARD_PATHS.update, { ...theirs, ...plan }, h.other)).body).toEqual(missing);
    expect((await h.post(PUNCHCARD_PATHS.delete, theirs, h.other)).body).toEqual(missing);
    expect((await h.get(PUNCHCARD_PATHS.cardList, { planet_id: h.otherPlanetId, plan_id: mine.id }, h.other)).body).toEqual(missing);
    expect((await h.get(PUNCHCARD_PATHS.detail, { planet_id: h.planetId, id: mine.id }, h.other)).body).toEqual(planet);
    expect(await detail(mine.id)).toEqual(mine);
    expect((await call(h.server.baseUrl, 'GET', PUNCHCARD_PATHS.findList, { query: { planet_id: h.planetId } })).status).toBe(401);
  });

  it('deletes a plan with its cards; a plan a special runs on is kept until the special lets go', async () => {
    const ended = ((await plans({ status: 2 })).rows as PunchPlan[])[0]!;
    expect((await h.post(PUNCHCARD_PATHS.delete, { planet_id: h.planetId, id: ended.id })).body).toEqual({ result: 'ok' });
    expect((await h.get(PUNCHCARD_PATHS.detail, { planet_id: h.planetId, id: ended.id })).body).toEqual(notFound('打卡计划不存在'));
    expect((await h.get(PUNCHCARD_PATHS.cardList, { planet_id: h.planetId, plan_id: ended.id })).status).toBe(404);

    const running = ((await plans({ status: 1 })).rows as PunchPlan[])[0]!;
    const linked = await h.post(PUNCHCARD_PATHS.delete, { planet_id: h.planetId, id: running.id });
    expect(linked.status).toBe(409);
    expect(linked.body.message).toBe('专题“21 天晨写挑战”关联了这个打卡计划，请先修改或删除该专题');
    expect((await detail(running.id)).card_count).toBe(10);
  });
});

describe('specials (spec §3 "Planet special")', () => {
  let h: Harness;
  let special: SpecialInput;
  let runningPlanId: number;
  beforeAll(async () => {
    h = await startHarness();
    runningPlanId = ((await h.get(PUNCHCARD_PATHS.findList, { planet_id: h.planetId, status: 1 })).body.rows as PunchPlan[])[0]!.id;
    special = { type: 2, price: 2990, anonymous: 0, title: '寒假写作挑战', content: '全勤返现', time_range: 30, ended_type: 2, ended_at: h.clock.seconds() + 30 * DAY, show_type: 2, plan_id: runningPlanId };
  });
  afterAll(() => h?.close());

  const list = async (query: Record<string, number> = {}) => (await h.get(SPECIAL_PATHS.findList, { planet_id: h.planetId, pageSize: 50, ...query })).body;
  const detail = async (id: number) => (await h.get<Special>(SPECIAL_PATHS.detail, { planet_id: h.planetId, id })).body.data!;
  const create = async (changes: Partial<SpecialInput> = {}) => h.post<{ id: number }>(SPECIAL_PATHS.create, { planet_id: h.planetId, ...special, ...changes });

  it('lists the seeded specials, the challenge with its plan', async () => {
    const rows = (await list()).rows as Special[];
    expect(rows.map((row) => [row.title, row.type, row.plan_title])).toEqual([['21 天晨写挑战', 2, '21 天晨写打卡'], ['写作一对一答疑', 1, '']]);
    expect(((await list({ type: 1 })).rows as Special[]).map((row) => row.title)).toEqual(['写作一对一答疑']);
  });

  it('creates a challenge on a plan with every field, updates it to paid content (which keeps no plan and no end)', async () => {
    const id = (await create()).body.data!.id;
    expect(await detail(id)).toMatchObject({ ...special, id, planet_id: h.planetId, plan_title: '21 天晨写打卡' });
    const updated = await h.post<Special>(SPECIAL_PATHS.update, { planet_id: h.planetId, id, ...special, type: 3, price: 990, ended_type: 1, show_type: 1, anonymous: 1 });
    expect(updated.body.data).toMatchObject({ type: 3, price: 990, plan_id: 0, plan_title: '', ended_type: 1, ended_at: 0, show_type: 1, anonymous: 1 });
    expect(await detail(id)).toEqual(updated.body.data);
  });

  it('refuses bad specials with a clear message and stores nothing', async () => {
    const before = (await list()).totalCount;
    const refused = async (changes: Record<string, unknown>, message: string | RegExp) => {
      const reply = await create(changes as Partial<SpecialInput>);
      expect(reply.status).toBe(400);
      expect(reply.body.message).toMatch(message);
    };
    await refused({ title: '' }, '请输入专题名称');
    await refused({ type: 4 }, '参数错误：type 必须是 1（付费提问）、2（打卡挑战）或 3（付费内容）');
    await refused({ plan_id: 0 }, '打卡挑战需要关联一个打卡计划');
    await refused({ plan_id: runningPlanId + 1000 }, '关联的打卡计划不存在，请重新选择');
    await refused({ type: 1, price: 0 }, '付费提问和付费内容的价格必须大于 0');
    await refused({ price: 19.9 }, /price/);
    await refused({ ended_at: 0 }, '请选择专题的结束时间');
    await refused({ ended_at: h.clock.seconds() - 60 }, '结束时间必须晚于当前时间');
    await refused({ show_type: 3 }, /show_type/);
    await refused({ time_range: -1 }, /time_range/);
    expect((await list()).totalCount).toBe(before);
  });

  it("refuses a plan of another teacher's planet", async () => {
    const theirPlan = ((await h.get(PUNCHCARD_PATHS.findList, { planet_id: h.otherPlanetId }, h.other)).body.rows as PunchPlan[])[0]!.id;
    expect((await create({ plan_id: theirPlan })).body.message).toBe('关联的打卡计划不存在，请重新选择');
  });

  it('answers -1 "操作失败，内容包含敏感词" on create and update', async () => {
    const before = (await list()).totalCount;
    expect((await create({ title: '赌博挑战' })).body).toEqual(SENSITIVE);
    expect((await create({ content: '包代考' })).body).toEqual(SENSITIVE);
    expect((await list()).totalCount).toBe(before);
    const id = (await create()).body.data!.id;
    expect((await h.post(SPECIAL_PATHS.update, { planet_id: h.planetId, id, ...special, content: '赌博' })).body).toEqual(SENSITIVE);
    expect((await detail(id)).content).toBe(special.content);
  });

  it('pages the list', async () => {
    const total = (await list()).totalCount!;
    const first = (await h.get(SPECIAL_PATHS.findList, { planet_id: h.planetId, page: 1, pageSize: 2 })).body;
    const last = (await h.get(SPECIAL_PATHS.findList, { planet_id: h.planetId, page: Math.ceil(total / 2), pageSize: 2 })).body;
    expect(first.rows).toHaveLength(2);
    expect(last.rows).toHaveLength(total % 2 || 2);
    expect((last.rows as Special[]).map((row) => row.id)).not.toContain((first.rows as Special[])[0]!.id);
  });

  it("another teacher's specials do not exist for the caller, and stay unchanged; delete removes one", async () => {
    const mine = ((await list()).rows as Special[])[0]!;
    const theirs = { planet_id: h.otherPlanetId, id: mine.id };
    const missing = notFound('专题不存在');
    expect((await h.get(SPECIAL_PATHS.findList, { planet_id: h.planetId }, h.other)).body).toEqual(notFound('星球不存在'));
    expect((await h.get(SPECIAL_PATHS.detail, theirs, h.other)).body).toEqual(missing);
    expect((await h.post(SPECIAL_PATHS.update, { ...theirs, ...special }, h.other)).body).toEqual(missing);
    expect((await h.post(SPECIAL_PATHS.delete, theirs, h.other)).body).toEqual(missing);
    expect(await detail(mine.id)).toEqual(mine);

    expect((await h.post(SPECIAL_PATHS.delete, { planet_id: h.planetId, id: mine.id })).body).toEqual({ result: 'ok' });
    expect((await h.get(SPECIAL_PATHS.detail, { planet_id: h.planetId, id: mine.id })).body).toEqual(missing);
  });
});
