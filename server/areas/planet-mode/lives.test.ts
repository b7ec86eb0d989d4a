import { describe, expect, it } from 'vitest';
import { PLANET_MODE_PATHS as PATHS } from '@shared/planet-mode/paths.ts';
import type { LiveSettings, LiveStatistics, PlanetLive } from '@shared/planet-mode/types.ts';
import { DAY, SENSITIVE, usePlanetModeServer } from './test-support.ts';

const demo = usePlanetModeServer();
const { clock, post, get, rows, okData } = demo;

describe('lives, their figures and the live settings', () => {
  const input = () => ({ planet_id: demo.zhouPlanet, title: '逆光人像直播', start_at: clock.seconds() + DAY, duration: 45, cover_id: demo.pictureId, introduce: '窗光与逆光。' });

  it('lists the seeded lives with 未开始 / 已结束 and their figures', async () => {
    const lives = await rows<PlanetLive>(PATHS.live.findList);
    expect(lives.map((l) => l.title)).toEqual(['夜景与星空拍摄答疑', '会员作品点评专场（三月）', '手机摄影构图十讲 · 第 1 讲']);
    expect(lives.map((l) => l.status)).toEqual([0, 2, 2]);
    expect(lives[2]).toMatchObject({ viewers: 386, peak_online: 142, avg_watch_minutes: 47, comments: 218, replay_views: 164 });
  });

  it('schedules a live with a cover picture, follows its status through the time, and deletes it', async () => {
    const live = await okData<PlanetLive>(PATHS.live.create, input());
    expect(live).toMatchObject({ ...input(), status: 0, viewers: 0 });
    expect((await fetch(new URL(live.cover_url, demo.server.baseUrl))).status).toBe(200);
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
    expect((await post(PATHS.live.create, { ...input(), cover_id: demo.pictureId + 999 })).body.message).toBe('封面图不存在，请重新选择图片素材');
    expect((await post(PATHS.live.create, { ...input(), introduce: '网络赌场' })).body).toEqual(SENSITIVE);
  });

  it('totals the figures of ended lives only', async () => {
    const stats = (await get<LiveStatistics>(PATHS.live.statistics)).body.data!;
    expect(stats.totals).toEqual({ lives: 2, viewers: 637, peak_online: 142, avg_watch_minutes: 43, comments: 394, replay_views: 253 });
    expect(stats.rows.map((l) => l.title)).toEqual(['会员作品点评专场（三月）', '手机摄影构图十讲 · 第 1 讲']);
    const lins = (await get<LiveStatistics>(PATHS.live.statistics, {}, demo.lin)).body.data!;
    expect(lins.totals).toMatchObject({ lives: 1, viewers: 212 });
  });

  it('reads the defaults until saved, then the saved settings; refuses bad values', async () => {
    expect((await get<LiveSettings>(PATHS.live.settings, {}, demo.lin)).body.data).toEqual({ audience: 'members', chat: 1, auto_replay: 1, replay_days: 30, remind_minutes: 15 });
    expect((await get<LiveSettings>(PATHS.live.settings)).body.data).toMatchObject({ remind_minutes: 30 });
    const next = { audience: 'everyone', chat: 0, auto_replay: 1, replay_days: 7, remind_minutes: 10 };
    expect(await okData(PATHS.live.updateSettings, next)).toEqual(next);
    expect((await get(PATHS.live.settings)).body.data).toEqual(next);
    expect((await get(PATHS.live.settings, {}, demo.lin)).body.data).toMatchObject({ audience: 'members' });
    expect((await post(PATHS.live.updateSettings, { ...next, replay_days: 0 })).body.message).toMatch(/replay_days/);
    expect((await post(PATHS.live.updateSettings, { ...next, audience: 'vip' })).body.message).toMatch(/audience/);
  });
});
