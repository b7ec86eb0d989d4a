import { describe, expect, it } from 'vitest';
import { PLANET_MEMBER_PATHS as PATHS } from '@shared/planet-members/paths.ts';
import { defaultPlanetMenu } from '@shared/planet-members/rules.ts';
import type { PlanetMenuItem } from '@shared/planet-members/types.ts';
import { NOT_FOUND_PLANET, usePlanetMemberServer } from './test-support.ts';

const demo = usePlanetMemberServer();
const { post, get } = demo;

describe('menus', () => {
  it('answers the default menu, saves order, names and visibility, and keeps them', async () => {
    expect((await get(PATHS.menus, { planet_id: demo.planet.id })).body.rows).toEqual(defaultPlanetMenu());
    const items: PlanetMenuItem[] = defaultPlanetMenu().reverse().map((item) => (item.key === 'feed' ? { ...item, name: ' 星球动态 ' } : item.key === 'ask' ? { ...item, visible: 0 } : item));
    const saved = await post(PATHS.updateMenus, { planet_id: demo.planet.id, items });
    expect(saved.body.result).toBe('ok');
    const read = (await get(PATHS.menus, { planet_id: demo.planet.id })).body.rows as PlanetMenuItem[];
    expect(read.map((item) => item.key)).toEqual(['member', 'special', 'ask', 'homework', 'punchcard', 'column', 'highlight', 'feed']);
    expect(read.find((item) => item.key === 'feed')!.name).toBe('星球动态');
    expect(read.find((item) => item.key === 'ask')!.visible).toBe(0);
  });

  it('refuses bad menus and sensitive names and keeps the saved one', async () => {
    const menu = defaultPlanetMenu();
    const saved = (await get(PATHS.menus, { planet_id: demo.planet.id })).body.rows;
    const cases: [unknown, number, string][] = [
      [menu.map((item, i) => (i === 0 ? { ...item, name: '七个字的名字呀' } : item)), 40000, '「动态」的名称不能超过 6 个字'],
      [menu.slice(1), 40000, '菜单必须包含全部入口，且每个入口只出现一次'],
      [menu.map((item) => ({ ...item, visible: 0 })), 40000, '至少显示一个菜单入口'],
      [menu.map((item, i) => (i === 0 ? { ...item, key: 'shop' } : item)), 40000, '必须是 feed、'],
      [menu.map((item, i) => (i === 0 ? { ...item, name: '赌博' } : item)), -1, '操作失败，内容包含敏感词'],
    ];
    for (const [items, code, message] of cases) {
      const reply = await post(PATHS.updateMenus, { planet_id: demo.planet.id, items });
      expect(reply.body, JSON.stringify(items)).toMatchObject({ result: 'fail', code, message: expect.stringContaining(message) });
    }
    expect((await get(PATHS.menus, { planet_id: demo.planet.id })).body.rows).toEqual(saved);
  });

  it('answers 404 for another teacher’s planet and leaves its menu alone', async () => {
    expect((await get(PATHS.menus, { planet_id: demo.otherPlanet.id })).body).toEqual(NOT_FOUND_PLANET);
    expect((await post(PATHS.updateMenus, { planet_id: demo.otherPlanet.id, items: defaultPlanetMenu().reverse() })).status).toBe(404);
    expect((await get(PATHS.menus, { planet_id: demo.otherPlanet.id }, demo.other)).body.rows).toEqual(defaultPlanetMenu());
  });
});
