import { describe, expect, it } from 'vitest';
import { PLANET_MODE_PATHS as PATHS } from '@shared/planet-mode/paths.ts';
import type { BookChapter, PlanetActivity, PlanetLive, RoadmapItem, WikiArticle, WxGroup } from '@shared/planet-mode/types.ts';
import { createStaffAccount, grantModules } from '@server/test-support/accounts.ts';
import { login, PHONES } from '@server/test-support/http.ts';
import { DAY, HOUR, NO_PLANET, usePlanetModeServer } from './test-support.ts';

const demo = usePlanetModeServer();
const { clock, post, get, rows } = demo;

describe('isolation between teachers', () => {
  it('answers 404 "星球不存在" for another teacher\'s planet on every call that names one', async () => {
    const start = clock.seconds() + DAY;
    const calls: [string, unknown][] = [
      [PATHS.activity.create, { planet_id: demo.linPlanet, title: '越权活动', kind: 'online', place: 'x', start_at: start, end_at: start + HOUR }],
      [PATHS.live.create, { planet_id: demo.linPlanet, title: '越权直播', start_at: start, duration: 30 }],
      [PATHS.wiki.create, { planet_id: demo.linPlanet, title: '越权文章', content: '正文' }],
      [PATHS.future.create, { planet_id: demo.linPlanet, title: '越权规划', planned_on: '2026-05-01', kind: 'other' }],
      [PATHS.wxGroup.create, { planet_id: demo.linPlanet, name: '越权群' }],
      [PATHS.book.create, { planet_id: demo.linPlanet, title: '越权章节', sections: [{ title: '', text: '正文' }] }],
    ];
    for (const [path, body] of calls) {
      const reply = await post(path, body);
      expect(reply.status).toBe(404);
      expect(reply.body).toMatchObject(NO_PLANET);
    }
    for (const path of [PATHS.activity.findList, PATHS.live.findList, PATHS.wiki.findList, PATHS.future.findList, PATHS.wxGroup.findList, PATHS.book.findList, PATHS.users]) {
      expect((await get(path, { planet_id: demo.linPlanet })).body).toMatchObject(NO_PLANET);
    }
    expect((await get(PATHS.live.statistics, { planet_id: demo.linPlanet })).body).toMatchObject(NO_PLANET);
  });

  it('does not show, change or delete another teacher\'s records, and does not move one into a foreign planet', async () => {
    const zhouActivity = (await rows<PlanetActivity>(PATHS.activity.findList))[0]!;
    const zhouLive = (await rows<PlanetLive>(PATHS.live.findList))[0]!;
    const zhouWiki = (await rows<WikiArticle>(PATHS.wiki.findList))[0]!;
    const zhouPlan = (await rows<RoadmapItem>(PATHS.future.findList))[0]!;
    const zhouGroup = (await rows<WxGroup>(PATHS.wxGroup.findList))[0]!;
    const zhouChapter = (await rows<BookChapter>(PATHS.book.findList, { planet_id: demo.zhouPlanet }))[0]!;

    expect((await rows<PlanetActivity>(PATHS.activity.findList, {}, demo.lin)).map((a) => a.id)).not.toContain(zhouActivity.id);
    expect((await rows<WikiArticle>(PATHS.wiki.findList, {}, demo.lin)).map((a) => a.title)).toEqual(['投稿格式说明']);
    expect(await rows(PATHS.wxGroup.findList, {}, demo.lin)).toEqual([]);

    const { planet_title: _t, signups: _s, status: _st, created_at: _c, updated_at: _u, ...activity } = zhouActivity;
    const refusals: [string, unknown, string][] = [
      [PATHS.activity.update, { ...activity, planet_id: demo.linPlanet }, '活动不存在'],
      [PATHS.activity.delete, { id: zhouActivity.id }, '活动不存在'],
      [PATHS.live.delete, { id: zhouLive.id }, '直播不存在'],
      [PATHS.wiki.update, { id: zhouWiki.id, planet_id: demo.linPlanet, title: 'x', content: 'y' }, '文章不存在'],
      [PATHS.wiki.delete, { id: zhouWiki.id }, '文章不存在'],
      [PATHS.future.setStatus, { id: zhouPlan.id, status: 1 }, '规划不存在'],
      [PATHS.future.delete, { id: zhouPlan.id }, '规划不存在'],
      [PATHS.wxGroup.delete, { id: zhouGroup.id }, '微信群不存在'],
      [PATHS.book.delete, { planet_id: demo.linPlanet, id: zhouChapter.id }, '章节不存在'],
      [PATHS.book.delete, { planet_id: demo.zhouPlanet, id: zhouChapter.id }, '星球不存在'],
    ];
    for (const [path, body, message] of refusals) {
      const reply = await post(path, body, demo.lin);
      expect(reply.status, path).toBe(404);
      expect(reply.body.message, path).toBe(message);
    }
    // the owner cannot move their own record into a planet that is not theirs
    expect((await post(PATHS.activity.update, { ...activity, planet_id: demo.linPlanet })).body).toMatchObject(NO_PLANET);
    expect((await rows<PlanetActivity>(PATHS.activity.findList)).find((a) => a.id === zhouActivity.id)!.planet_id).toBe(demo.zhouPlanet);
    expect((await rows(PATHS.book.findList, { planet_id: demo.zhouPlanet }))).toHaveLength(2);
  });

  it('a staff account acts for its main account, within its modules', async () => {
    // 林老师's staff account works in the teacher centre: planet member-mode groups are not among its modules
    expect((await get(PATHS.wiki.findList, {}, demo.staff)).status).toBe(403);
    // a staff account of 周老师 granted 知识库 reads 周老师's wiki
    await createStaffAccount(demo.server.dataDir, PHONES.planet, '13800000008');
    await grantModules(demo.server.dataDir, '13800000008', ['planet-wiki']);
    const zhouStaff = (await login(demo.server.baseUrl, '13800000008')).token.id;
    const staffWiki = await rows<WikiArticle>(PATHS.wiki.findList, {}, zhouStaff);
    expect(staffWiki.map((a) => a.id)).toEqual((await rows<WikiArticle>(PATHS.wiki.findList)).map((a) => a.id));
    expect(staffWiki.length).toBeGreaterThan(0);
  });
});
