import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Material } from '@shared/materials/types.ts';
import { PLANET_PATHS } from '@shared/planets/paths.ts';
import { PLANET_MODE_PATHS as PATHS } from '@shared/planet-mode/paths.ts';
import type { Planet } from '@shared/planets/types.ts';
import type { BookChapter, LiveSettings, LiveStatistics, OwnerMember, PlanetActivity, PlanetLive, RoadmapItem, WikiArticle, WxGroup } from '@shared/planet-mode/types.ts';
import { createStaffAccount, grantModules } from '@server/test-support/accounts.ts';
import { testClock } from '@server/test-support/clock.ts';
import { call, login, PHONES } from '@server/test-support/http.ts';
import { upload } from '@server/areas/materials/test-support.ts';
import { png } from '@server/test-support/media-files.ts';
import { startServer, type TestServer } from '@server/test-support/start-server.ts';

const SENSITIVE = { result: 'fail', code: -1, message: '操作失败，内容包含敏感词' };
const NO_PLANET = { result: 'fail', message: '星球不存在' };
const HOUR = 3600;
const DAY = 86_400;

describe('planet member mode calls (issue 6)', () => {
  let server: TestServer;
  let zhou: string;
  let lin: string;
  let staff: string;
  let zhouPlanet: number;
  let linPlanet: number;
  let pictureId: number;
  const clock = testClock();

  const post = <T = unknown>(path: string, json: unknown, token = zhou) => call<T>(server.baseUrl, 'POST', path, { token, json });
  const get = <T = unknown>(path: string, query: Record<string, string | number> = {}, token = zhou) => call<T>(server.baseUrl, 'GET', path, { token, query });
  const rows = async <R>(path: string, query: Record<string, string | number> = {}, token = zhou) => {
    const reply = await get(path, query, token);
    expect(reply.body.result).toBe('ok');
    return reply.body.rows as R[];
  };
  const okData = async <T>(path: string, json: unknown, token = zhou): Promise<T> => {
    const reply = await post<T>(path, json, token);
    expect(reply.body).toMatchObject({ result: 'ok' });
    return reply.body.data as T;
  };
  const firstPlanet = async (token: string) => ((await get(PLANET_PATHS.findList, {}, token)).body.rows as Planet[])[0]!.id;

  beforeAll(async () => {
    server = await startServer({ now: clock.now, accessTokenTtl: 86_400 * 365, planets: { auditSeconds: 60, sensitiveWords: ['赌博', '网络赌场', '传销', '刷单返利', '色情', '办假证', '代考'] } });
    zhou = (await login(server.baseUrl, PHONES.planet)).token.id;
    lin = (await login(server.baseUrl, PHONES.teacher)).token.id;
    staff = (await login(server.baseUrl, PHONES.staff)).token.id;
    zhouPlanet = await firstPlanet(zhou);
    linPlanet = await firstPlanet(lin);
    pictureId = ((await upload<Material>(server.baseUrl, zhou, 'picture', '群二维码.png', png(60, 60))).body.data as Material).id;
  });
  afterAll(async () => {
    await server.close();
  });

  describe('activities', () => {
    const input = () => ({
      planet_id: zhouPlanet,
      title: '周末人像外拍',
      kind: 'offline',
      place: '北京市朝阳公园南门',
      start_at: clock.seconds() + 2 * DAY,
      end_at: clock.seconds() + 2 * DAY + 3 * HOUR,
      quota: 15,
      description: '带上手机即可。\n集合后分组。',
    });

    it('lists the seeded activities with their derived status, and filters by status and planet', async () => {
      const all = await rows<PlanetActivity>(PATHS.activity.findList);
      expect(all.map((a) => [a.title, a.status])).toEqual(
        expect.arrayContaining([
          ['城市夜景线下扫街', 0],
          ['手机人像布光直播工作坊', 1],
          ['春季樱花主题拍摄打卡', 2],
        ]),
      );
      expect(all.every((a) => a.planet_title === '周老师的摄影会员星球')).toBe(true);
      expect((await rows<PlanetActivity>(PATHS.activity.findList, { status: 2 })).map((a) => a.title)).toEqual(['春季樱花主题拍摄打卡']);
      expect((await rows<PlanetActivity>(PATHS.activity.findList, { planet_id: zhouPlanet, keyword: '夜景' })).map((a) => a.title)).toEqual(['城市夜景线下扫街']);
    });

    it('creates, updates and deletes an activity, storing every field', async () => {
      const created = await okData<PlanetActivity>(PATHS.activity.create, input());
      expect(created).toMatchObject({ ...input(), signups: 0, status: 0, planet_title: '周老师的摄影会员星球' });
      const updated = await okData<PlanetActivity>(PATHS.activity.update, { ...input(), id: created.id, title: '周末人像外拍（改期）', kind: 'online', place: 'https://meeting.example.cn/j/1' });
      expect(updated).toMatchObject({ title: '周末人像外拍（改期）', kind: 'online', place: 'https://meeting.example.cn/j/1' });
      expect((await rows<PlanetActivity>(PATHS.activity.findList, { keyword: '改期' })).map((a) => a.id)).toEqual([created.id]);
      expect((await post(PATHS.activity.delete, { id: created.id })).body).toEqual({ result: 'ok' });
      expect(await rows(PATHS.activity.findList, { keyword: '改期' })).toEqual([]);
      expect((await post(PATHS.activity.delete, { id: created.id })).body).toMatchObject({ result: 'fail', message: '活动不存在' });
    });

    it('refuses bad input with a message naming the problem, and stores nothing', async () => {
      const before = (await get(PATHS.activity.findList)).body.totalCount;
      const refused = async (changes: Record<string, unknown>, message: string | RegExp) => {
        const reply = await post(PATHS.activity.create, { ...input(), ...changes });
        expect(reply.status).toBe(400);
        expect(reply.body.message).toMatch(message);
      };
      await refused({ title: '  ' }, '参数错误：title 不能为空');
      await refused({ title: '活'.repeat(61) }, /title/);
      await refused({ place: '' }, '参数错误：place 不能为空');
      await refused({ end_at: input().start_at }, '结束时间必须晚于开始时间');
      await refused({ kind: 'hybrid' }, /kind.*online/);
      await refused({ quota: -1 }, /quota/);
      await refused({ extra: 1 }, /extra/);
      expect((await get(PATHS.activity.findList)).body.totalCount).toBe(before);
    });

    it('answers -1 for a sensitive word in title, place or description, on create and update', async () => {
      for (const field of ['title', 'place', 'description'] as const) {
        expect((await post(PATHS.activity.create, { ...input(), [field]: `${input()[field]}赌博` })).body).toEqual(SENSITIVE);
      }
      const created = await okData<PlanetActivity>(PATHS.activity.create, input());
      expect((await post(PATHS.activity.update, { ...input(), id: created.id, description: '提供代考' })).body).toEqual(SENSITIVE);
      expect((await rows<PlanetActivity>(PATHS.activity.findList)).find((a) => a.id === created.id)!.description).toBe(input().description);
    });

    it('keeps quota at or above the sign-ups', async () => {
      const seeded = (await rows<PlanetActivity>(PATHS.activity.findList)).find((a) => a.title === '城市夜景线下扫街')!;
      const reply = await post(PATHS.activity.update, { ...input(), id: seeded.id, quota: 5 });
      expect(reply.body.message).toBe('名额不能少于已报名人数 12');
    });
  });

  describe('lives, their figures and the live settings', () => {
    const input = () => ({ planet_id: zhouPlanet, title: '逆光人像直播', start_at: clock.seconds() + DAY, duration: 45, cover_id: pictureId, introduce: '窗光与逆光。' });

    it('lists the seeded lives with 未开始 / 已结束 and their figures', async () => {
      const lives = await rows<PlanetLive>(PATHS.live.findList);
      expect(lives.map((l) => l.title)).toEqual(['夜景与星空拍摄答疑', '会员作品点评专场（三月）', '手机摄影构图十讲 · 第 1 讲']);
      expect(lives.map((l) => l.status)).toEqual([0, 2, 2]);
      expect(lives[2]).toMatchObject({ viewers: 386, peak_online: 142, avg_watch_minutes: 47, comments: 218, replay_views: 164 });
    });

    it('schedules a live with a cover picture, follows its status through the time, and deletes it', async () => {
      const live = await okData<PlanetLive>(PATHS.live.create, input());
      expect(live).toMatchObject({ ...input(), status: 0, viewers: 0 });
      expect((await fetch(new URL(live.cover_url, server.baseUrl))).status).toBe(200);
      const moved = await okData<PlanetLive>(PATHS.live.update, { ...input(), id: live.id, start_at: clock.seconds() + 60, cover_id: 0 });
      expect(moved).toMatchObject({ cover_id: 0, cover_url: '' });
      clock.advance(120);
      expect((await rows<PlanetLive>(PATHS.live.findList, { status: 1 })).map((l) => l.id)).toEqual([live.id]);
      expect((await post(PATHS.live.delete, { id: live.id })).body.message).toBe('直播进行中，不能删除');
      clock.advance(45 * 60);
      expect((await rows<PlanetLive>(PATHS.live.findList, { status: 2 })).map((l) => l.id)).toContain(live.id);
      expect((await post(PATHS.live.update, { ...input(), id: live.id, start_at: clock.seconds() + DAY })).body.message).toBe('直播已结束，不能修改时间');
      expect((await post(PATHS.live.delete, { id: live.id })).body).toEqual({ result: 'ok' });
      expect((await post(PATHS.live.delete, { id: live.id })).body.message).toBe('直播不存在');
    });

    it('refuses bad input, a foreign cover and sensitive words', async () => {
      expect((await post(PATHS.live.create, { ...input(), duration: 0 })).body.message).toMatch(/duration/);
      expect((await post(PATHS.live.create, { ...input(), title: '' })).body.message).toBe('参数错误：title 不能为空');
      expect((await post(PATHS.live.create, { ...input(), cover_id: pictureId + 999 })).body.message).toBe('封面图不存在，请重新选择图片素材');
      expect((await post(PATHS.live.create, { ...input(), introduce: '网络赌场' })).body).toEqual(SENSITIVE);
    });

    it('totals the figures of ended lives only', async () => {
      const stats = (await get<LiveStatistics>(PATHS.live.statistics)).body.data!;
      expect(stats.totals).toEqual({ lives: 2, viewers: 637, peak_online: 142, avg_watch_minutes: 43, comments: 394, replay_views: 253 });
      expect(stats.rows.map((l) => l.title)).toEqual(['会员作品点评专场（三月）', '手机摄影构图十讲 · 第 1 讲']);
      const lins = (await get<LiveStatistics>(PATHS.live.statistics, {}, lin)).body.data!;
      expect(lins.totals).toMatchObject({ lives: 1, viewers: 212 });
    });

    it('reads the defaults until saved, then the saved settings; refuses bad values', async () => {
      expect((await get<LiveSettings>(PATHS.live.settings, {}, lin)).body.data).toEqual({ audience: 'members', chat: 1, auto_replay: 1, replay_days: 30, remind_minutes: 15 });
      expect((await get<LiveSettings>(PATHS.live.settings)).body.data).toMatchObject({ remind_minutes: 30 });
      const next = { audience: 'everyone', chat: 0, auto_replay: 1, replay_days: 7, remind_minutes: 10 };
      expect(await okData(PATHS.live.updateSettings, next)).toEqual(next);
      expect((await get(PATHS.live.settings)).body.data).toEqual(next);
      expect((await get(PATHS.live.settings, {}, lin)).body.data).toMatchObject({ audience: 'members' });
      expect((await post(PATHS.live.updateSettings, { ...next, replay_days: 0 })).body.message).toMatch(/replay_days/);
      expect((await post(PATHS.live.updateSettings, { ...next, audience: 'vip' })).body.message).toMatch(/audience/);
    });
  });

  describe('wiki', () => {
    const input = () => ({ planet_id: zhouPlanet, title: '三脚架选购建议', category: '工具', content: '桌面三脚架够用。\n重量 300 克以内。' });

    it('lists, searches title and content, filters by category, and creates, updates, deletes', async () => {
      const seeded = await rows<WikiArticle>(PATHS.wiki.findList);
      expect(seeded).toHaveLength(3);
      expect((await get<{ categories: string[] }>(PATHS.wiki.findList)).body.data!.categories).toEqual(['入门', '工具', '技巧']);
      expect((await rows<WikiArticle>(PATHS.wiki.findList, { keyword: '曝光补偿' })).map((a) => a.title)).toEqual(['手机拍照参数速查表']);
      const article = await okData<WikiArticle>(PATHS.wiki.create, input());
      expect(article).toMatchObject(input());
      expect((await rows<WikiArticle>(PATHS.wiki.findList, { category: '工具' })).map((a) => a.id)).toContain(article.id);
      const edited = await okData<WikiArticle>(PATHS.wiki.update, { ...input(), id: article.id, content: '第一行\n第二行' });
      expect(edited.content).toBe('第一行\n第二行');
      expect((await post(PATHS.wiki.delete, { id: article.id })).body.result).toBe('ok');
      expect(await rows(PATHS.wiki.findList)).toHaveLength(3);
    });

    it('refuses empty content, and sensitive words in title, category or content', async () => {
      expect((await post(PATHS.wiki.create, { ...input(), content: ' ' })).body.message).toBe('参数错误：content 不能为空');
      for (const field of ['title', 'category', 'content'] as const) {
        expect((await post(PATHS.wiki.create, { ...input(), [field]: '传销' })).body).toEqual(SENSITIVE);
      }
      expect(await rows(PATHS.wiki.findList)).toHaveLength(3);
    });
  });

  describe('roadmap', () => {
    const input = () => ({ planet_id: zhouPlanet, title: '直播：手机延时摄影', planned_on: '2026-03-18', kind: 'live', note: '' });

    it('lists the seeded plan by date, creates, edits, marks done and deletes', async () => {
      const seeded = await rows<RoadmapItem>(PATHS.future.findList);
      expect(seeded).toHaveLength(5);
      expect(seeded.map((item) => item.planned_on)).toEqual([...seeded.map((item) => item.planned_on)].sort());
      expect((await rows<RoadmapItem>(PATHS.future.findList, { status: 1 })).map((item) => item.title)).toEqual(['整理会员优秀作品集']);
      const item = await okData<RoadmapItem>(PATHS.future.create, input());
      expect(item).toMatchObject({ ...input(), status: 0 });
      expect(await okData<RoadmapItem>(PATHS.future.update, { ...input(), id: item.id, kind: 'column', note: '改成专栏' })).toMatchObject({ kind: 'column', note: '改成专栏' });
      expect(await okData<RoadmapItem>(PATHS.future.setStatus, { id: item.id, status: 1 })).toMatchObject({ status: 1 });
      expect((await rows<RoadmapItem>(PATHS.future.findList, { status: 1 })).map((i) => i.id)).toContain(item.id);
      expect((await post(PATHS.future.delete, { id: item.id })).body.result).toBe('ok');
      expect(await rows(PATHS.future.findList)).toHaveLength(5);
    });

    it('refuses a date that is not a day, an unknown kind, and sensitive words', async () => {
      expect((await post(PATHS.future.create, { ...input(), planned_on: '2026-02-30' })).body.message).toBe('参数错误：planned_on 必须是有效日期（YYYY-MM-DD）');
      expect((await post(PATHS.future.create, { ...input(), planned_on: '下周' })).body.message).toMatch(/planned_on/);
      expect((await post(PATHS.future.create, { ...input(), kind: 'party' })).body.message).toMatch(/kind/);
      expect((await post(PATHS.future.create, { ...input(), note: '刷单返利' })).body).toEqual(SENSITIVE);
      expect((await post(PATHS.future.setStatus, { id: 1, status: 3 })).body.message).toMatch(/status/);
    });
  });

  describe('WeChat groups', () => {
    it('binds a group with a QR picture that expires in 7 days, says 已过期 after, edits and unbinds it', async () => {
      expect((await rows<WxGroup>(PATHS.wxGroup.findList)).map((g) => g.name)).toEqual(expect.arrayContaining(['摄影会员交流 1 群', '摄影会员交流 2 群']));
      const group = await okData<WxGroup>(PATHS.wxGroup.create, { planet_id: zhouPlanet, name: '摄影会员交流 3 群', qr_id: pictureId, member_count: 12 });
      expect(group).toMatchObject({ name: '摄影会员交流 3 群', qr_id: pictureId, member_count: 12, join_rule: 'members', expired: false, qr_expires_at: clock.seconds() + 7 * DAY });
      expect((await fetch(new URL(group.qr_url, server.baseUrl))).status).toBe(200);
      clock.advance(7 * DAY + 1);
      expect((await rows<WxGroup>(PATHS.wxGroup.findList, { planet_id: zhouPlanet })).find((g) => g.id === group.id)!.expired).toBe(true);
      const fresh = await okData<WxGroup>(PATHS.wxGroup.update, { id: group.id, planet_id: zhouPlanet, name: '摄影会员交流 3 群', qr_id: pictureId, member_count: 30, qr_expires_at: clock.seconds() + DAY });
      expect(fresh).toMatchObject({ expired: false, member_count: 30 });
      expect((await post(PATHS.wxGroup.delete, { id: group.id })).body.result).toBe('ok');
      expect((await rows<WxGroup>(PATHS.wxGroup.findList)).map((g) => g.id)).not.toContain(group.id);
    });

    it('refuses an empty name, a too large group, a foreign picture and sensitive words', async () => {
      const base = { planet_id: zhouPlanet, name: '新群', qr_id: 0, member_count: 0 };
      expect((await post(PATHS.wxGroup.create, { ...base, name: '' })).body.message).toBe('参数错误：name 不能为空');
      expect((await post(PATHS.wxGroup.create, { ...base, member_count: 501 })).body.message).toMatch(/member_count/);
      expect((await post(PATHS.wxGroup.create, { ...base, qr_id: pictureId }, lin)).body).toMatchObject(NO_PLANET);
      const linGroup = { ...base, planet_id: linPlanet };
      expect((await post(PATHS.wxGroup.create, { ...linGroup, qr_id: pictureId }, lin)).body.message).toBe('群二维码图片不存在，请重新选择图片素材');
      expect((await post(PATHS.wxGroup.create, { ...base, name: '色情交流群' })).body).toEqual(SENSITIVE);
    });
  });

  describe('the planet book', () => {
    it('lists the chapters in order, adds, edits, moves up and down, and deletes', async () => {
      const seeded = await rows<BookChapter>(PATHS.book.findList, { planet_id: zhouPlanet });
      expect(seeded.map((c) => c.title)).toEqual(['第一章 拿起手机之前', '第二章 光线是摄影的语言']);
      expect(seeded[0]!.sections).toHaveLength(2);
      const chapter = await okData<BookChapter>(PATHS.book.create, { planet_id: zhouPlanet, title: '第三章 后期', sections: [{ title: '裁剪', text: '先裁剪再调色。' }] });
      expect(chapter.sort).toBe(3);
      const moved = (await post(PATHS.book.move, { planet_id: zhouPlanet, id: chapter.id, direction: 'up' })).body.rows as BookChapter[];
      expect(moved.map((c) => c.title)).toEqual(['第一章 拿起手机之前', '第三章 后期', '第二章 光线是摄影的语言']);
      const top = (await post(PATHS.book.move, { planet_id: zhouPlanet, id: seeded[0]!.id, direction: 'up' })).body.rows as BookChapter[];
      expect(top.map((c) => c.id)).toEqual(moved.map((c) => c.id));
      const edited = await okData<BookChapter>(PATHS.book.update, {
        planet_id: zhouPlanet,
        id: chapter.id,
        title: '第三章 后期调色',
        sections: [{ title: '调色', text: '先定白平衡。\n再调对比度。' }, { title: '裁剪', text: '先裁剪再调色。' }],
      });
      expect(edited.sections.map((s) => s.title)).toEqual(['调色', '裁剪']);
      expect((await post(PATHS.book.delete, { planet_id: zhouPlanet, id: chapter.id })).body.result).toBe('ok');
      expect(await rows(PATHS.book.findList, { planet_id: zhouPlanet })).toHaveLength(2);
    });

    it('refuses a chapter with no sections, an empty section, sensitive words, and asks for a planet', async () => {
      const base = { planet_id: zhouPlanet, title: '第四章', sections: [{ title: '', text: '正文' }] };
      expect((await post(PATHS.book.create, { ...base, sections: [] })).body.message).toBe('请至少添加一节内容');
      expect((await post(PATHS.book.create, { ...base, sections: [{ title: '', text: ' ' }] })).body.message).toBe('参数错误：sections[0].text 不能为空');
      expect((await post(PATHS.book.create, { ...base, sections: [{ title: '', text: '办假证' }] })).body).toEqual(SENSITIVE);
      expect((await get(PATHS.book.findList)).body.message).toMatch(/planet_id/);
      expect(await rows(PATHS.book.findList, { planet_id: zhouPlanet })).toHaveLength(2);
    });
  });

  describe('members across the owner planets', () => {
    it('pages, searches by nickname and filters by planet and status', async () => {
      const all = await get(PATHS.users, { pageSize: 4 });
      expect(all.body.totalCount).toBe(6);
      expect(all.body.rows).toHaveLength(4);
      const found = await rows<OwnerMember>(PATHS.users, { keyword: '慢门' });
      expect(found).toEqual([expect.objectContaining({ nickname: '慢门', planet_id: zhouPlanet, planet_title: '周老师的摄影会员星球', role: 'member', status: 1 })]);
      expect((await rows<OwnerMember>(PATHS.users, { status: 0 })).map((m) => m.nickname)).toEqual(['蓝调时刻']);
      expect(await rows(PATHS.users, { planet_id: zhouPlanet, pageSize: 100 })).toHaveLength(6);
      const lins = await rows<OwnerMember>(PATHS.users, { pageSize: 100 }, lin);
      expect(lins.every((m) => m.planet_id === linPlanet)).toBe(true);
    });
  });

  describe('isolation between teachers', () => {
    it('answers 404 "星球不存在" for another teacher\'s planet on every call that names one', async () => {
      const start = clock.seconds() + DAY;
      const calls: [string, unknown][] = [
        [PATHS.activity.create, { planet_id: linPlanet, title: '越权活动', kind: 'online', place: 'x', start_at: start, end_at: start + HOUR }],
        [PATHS.live.create, { planet_id: linPlanet, title: '越权直播', start_at: start, duration: 30 }],
        [PATHS.wiki.create, { planet_id: linPlanet, title: '越权文章', content: '正文' }],
        [PATHS.future.create, { planet_id: linPlanet, title: '越权规划', planned_on: '2026-05-01', kind: 'other' }],
        [PATHS.wxGroup.create, { planet_id: linPlanet, name: '越权群' }],
        [PATHS.book.create, { planet_id: linPlanet, title: '越权章节', sections: [{ title: '', text: '正文' }] }],
      ];
      for (const [path, body] of calls) {
        const reply = await post(path, body);
        expect(reply.status).toBe(404);
        expect(reply.body).toMatchObject(NO_PLANET);
      }
      for (const path of [PATHS.activity.findList, PATHS.live.findList, PATHS.wiki.findList, PATHS.future.findList, PATHS.wxGroup.findList, PATHS.book.findList, PATHS.users]) {
        expect((await get(path, { planet_id: linPlanet })).body).toMatchObject(NO_PLANET);
      }
      expect((await get(PATHS.live.statistics, { planet_id: linPlanet })).body).toMatchObject(NO_PLANET);
    });

    it('does not show, change or delete another teacher\'s records, and does not move one into a foreign planet', async () => {
      const zhouActivity = (await rows<PlanetActivity>(PATHS.activity.findList))[0]!;
      const zhouLive = (await rows<PlanetLive>(PATHS.live.findList))[0]!;
      const zhouWiki = (await rows<WikiArticle>(PATHS.wiki.findList))[0]!;
      const zhouPlan = (await rows<RoadmapItem>(PATHS.future.findList))[0]!;
      const zhouGroup = (await rows<WxGroup>(PATHS.wxGroup.findList))[0]!;
      const zhouChapter = (await rows<BookChapter>(PATHS.book.findList, { planet_id: zhouPlanet }))[0]!;

      expect((await rows<PlanetActivity>(PATHS.activity.findList, {}, lin)).map((a) => a.id)).not.toContain(zhouActivity.id);
      expect((await rows<WikiArticle>(PATHS.wiki.findList, {}, lin)).map((a) => a.title)).toEqual(['投稿格式说明']);
      expect(await rows(PATHS.wxGroup.findList, {}, lin)).toEqual([]);

      const { planet_title: _t, signups: _s, status: _st, created_at: _c, updated_at: _u, ...activity } = zhouActivity;
      const refusals: [string, unknown, string][] = [
        [PATHS.activity.update, { ...activity, planet_id: linPlanet }, '活动不存在'],
        [PATHS.activity.delete, { id: zhouActivity.id }, '活动不存在'],
        [PATHS.live.delete, { id: zhouLive.id }, '直播不存在'],
        [PATHS.wiki.update, { id: zhouWiki.id, planet_id: linPlanet, title: 'x', content: 'y' }, '文章不存在'],
        [PATHS.wiki.delete, { id: zhouWiki.id }, '文章不存在'],
        [PATHS.future.setStatus, { id: zhouPlan.id, status: 1 }, '规划不存在'],
        [PATHS.future.delete, { id: zhouPlan.id }, '规划不存在'],
        [PATHS.wxGroup.delete, { id: zhouGroup.id }, '微信群不存在'],
        [PATHS.book.delete, { planet_id: linPlanet, id: zhouChapter.id }, '章节不存在'],
        [PATHS.book.delete, { planet_id: zhouPlanet, id: zhouChapter.id }, '星球不存在'],
      ];
      for (const [path, body, message] of refusals) {
        const reply = await post(path, body, lin);
        expect(reply.status, path).toBe(404);
        expect(reply.body.message, path).toBe(message);
      }
      // the owner cannot move their own record into a planet that is not theirs
      expect((await post(PATHS.activity.update, { ...activity, planet_id: linPlanet })).body).toMatchObject(NO_PLANET);
      expect((await rows<PlanetActivity>(PATHS.activity.findList)).find((a) => a.id === zhouActivity.id)!.planet_id).toBe(zhouPlanet);
      expect((await rows(PATHS.book.findList, { planet_id: zhouPlanet }))).toHaveLength(2);
    });

    it('a staff account acts for its main account, within its modules', async () => {
      // 林老师's staff account works in the teacher centre: planet member-mode groups are not among its modules
      expect((await get(PATHS.wiki.findList, {}, staff)).status).toBe(403);
      // a staff account of 周老师 granted 知识库 reads 周老师's wiki
      await createStaffAccount(server.dataDir, PHONES.planet, '13800000008');
      await grantModules(server.dataDir, '13800000008', ['planet-wiki']);
      const zhouStaff = (await login(server.baseUrl, '13800000008')).token.id;
      const staffWiki = await rows<WikiArticle>(PATHS.wiki.findList, {}, zhouStaff);
      expect(staffWiki.map((a) => a.id)).toEqual((await rows<WikiArticle>(PATHS.wiki.findList)).map((a) => a.id));
      expect(staffWiki.length).toBeGreaterThan(0);
    });
  });
});
