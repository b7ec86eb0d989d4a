import { describe, expect, it } from 'vitest';
import { PLANET_MODE_PATHS as PATHS } from '@shared/planet-mode/paths.ts';
import type { OwnerMember } from '@shared/planet-mode/types.ts';
import { usePlanetModeServer } from './test-support.ts';

const demo = usePlanetModeServer();
const { get, rows } = demo;

describe('members across the owner planets', () => {
  it('pages, searches by nickname and filters by planet and status', async () => {
    const all = await get(PATHS.users, { pageSize: 4 });
    expect(all.body.totalCount).toBe(6);
    expect(all.body.rows).toHaveLength(4);
    const found = await rows<OwnerMember>(PATHS.users, { keyword: '慢门' });
    expect(found).toEqual([expect.objectContaining({ nickname: '慢门', planet_id: demo.zhouPlanet, planet_title: '周老师的摄影会员星球', role: 'member', status: 1 })]);
    expect((await rows<OwnerMember>(PATHS.users, { status: 0 })).map((m) => m.nickname)).toEqual(['蓝调时刻']);
    expect(await rows(PATHS.users, { planet_id: demo.zhouPlanet, pageSize: 100 })).toHaveLength(6);
    const lins = await rows<OwnerMember>(PATHS.users, { pageSize: 100 }, demo.lin);
    expect(lins.every((m) => m.planet_id === demo.linPlanet)).toBe(true);
  });
});
