import { describe, expect, it } from 'vitest';
import { PLANET_MODE_PATHS as PATHS } from '@shared/planet-mode/paths.ts';
import type { PlanetActivity } from '@shared/planet-mode/types.ts';
import { DAY, HOUR, SENSITIVE, usePlanetModeServer } from './test-support.ts';

const demo = usePlanetModeServer();
const { clock, post, get, rows, okData } = demo;

describe('activities', () => {
  const input = () => ({
    planet_id: demo.zhouPlanet,
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
    expect((await rows<PlanetActivity>(PATHS.activity.findList, { planet_id: demo.zhouPlanet, keyword: '夜景' })).map((a) => a.title)).toEqual(['城市夜景线下扫街']);
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
