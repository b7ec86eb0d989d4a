import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MATERIAL_PATHS } from '@shared/materials/paths.ts';
import type { Material } from '@shared/materials/types.ts';
import { PLANET_PATHS } from '@shared/planets/paths.ts';
import { THEME_PATHS, TOPIC_PATHS } from '@shared/planet-themes/paths.ts';
import type { PlanetTheme, PlanetTopic, Toggled } from '@shared/planet-themes/types.ts';
import type { Planet } from '@shared/planets/types.ts';
import { call, login, PHONES } from '@server/test-support/http.ts';
import { upload, uploadMedia } from '@server/areas/materials/test-support.ts';
import { png, wav } from '@server/test-support/media-files.ts';
import { startServer, type TestServer } from '@server/test-support/start-server.ts';

const SENSITIVE = { result: 'fail', code: -1, message: '操作失败，内容包含敏感词' };

describe('planet theme and topic calls', () => {
  let server: TestServer;
  let teacher: string;
  let other: string;
  let planetId: number;
  let otherPlanetId: number;
  let pictureId: number;
  let audioId: number;

  const post = <T = unknown>(path: string, json: unknown, token = teacher) => call<T>(server.baseUrl, 'POST', path, { token, json });
  const get = <T = unknown>(path: string, query: Record<string, string | number> = {}, token = teacher) => call<T>(server.baseUrl, 'GET', path, { token, query });
  const feed = async (query: Record<string, string | number> = {}, token = teacher) => {
    const reply = await get(THEME_PATHS.findList, { planet_id: planetId, pageSize: 50, ...query }, token);
    expect(reply.body.result).toBe('ok');
    return { rows: reply.body.rows as PlanetTheme[], total: reply.body.totalCount! };
  };
  const topicList = async (id = planetId) => (await get(TOPIC_PATHS.list, { planet_id: id })).body.rows as PlanetTopic[];
  const createTheme = async (json: Record<string, unknown>) => {
    const reply = await post<PlanetTheme>(THEME_PATHS.create, { planet_id: planetId, ...json });
    expect(reply.body).toMatchObject({ result: 'ok' });
    return reply.body.data!;
  };
  const detail = async (id: number, token = teacher) => get<PlanetTheme>(THEME_PATHS.detail(id), {}, token);

  beforeAll(async () => {
    server = await startServer();
    teacher = (await login(server.baseUrl, PHONES.teacher)).token.id;
    other = (await login(server.baseUrl, PHONES.planet)).token.id;
    const mine = (await get(PLANET_PATHS.findList, { pageSize: 50 })).body.rows as Planet[];
    planetId = mine.find((planet) => planet.title === '林老师的写作星球')!.id;
    otherPlanetId = ((await get(PLANET_PATHS.findList, { pageSize: 50 }, other)).body.rows as Planet[])[0]!.id;
    pictureId = ((await upload<Material>(server.baseUrl, teacher, 'picture', '练习配图.png', png(60, 40))).body.data as Material).id;
    const audio = await uploadMedia(server.baseUrl, teacher, 'audio', '朗读.wav', wav(1));
    expect(audio.status).toBe(2);
    const audios = (await get(MATERIAL_PATHS.findSources('audio'))).body.rows as Material[] | undefined;
    audioId = audios?.find((row) => row.file_name === '朗读.wav')?.id ?? 0;
  });
  afterAll(async () => {
    await server?.close();
  });

  describe('themes', () => {
    it('lists the seeded feed: published only by default (spec §9 status 1), the top one first, newest next', async () => {
      const { rows, total } = await feed();
      expect(total).toBe(8);
      expect(rows.every((row) => row.status === 1)).toBe(true);
      expect(rows[0]).toMatchObject({ top: 1, author: { nickname: '林老师', role: 'owner' } });
      const rest = rows.slice(1).map((row) => row.created_at);
      expect(rest).toEqual([...rest].sort((a, b) => b - a));
      expect(rows.some((row) => row.highlight === 1 && row.author.nickname === '晨读的鱼')).toBe(true);
      const pending = await feed({ status: 2 });
      expect(pending.rows.map((row) => row.author.nickname)).toEqual(['北岛以北']);
    });

    it('creates with the default status 2, which the owner\'s post settles as published, with media, topics and author', async () => {
      const [topic] = await topicList();
      const theme = await createTheme({ content: '第一行\n第二行', media: [{ id: pictureId, source_type: 'picture' }], topic_ids: [topic!.id] });
      expect(theme).toMatchObject({ status: 1, top: 0, highlight: 0, content: '第一行\n第二行', topics: [{ id: topic!.id, name: topic!.name }], author: { nickname: '林老师', role: 'owner' } });
      expect(theme.media).toEqual([expect.objectContaining({ id: pictureId, source_type: 'picture', url: expect.stringContaining('/') })]);
      const image = await fetch(new URL(theme.media[0]!.url, server.baseUrl));
      expect(image.headers.get('content-type')).toBe('image/png');
      const { rows } = await feed();
      expect(rows[1]!.id).toBe(theme.id);
      expect((await detail(theme.id)).body.data).toMatchObject({ id: theme.id, planet_id: planetId });
    });

    it('keeps a post hidden (0) when asked, out of the default feed', async () => {
      const theme = await createTheme({ content: '草稿：先不发', status: 0 });
      expect(theme.status).toBe(0);
      expect((await feed()).rows.map((row) => row.id)).not.toContain(theme.id);
      expect((await feed({ status: 0 })).rows.map((row) => row.id)).toContain(theme.id);
    });

    it('the owner of a planet without an owner member row posts as a new owner member with their nickname', async () => {
      const created = await post<{ id: number }>(PLANET_PATHS.create, { title: '新开的星球', backgrounds: [pictureId], price: 0, time_mode: 2, first_class: 1, second_class: 101 });
      const fresh = created.body.data!.id;
      const first = await post<PlanetTheme>(THEME_PATHS.create, { planet_id: fresh, content: '第一条' });
      const second = await post<PlanetTheme>(THEME_PATHS.create, { planet_id: fresh, content: '第二条' });
      expect(first.body.data!.author).toMatchObject({ nickname: '林老师', role: 'owner' });
      expect(second.body.data!.user_id).toBe(first.body.data!.user_id);
      const { rows } = (await get<never>(THEME_PATHS.findList, { planet_id: fresh })).body as { rows: PlanetTheme[] };
      expect(rows.map((row) => row.content)).toEqual(['第二条', '第一条']);
    });

    it('update changes only what is sent; a blank content is cleared when media remain; status only 0 or 1', async () => {
      const theme = await createTheme({ content: '有图有字', media: [{ id: pictureId, source_type: 'picture' }] });
      const cleared = await post<PlanetTheme>(THEME_PATHS.update, { id: theme.id, content: ' ' });
      expect(cleared.body.data).toMatchObject({ content: '', media: [expect.objectContaining({ id: pictureId })] });
      expect((await post(THEME_PATHS.update, { id: theme.id, media: [] })).body.message).toBe('请填写内容或添加图片、音频、视频');
      expect((await post(THEME_PATHS.update, { id: theme.id, status: 2 })).status).toBe(400);
      expect((await post(THEME_PATHS.update, { id: theme.id })).status).toBe(400);
      const hidden = await post<PlanetTheme>(THEME_PATHS.update, { id: theme.id, status: 0 });
      expect(hidden.body.data).toMatchObject({ status: 0, content: '', top: 0 });
    });

    it('attaches audio too, in the given order', async () => {
      expect(audioId).toBeGreaterThan(0);
      const theme = await createTheme({ content: '带音频', media: [{ id: audioId, source_type: 'audio' }, { id: pictureId, source_type: 'picture' }] });
      expect(theme.media.map((item) => item.source_type)).toEqual(['audio', 'picture']);
    });

    it('refuses bad input with a message and stores nothing', async () => {
      const before = (await feed()).total;
      const refused = async (json: Record<string, unknown>, message: string | RegExp) => {
        const reply = await post(THEME_PATHS.create, { planet_id: planetId, ...json });
        expect(reply.status).toBe(400);
        expect(reply.body.message).toMatch(message);
      };
      await refused({ content: '   ' }, '请填写内容或添加图片、音频、视频');
      await refused({ content: '字'.repeat(10_001) }, '参数错误：content 长度不能超过 10000 个字符');
      await refused({ content: '图', media: [{ id: pictureId, source_type: 'video' }] }, '素材不存在');
      await refused({ content: '图', media: [{ id: pictureId + 9999, source_type: 'picture' }] }, '素材不存在');
      await refused({ content: '图', media: [{ id: pictureId, source_type: 'document' }] }, /media/);
      await refused({ content: 'x', status: 3 }, /status/);
      await refused({ content: 'x', top: 2 }, /top/);
      await refused({ content: 'x', extra: 1 }, '参数错误：不支持的字段 extra');
      expect((await get(TOPIC_PATHS.list, { planet_id: otherPlanetId })).status).toBe(404);
      const foreignTopics = (await get(TOPIC_PATHS.list, { planet_id: otherPlanetId }, other)).body.rows as PlanetTopic[];
      await refused({ content: 'x', topic_ids: [foreignTopics[0]!.id] }, '话题不存在，请重新选择');
      expect((await feed()).total).toBe(before);
      expect((await get(THEME_PATHS.findList)).body.message).toBe('参数错误：缺少必填字段 planet_id');
      expect((await get(THEME_PATHS.findList, { planet_id: planetId, pageSize: 51 })).body.message).toBe('参数错误：pageSize 必须是 1 到 50 之间的整数');
      expect((await get(THEME_PATHS.findList, { planet_id: planetId, status: 5 })).status).toBe(400);
      expect((await get(THEME_PATHS.detail(0))).status).toBe(400);
    });

    it('answers -1 "操作失败，内容包含敏感词" on create and update and keeps the old text', async () => {
      const before = (await feed()).total;
      expect((await post(THEME_PATHS.create, { planet_id: planetId, content: '欢迎来玩网络赌 场' })).body).toEqual(SENSITIVE);
      expect((await feed()).total).toBe(before);
      const theme = await createTheme({ content: '干净的内容' });
      expect((await post(THEME_PATHS.update, { id: theme.id, content: '这里卖冰毒' })).body).toEqual(SENSITIVE);
      expect((await detail(theme.id)).body.data!.content).toBe('干净的内容');
    });

    it('tops and highlights through update; the newest topped first; filters by top, highlight, topic and keyword', async () => {
      const a = await createTheme({ content: '置顶甲' });
      const b = await createTheme({ content: '置顶乙' });
      expect((await post<PlanetTheme>(THEME_PATHS.update, { id: a.id, top: 1 })).body.data).toMatchObject({ top: 1 });
      expect((await post<PlanetTheme>(THEME_PATHS.update, { id: b.id, top: 1, highlight: 1 })).body.data).toMatchObject({ top: 1, highlight: 1 });
      const { rows } = await feed();
      expect(rows.slice(0, 2).map((row) => row.id)).toEqual([b.id, a.id]);
      expect((await feed({ top: 1 })).rows.every((row) => row.top === 1)).toBe(true);
      expect((await feed({ highlight: 1 })).rows.map((row) => row.id)).toContain(b.id);
      await post(THEME_PATHS.update, { id: a.id, top: 0 });
      expect((await feed({ top: 1 })).rows.map((row) => row.id)).not.toContain(a.id);
      expect((await feed({ keyword: '置顶乙' })).rows.map((row) => row.id)).toEqual([b.id]);
      const [topic] = await topicList();
      const tagged = (await feed({ topic_id: topic!.id })).rows;
      expect(tagged.length).toBeGreaterThan(0);
      expect(tagged.every((row) => row.topics.some((t) => t.id === topic!.id))).toBe(true);
    });

    it('relates and unrelates topics, and update replaces them', async () => {
      const topics = await topicList();
      const theme = await createTheme({ content: '话题测试' });
      const related = await post<PlanetTheme>(THEME_PATHS.relateTopic, { id: theme.id, topic_ids: [topics[0]!.id, topics[1]!.id] });
      expect(related.body.data!.topics.map((t) => t.id)).toEqual([topics[0]!.id, topics[1]!.id]);
      const unrelated = await post<PlanetTheme>(THEME_PATHS.unrelateTopic, { id: theme.id, topic_ids: [topics[0]!.id] });
      expect(unrelated.body.data!.topics.map((t) => t.id)).toEqual([topics[1]!.id]);
      const replaced = await post<PlanetTheme>(THEME_PATHS.update, { id: theme.id, topic_ids: [topics[2]!.id] });
      expect(replaced.body.data!.topics.map((t) => t.id)).toEqual([topics[2]!.id]);
      expect((await post(THEME_PATHS.relateTopic, { id: theme.id, topic_ids: [] })).status).toBe(400);
    });

    it('praise and collect toggle for the caller and answer the count', async () => {
      const theme = await createTheme({ content: '点赞收藏' });
      expect((await post<Toggled>(THEME_PATHS.praise, { theme_id: theme.id })).body.data).toEqual({ on: 1, count: 1 });
      expect((await detail(theme.id)).body.data).toMatchObject({ praised: 1, praise_count: 1 });
      expect((await post<Toggled>(THEME_PATHS.praise, { theme_id: theme.id })).body.data).toEqual({ on: 0, count: 0 });
      expect((await post<Toggled>(THEME_PATHS.collect, { theme_id: theme.id })).body.data).toEqual({ on: 1, count: 1 });
      expect((await detail(theme.id)).body.data).toMatchObject({ praised: 0, collected: 1, collect_count: 1 });
    });

    it('deletes a theme', async () => {
      const theme = await createTheme({ content: '要删除的' });
      expect((await post(THEME_PATHS.delete, { id: theme.id })).body).toEqual({ result: 'ok' });
      expect((await detail(theme.id)).status).toBe(404);
      expect((await post(THEME_PATHS.delete, { id: theme.id })).status).toBe(404);
    });

    it("another teacher's planet and theme answer 404 and stay unchanged", async () => {
      const theme = await createTheme({ content: '别人看不到' });
      expect((await get(THEME_PATHS.findList, { planet_id: planetId }, other)).body).toMatchObject({ result: 'fail', message: '星球不存在' });
      expect((await post(THEME_PATHS.create, { planet_id: planetId, content: '闯入' }, other)).status).toBe(404);
      expect((await detail(theme.id, other)).body).toMatchObject({ result: 'fail', message: '动态不存在' });
      for (const [path, json] of [
        [THEME_PATHS.update, { id: theme.id, content: '改掉', top: 1 }],
        [THEME_PATHS.delete, { id: theme.id }],
        [THEME_PATHS.relateTopic, { id: theme.id, topic_ids: [1] }],
        [THEME_PATHS.unrelateTopic, { id: theme.id, topic_ids: [1] }],
        [THEME_PATHS.praise, { theme_id: theme.id }],
        [THEME_PATHS.collect, { theme_id: theme.id }],
      ] as const) {
        expect((await post(path, json, other)).status).toBe(404);
      }
      expect((await detail(theme.id)).body.data).toMatchObject({ content: '别人看不到', top: 0, praise_count: 0, collect_count: 0 });
    });
  });

  describe('topics', () => {
    it('findList defaults to status 1 with theme counts; list is every active topic in order', async () => {
      const reply = await get(TOPIC_PATHS.findList, { planet_id: planetId });
      const rows = reply.body.rows as PlanetTopic[];
      expect(rows.length).toBe(5);
      expect(rows.every((row) => row.status === 1)).toBe(true);
      expect(rows.map((row) => row.sort)).toEqual([1, 2, 3, 4, 5]);
      expect(rows.find((row) => row.name === '答疑')!.theme_count).toBeGreaterThanOrEqual(2);
      expect((await topicList()).map((row) => row.id)).toEqual(rows.map((row) => row.id));
    });

    it('creates with the default status 1 at the end, refuses a duplicate, empty or sensitive name', async () => {
      const created = await post<PlanetTopic>(TOPIC_PATHS.create, { planet_id: planetId, name: ' 新话题 ' });
      expect(created.body.data).toMatchObject({ name: '新话题', status: 1, show_timeline: 1, member_use: 1, sort: 6, theme_count: 0 });
      expect((await post(TOPIC_PATHS.create, { planet_id: planetId, name: '新话题' })).body).toMatchObject({ result: 'fail', message: '话题已存在' });
      expect((await post(TOPIC_PATHS.create, { planet_id: planetId, name: '  ' })).body.message).toBe('参数错误：name 不能为空');
      expect((await post(TOPIC_PATHS.create, { planet_id: planetId, name: '话'.repeat(21) })).body.message).toBe('参数错误：name 长度不能超过 20 个字符');
      expect((await post(TOPIC_PATHS.create, { planet_id: planetId, name: '传销交流' })).body).toEqual(SENSITIVE);
      expect((await post(TOPIC_PATHS.update, { id: created.body.data!.id, name: '博彩' })).body).toEqual(SENSITIVE);
      expect((await topicList()).map((t) => t.name)).not.toContain('传销交流');
    });

    it('updates name and switches; a disabled topic leaves list and search but shows under findList status 0', async () => {
      const topic = (await post<PlanetTopic>(TOPIC_PATHS.create, { planet_id: planetId, name: '临时话题' })).body.data!;
      const updated = await post<PlanetTopic>(TOPIC_PATHS.update, { id: topic.id, name: '改名话题', show_timeline: 0, member_use: 0, status: 0 });
      expect(updated.body.data).toMatchObject({ name: '改名话题', show_timeline: 0, member_use: 0, status: 0 });
      expect((await topicList()).map((t) => t.id)).not.toContain(topic.id);
      expect(((await get(TOPIC_PATHS.findList, { planet_id: planetId, status: 0 })).body.rows as PlanetTopic[]).map((t) => t.id)).toEqual([topic.id]);
      expect(((await get(TOPIC_PATHS.search, { planet_id: planetId, keyword: '改名' })).body.rows as PlanetTopic[]).length).toBe(0);
    });

    it('search pages by 50 from page 1 by default and matches by name', async () => {
      const found = await get(TOPIC_PATHS.search, { planet_id: planetId, keyword: '写作' });
      expect((found.body.rows as PlanetTopic[]).map((t) => t.name)).toEqual(['每周写作练习']);
      for (let i = 0; i < 50; i += 1) await post(TOPIC_PATHS.create, { planet_id: planetId, name: `批量话题${i}` });
      const all = await get(TOPIC_PATHS.search, { planet_id: planetId });
      expect((all.body.rows as PlanetTopic[]).length).toBe(50);
      expect(all.body.totalCount).toBeGreaterThan(50);
      expect((all.body.rows as PlanetTopic[])[0]!.name).toBe('每周写作练习');
      const second = await get(TOPIC_PATHS.search, { planet_id: planetId, page: 2 });
      expect((second.body.rows as PlanetTopic[]).length).toBe(all.body.totalCount! - 50);
    });

    it('updateSort takes the full new order, keeps it, and refuses a partial or foreign list', async () => {
      const all = [...(await topicList()), ...((await get(TOPIC_PATHS.findList, { planet_id: planetId, status: 0, pageSize: 100 })).body.rows as PlanetTopic[])];
      const ids = all.map((t) => t.id);
      const reversed = [...ids].reverse();
      const sorted = await post<PlanetTopic[]>(TOPIC_PATHS.updateSort, { planet_id: planetId, ids: reversed });
      expect((sorted.body.rows as PlanetTopic[]).map((t) => t.id)).toEqual(reversed);
      const active = (await topicList()).map((t) => t.id);
      expect(active).toEqual(reversed.filter((id) => active.includes(id)));
      expect((await post(TOPIC_PATHS.updateSort, { planet_id: planetId, ids: reversed.slice(1) })).status).toBe(400);
      expect((await post(TOPIC_PATHS.updateSort, { planet_id: planetId, ids: [...reversed.slice(1), reversed[1]] })).status).toBe(400);
      expect((await topicList()).map((t) => t.id)).toEqual(active);
      // put it back
      await post(TOPIC_PATHS.updateSort, { planet_id: planetId, ids });
      expect((await topicList())[0]!.name).toBe('每周写作练习');
    });

    it('delete removes the topic and unrelates its themes, which stay', async () => {
      const topic = (await post<PlanetTopic>(TOPIC_PATHS.create, { planet_id: planetId, name: '将删除' })).body.data!;
      const theme = await createTheme({ content: '带将删除话题', topic_ids: [topic.id] });
      expect((await post(TOPIC_PATHS.delete, { id: topic.id })).body).toEqual({ result: 'ok' });
      expect((await detail(theme.id)).body.data!.topics).toEqual([]);
      expect((await topicList()).map((t) => t.id)).not.toContain(topic.id);
    });

    it("another teacher's planet and topics answer 404 and stay unchanged", async () => {
      const [topic] = await topicList();
      expect((await get(TOPIC_PATHS.findList, { planet_id: planetId }, other)).status).toBe(404);
      expect((await get(TOPIC_PATHS.search, { planet_id: planetId }, other)).status).toBe(404);
      expect((await get(TOPIC_PATHS.list, { planet_id: planetId }, other)).status).toBe(404);
      expect((await post(TOPIC_PATHS.create, { planet_id: planetId, name: '闯入' }, other)).status).toBe(404);
      expect((await post(TOPIC_PATHS.update, { id: topic!.id, name: '闯入' }, other)).body).toMatchObject({ result: 'fail', message: '话题不存在' });
      expect((await post(TOPIC_PATHS.delete, { id: topic!.id }, other)).status).toBe(404);
      const ids = (await topicList()).map((t) => t.id);
      expect((await post(TOPIC_PATHS.updateSort, { planet_id: planetId, ids }, other)).status).toBe(404);
      expect((await topicList())[0]).toMatchObject({ id: topic!.id, name: topic!.name });
    });
  });
});
