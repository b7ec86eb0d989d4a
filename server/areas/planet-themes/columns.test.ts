import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLANET_PATHS } from '@shared/planets/paths.ts';
import { COLUMN_PATHS, THEME_PATHS } from '@shared/planet-themes/paths.ts';
import type { PlanetColumn, PlanetTheme } from '@shared/planet-themes/types.ts';
import type { Planet } from '@shared/planets/types.ts';
import { call, login, PHONES } from '@server/test-support/http.ts';
import { startServer, type TestServer } from '@server/test-support/start-server.ts';

const SENSITIVE = { result: 'fail', code: -1, message: '操作失败，内容包含敏感词' };

describe('planet column calls', () => {
  let server: TestServer;
  let teacher: string;
  let other: string;
  let planetId: number;
  let otherPlanetId: number;

  const post = <T = unknown>(path: string, json: unknown, token = teacher) => call<T>(server.baseUrl, 'POST', path, { token, json });
  const get = <T = unknown>(path: string, query: Record<string, string | number> = {}, token = teacher) => call<T>(server.baseUrl, 'GET', path, { token, query });
  const columns = async (query: Record<string, string | number> = {}) => (await get(COLUMN_PATHS.findList, { planet_id: planetId, ...query })).body.rows as PlanetColumn[];
  const relations = async (columnId: number, query: Record<string, string | number> = {}) => {
    const reply = await get(COLUMN_PATHS.relationList, { column_id: columnId, ...query });
    return { rows: reply.body.rows as PlanetTheme[], total: reply.body.totalCount! };
  };
  const themeIds = async (planet = planetId, token = teacher) =>
    ((await get(THEME_PATHS.findList, { planet_id: planet, pageSize: 50 }, token)).body.rows as PlanetTheme[]).map((theme) => theme.id);

  beforeAll(async () => {
    server = await startServer();
    teacher = (await login(server.baseUrl, PHONES.teacher)).token.id;
    other = (await login(server.baseUrl, PHONES.planet)).token.id;
    planetId = ((await get(PLANET_PATHS.findList, { pageSize: 50 })).body.rows as Planet[])[0]!.id;
    otherPlanetId = ((await get(PLANET_PATHS.findList, { pageSize: 50 }, other)).body.rows as Planet[])[0]!.id;
  });
  afterAll(async () => {
    await server?.close();
  });

  it('lists the two seeded columns with their theme counts, and their themes in order', async () => {
    const rows = await columns();
    expect(rows.map((row) => row.title).sort()).toEqual(['写作练习合集', '范文精读']);
    const practice = rows.find((row) => row.title === '写作练习合集')!;
    expect(practice.theme_count).toBe(3);
    const { rows: themes, total } = await relations(practice.id);
    expect(total).toBe(3);
    expect(themes[0]!.content).toContain('本周练习');
  });

  it('creates (published by default), renames, hides and filters by status', async () => {
    const created = (await post<PlanetColumn>(COLUMN_PATHS.create, { planet_id: planetId, title: ' 新专栏 ' })).body.data!;
    expect(created).toMatchObject({ title: '新专栏', status: 1, theme_count: 0, planet_id: planetId });
    const renamed = await post<PlanetColumn>(COLUMN_PATHS.update, { id: created.id, title: '改名专栏', status: 0 });
    expect(renamed.body.data).toMatchObject({ title: '改名专栏', status: 0 });
    expect((await columns({ status: 0 })).map((row) => row.id)).toContain(created.id);
    expect((await columns({ status: 1 })).map((row) => row.id)).not.toContain(created.id);
  });

  it('refuses empty, long and sensitive titles and stores nothing', async () => {
    const before = (await columns()).length;
    expect((await post(COLUMN_PATHS.create, { planet_id: planetId, title: '  ' })).body.message).toBe('参数错误：title 不能为空');
    expect((await post(COLUMN_PATHS.create, { planet_id: planetId, title: '专'.repeat(31) })).body.message).toBe('参数错误：title 长度不能超过 30 个字符');
    expect((await post(COLUMN_PATHS.create, { planet_id: planetId, title: '高利贷入门' })).body).toEqual(SENSITIVE);
    expect((await post(COLUMN_PATHS.create, { planet_id: planetId, title: 'x', status: 2 })).status).toBe(400);
    expect((await columns()).length).toBe(before);
  });

  it('relates themes once each, in order, unrelates them, and pages by 100 (spec §9)', async () => {
    const column = (await post<PlanetColumn>(COLUMN_PATHS.create, { planet_id: planetId, title: '精选' })).body.data!;
    const ids = (await themeIds()).slice(0, 4);
    expect((await post<PlanetColumn>(COLUMN_PATHS.relate, { column_id: column.id, theme_ids: [ids[2], ids[0]] })).body.data!.theme_count).toBe(2);
    expect((await post<PlanetColumn>(COLUMN_PATHS.relate, { column_id: column.id, theme_ids: [ids[0], ids[1]] })).body.data!.theme_count).toBe(3);
    expect((await relations(column.id)).rows.map((row) => row.id)).toEqual([ids[2], ids[0], ids[1]]);
    expect((await post<PlanetColumn>(COLUMN_PATHS.unrelate, { column_id: column.id, theme_ids: [ids[0]] })).body.data!.theme_count).toBe(2);
    expect((await relations(column.id)).rows.map((row) => row.id)).toEqual([ids[2], ids[1]]);
    expect((await get(COLUMN_PATHS.relationList, { column_id: column.id, pageSize: 101 })).status).toBe(400);
    // a theme of another planet cannot join
    const foreign = (await themeIds(otherPlanetId, other))[0]!;
    expect((await post(COLUMN_PATHS.relate, { column_id: column.id, theme_ids: [foreign] })).body.message).toBe('动态不存在，请重新选择');
    // deleting a theme takes it out of the column
    await post(THEME_PATHS.delete, { id: ids[1] });
    expect((await relations(column.id)).rows.map((row) => row.id)).toEqual([ids[2]]);
  });

  it('deletes a column; its themes stay', async () => {
    const column = (await post<PlanetColumn>(COLUMN_PATHS.create, { planet_id: planetId, title: '将删除' })).body.data!;
    const [first] = await themeIds();
    await post(COLUMN_PATHS.relate, { column_id: column.id, theme_ids: [first] });
    expect((await post(COLUMN_PATHS.delete, { id: column.id })).body).toEqual({ result: 'ok' });
    expect((await columns()).map((row) => row.id)).not.toContain(column.id);
    expect(await themeIds()).toContain(first);
    expect((await get(COLUMN_PATHS.relationList, { column_id: column.id })).status).toBe(404);
  });

  it("another teacher's planet and column answer 404 and stay unchanged", async () => {
    const [column] = await columns();
    expect((await get(COLUMN_PATHS.findList, { planet_id: planetId }, other)).body).toMatchObject({ result: 'fail', message: '星球不存在' });
    expect((await post(COLUMN_PATHS.create, { planet_id: planetId, title: '闯入' }, other)).status).toBe(404);
    expect((await post(COLUMN_PATHS.update, { id: column!.id, title: '闯入' }, other)).body).toMatchObject({ result: 'fail', message: '专栏不存在' });
    expect((await post(COLUMN_PATHS.delete, { id: column!.id }, other)).status).toBe(404);
    expect((await get(COLUMN_PATHS.relationList, { column_id: column!.id }, other)).status).toBe(404);
    expect((await post(COLUMN_PATHS.relate, { column_id: column!.id, theme_ids: [1] }, other)).status).toBe(404);
    expect((await post(COLUMN_PATHS.unrelate, { column_id: column!.id, theme_ids: [1] }, other)).status).toBe(404);
    expect((await columns()).find((row) => row.id === column!.id)).toEqual(column);
  });
});
