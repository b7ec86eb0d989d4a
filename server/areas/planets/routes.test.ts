import { COURSE_PATHS } from '@shared/courses/paths.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MATERIAL_PATHS } from '@shared/materials/paths.ts';
import type { Material } from '@shared/materials/types.ts';
import type { Course } from '@shared/courses/content-items.ts';
import { PLANET_CLASSES } from '@shared/planets/classes.ts';
import { PLANET_PATHS } from '@shared/planets/paths.ts';
import { DEFAULT_PLANET_SETTINGS } from '@shared/planets/rules.ts';
import type { Planet, PlanetInput } from '@shared/planets/types.ts';
import { testClock } from '@server/test-support/clock.ts';
import { call, login, PHONES } from '@server/test-support/http.ts';
import { upload, uploadMedia } from '@server/areas/materials/test-support.ts';
import { png, wav } from '@server/test-support/media-files.ts';
import { startServer, type TestServer } from '@server/test-support/start-server.ts';

const AUDIT_SECONDS = 60;
const SENSITIVE = { result: 'fail', code: -1, message: '操作失败，内容包含敏感词' };

describe('planet calls', () => {
  let server: TestServer;
  let teacher: string;
  let other: string;
  let pictureId: number;
  let courseId: number;
  const clock = testClock();
  const previousDevRoutes = process.env.LECTERN_DEV_ROUTES;

  const post = <T = unknown>(path: string, json: unknown, token = teacher) => call<T>(server.baseUrl, 'POST', path, { token, json });
  const get = <T = unknown>(path: string, token = teacher, query: Record<string, string | number> = {}) => call<T>(server.baseUrl, 'GET', path, { token, query });
  const show = async (id: number, token = teacher) => (await get<Planet>(PLANET_PATHS.show(id), token)).body.data!;
  const listIds = async (token = teacher, query: Record<string, string | number> = {}) =>
    ((await get(PLANET_PATHS.findList, token, { pageSize: 50, ...query })).body.rows as Planet[]).map((planet) => planet.id);

  let input: PlanetInput;
  async function create(changes: Partial<PlanetInput> = {}): Promise<number> {
    const reply = await post<{ id: number }>(PLANET_PATHS.create, { ...input, ...changes });
    expect(reply.body).toMatchObject({ result: 'ok' });
    return reply.body.data!.id;
  }

  beforeAll(async () => {
    process.env.LECTERN_DEV_ROUTES = '1';
    server = await startServer({ now: clock.now, accessTokenTtl: 86_400 * 365, planets: { auditSeconds: AUDIT_SECONDS, sensitiveWords: ['赌博', '代考'] } });
    teacher = (await login(server.baseUrl, PHONES.teacher)).token.id;
    other = (await login(server.baseUrl, PHONES.planet)).token.id;
    pictureId = ((await upload<Material>(server.baseUrl, teacher, 'picture', '星球封面.png', png(80, 45))).body.data as Material).id;
    const audio = await uploadMedia(server.baseUrl, teacher, 'audio', '开营导读.wav', wav(1));
    expect(audio.status).toBe(2);
    const rows = (await get(MATERIAL_PATHS.findSources('audio'))).body.rows as Material[];
    const source = rows.find((row) => row.file_name === '开营导读.wav')!;
    const batch = await post<never>(COURSE_PATHS.batchCreate, { type: 'audio', items: [{ source_id: source.id, title: '开营导读' }] });
    courseId = (batch.body.rows as Course[])[0]!.id;
    input = {
      title: '每日写作打卡',
      backgrounds: [pictureId],
      introduce: '每天写 300 字，老师逐篇点评。',
      price: 19_900,
      time_mode: 1,
      time_unit: 'year',
      time_value: 1,
      description: '适合想坚持写作的新手。\n每周一篇范文拆解。',
      first_class: 1,
      second_class: 101,
      has_homepage: 1,
      homepage_id: courseId,
    };
  });
  afterAll(async () => {
    await server.close();
    if (previousDevRoutes === undefined) delete process.env.LECTERN_DEV_ROUTES;
    else process.env.LECTERN_DEV_ROUTES = previousDevRoutes;
  });

  it('creates a draft with every field, shows it with a signed background and the default settings, and lists it first', async () => {
    const id = await create();
    const planet = await show(id);
    expect(planet).toMatchObject({ ...input, id, backgrounds: [{ id: pictureId }], audit_status: 0, audit_reason: '', status: 1, member_count: 0 });
    expect(planet.settings).toEqual(DEFAULT_PLANET_SETTINGS);
    // the background is a use of the picture: the library asks again before deleting it
    const uses = await get(MATERIAL_PATHS.findUses, teacher, { ids: pictureId });
    expect(uses.body.rows).toEqual([{ id: pictureId, uses: { planet: 1 } }]);
    const picture = await fetch(new URL(planet.backgrounds[0]!.url, server.baseUrl));
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/png');
    expect((await listIds())[0]).toBe(id);
  });

  it('a permanent planet without a home page keeps no term and no course', async () => {
    const id = await create({ time_mode: 2, time_unit: 'day', time_value: 30, has_homepage: 0, homepage_id: courseId, price: 0 });
    expect(await show(id)).toMatchObject({ time_mode: 2, time_unit: 'year', time_value: 1, has_homepage: 0, homepage_id: 0, price: 0 });
  });

  it('refuses bad input with a message that names the problem, and stores nothing', async () => {
    const before = (await listIds()).length;
    const refused = async (changes: Record<string, unknown>, message: string | RegExp) => {
      const reply = await post(PLANET_PATHS.create, { ...input, ...changes });
      expect(reply.status).toBe(400);
      expect(reply.body.result).toBe('fail');
      expect(reply.body.message).toMatch(message);
    };
    await refused({ title: '   ' }, '参数错误：title 不能为空');
    await refused({ title: '星'.repeat(31) }, '参数错误：title 长度不能超过 30 个字符');
    await refused({ introduce: '介'.repeat(201) }, '参数错误：introduce 长度不能超过 200 个字符');
    await refused({ backgrounds: [] }, '请至少选择一张背景图');
    await refused({ backgrounds: [pictureId + 1000] }, '背景图不存在，请重新选择图片素材');
    await refused({ first_class: 1, second_class: 201 }, '请选择有效的星球分类');
    await refused({ homepage_id: courseId + 1000 }, '主页课程不存在，请重新选择');
    await refused({ price: 19.9 }, /price/);
    await refused({ price: -1 }, /price/);
    await refused({ time_value: 0 }, /time_value/);
    await refused({ time_unit: 'week' }, /time_unit/);
    expect((await listIds()).length).toBe(before);
  });

  it('answers -1 "操作失败，内容包含敏感词" for a listed word in title, introduce or description, on create and update', async () => {
    const before = (await listIds()).length;
    for (const field of ['title', 'introduce', 'description'] as const) {
      const reply = await post(PLANET_PATHS.create, { ...input, [field]: `${input[field]}（赌 博）` });
      expect(reply.body).toEqual(SENSITIVE);
    }
    // a word the server's settings added to the default list
    expect((await post(PLANET_PATHS.create, { ...input, introduce: '提供代考服务' })).body).toEqual(SENSITIVE);
    expect((await listIds()).length).toBe(before);

    const id = await create();
    expect((await post(PLANET_PATHS.update, { ...input, id, title: '赌博技巧交流' })).body).toEqual(SENSITIVE);
    expect((await show(id)).title).toBe(input.title);
  });

  it('review: draft → under review (no edits, no second submit) → approved by the embedded reviewer after its delay', async () => {
    const id = await create();
    const submitted = await post<Planet>(PLANET_PATHS.startAudit, { id });
    expect(submitted.body.data).toMatchObject({ id, audit_status: 1 });
    expect((await post(PLANET_PATHS.startAudit, { id })).body).toMatchObject({ result: 'fail', message: '只有草稿状态的星球可以提交审核' });
    const edit = await post(PLANET_PATHS.update, { ...input, id, title: '改个名字' });
    expect(edit.status).toBe(409);
    expect(edit.body.message).toBe('星球审核中，暂不能修改');
    expect((await post(PLANET_PATHS.retryAudit, { id })).body.message).toBe('只有审核未通过的星球可以重新提交');

    clock.advance(AUDIT_SECONDS - 1);
    expect((await show(id)).audit_status).toBe(1);
    clock.advance(1);
    expect((await show(id)).audit_status).toBe(2);
    expect(await listIds(teacher, { audit_status: 2 })).toContain(id);
    // an approved planet can be edited and stays approved
    const edited = await post<Planet>(PLANET_PATHS.update, { ...input, id, title: '每日写作打卡（第二期）' });
    expect(edited.body.data).toMatchObject({ title: '每日写作打卡（第二期）', audit_status: 2 });
  });

  it('review: rejected with a reason, edited, sent again with retryAudit, approved', async () => {
    const id = await create();
    await post(PLANET_PATHS.startAudit, { id });
    expect((await post(PLANET_PATHS.auditResult, { id, approve: false })).body.message).toBe('参数错误：驳回时 reason 不能为空');
    const rejected = await post<Planet>(PLANET_PATHS.auditResult, { id, approve: false, reason: '背景图与星球主题不符' });
    expect(rejected.body.data).toMatchObject({ audit_status: 3, audit_reason: '背景图与星球主题不符' });
    clock.advance(AUDIT_SECONDS * 2);
    expect(await show(id)).toMatchObject({ audit_status: 3, audit_reason: '背景图与星球主题不符' });
    expect((await post(PLANET_PATHS.startAudit, { id })).status).toBe(409);

    expect((await post(PLANET_PATHS.update, { ...input, id, introduce: '换了一张更贴切的背景图。' })).body.result).toBe('ok');
    const again = await post<Planet>(PLANET_PATHS.retryAudit, { id });
    expect(again.body.data).toMatchObject({ audit_status: 1, audit_reason: '' });
    expect((await post<Planet>(PLANET_PATHS.auditResult, { id, approve: true })).body.data).toMatchObject({ audit_status: 2 });
  });

  it('switches settings one by one and refuses unknown ones', async () => {
    const id = await create();
    const changed = await post(PLANET_PATHS.updateSettings, { id, settings: { free_ask: 0, ban_join: 1 } });
    expect(changed.body.data).toEqual({ ...DEFAULT_PLANET_SETTINGS, free_ask: 0, ban_join: 1 });
    expect((await show(id)).settings).toEqual({ ...DEFAULT_PLANET_SETTINGS, free_ask: 0, ban_join: 1 });
    expect((await post(PLANET_PATHS.updateSettings, { id, settings: { open_member_list: 0 } })).body.data).toMatchObject({ free_ask: 0, ban_join: 1, open_member_list: 0 });
    expect((await post(PLANET_PATHS.updateSettings, { id, settings: { free_ask: 2 } })).status).toBe(400);
    expect((await post(PLANET_PATHS.updateSettings, { id, settings: { fly: 1 } })).status).toBe(400);
    expect((await post(PLANET_PATHS.updateSettings, { id, settings: {} })).status).toBe(400);
  });

  it("another teacher's planets do not exist for the caller: show, update, review, settings and the list", async () => {
    const id = await create();
    const notFound = { result: 'fail', code: 40400, message: '星球不存在' };
    expect((await get(PLANET_PATHS.show(id), other)).body).toEqual(notFound);
    expect((await post(PLANET_PATHS.update, { ...input, id }, other)).body).toEqual(notFound);
    expect((await post(PLANET_PATHS.startAudit, { id }, other)).body).toEqual(notFound);
    expect((await post(PLANET_PATHS.updateSettings, { id, settings: { free_ask: 0 } }, other)).body).toEqual(notFound);
    expect(await listIds(other)).not.toContain(id);
    // nor can another teacher file the caller's picture or course under a planet of theirs
    const foreign = await post(PLANET_PATHS.create, { ...input, has_homepage: 0 }, other);
    expect(foreign.body.message).toBe('背景图不存在，请重新选择图片素材');
    expect((await show(id)).audit_status).toBe(0);
  });

  it('lists page by page with a keyword and answers without a session as every call does', async () => {
    const first = (await get(PLANET_PATHS.findList, teacher, { page: 1, pageSize: 2 })).body;
    const second = (await get(PLANET_PATHS.findList, teacher, { page: 2, pageSize: 2 })).body;
    expect(first.rows).toHaveLength(2);
    expect(first.totalCount).toBe(second.totalCount);
    expect((second.rows as Planet[]).map((planet) => planet.id)).not.toContain((first.rows as Planet[])[0]!.id);
    const found = (await get(PLANET_PATHS.findList, teacher, { keyword: '第二期' })).body.rows as Planet[];
    expect(found.map((planet) => planet.title)).toEqual(['每日写作打卡（第二期）']);
    expect((await call(server.baseUrl, 'GET', PLANET_PATHS.findList)).status).toBe(401);
  });

  it('serves the planet classes, and the seeded planet is live and filed', async () => {
    expect((await get(PLANET_PATHS.classes)).body.data).toEqual(PLANET_CLASSES);
    const planets = (await get(PLANET_PATHS.findList, other)).body.rows as Planet[];
    expect(planets).toEqual([expect.objectContaining({ title: '周老师的摄影会员星球', audit_status: 2, first_class: 3, second_class: 302 })]);
    expect(planets[0]!.member_count).toBeGreaterThan(0);
  });
});
