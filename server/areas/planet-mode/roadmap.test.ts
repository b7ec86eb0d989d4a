import { describe, expect, it } from 'vitest';
import { PLANET_MODE_PATHS as PATHS } from '@shared/planet-mode/paths.ts';
import type { RoadmapItem } from '@shared/planet-mode/types.ts';
import { SENSITIVE, usePlanetModeServer } from './test-support.ts';

const demo = usePlanetModeServer();
const { post, rows, okData } = demo;

describe('roadmap', () => {
  const input = () => ({ planet_id: demo.zhouPlanet, title: '直播：手机延时摄影', planned_on: '2026-03-18', kind: 'live', note: '' });

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
