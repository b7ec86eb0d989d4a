import { describe, expect, it } from 'vitest';
import { ROUTE_TITLES_ZH } from '@shared/i18n/route-titles/zh-CN.ts';
import { guideZhCN } from '@shared/i18n/guide/zh-CN.ts';
import { guideEn } from '@shared/i18n/guide/en.ts';
import { DEMO_IDS, guideLink, guidePageIds, STEP_IDS } from './pages.ts';

describe('guide pages (spec §1)', () => {
  it('has the 5 first-use steps and the 8 demo scenarios in the spec order', () => {
    expect(guidePageIds('steps')).toEqual(['planet', 'group', 'channels', 'members', 'withdraw']);
    expect(guidePageIds('demo')).toEqual(['paid', 'checkin', 'membership', 'leads', 'qa', 'share', 'live', 'class']);
  });

  it('links every page to a console route, in planet member mode to its /p/ screens or the ones the spec names', () => {
    for (const id of [...STEP_IDS, ...DEMO_IDS]) {
      const teacher = guideLink(id, false);
      const planet = guideLink(id, true);
      expect(ROUTE_TITLES_ZH[teacher], teacher).toBeDefined();
      expect(ROUTE_TITLES_ZH[planet], planet).toBeDefined();
      expect(teacher.startsWith('/p/'), id).toBe(false);
      expect(planet.startsWith('/p/') || ['/chat', '/quick/live'].includes(planet), id).toBe(true);
    }
    // spec §2 "Planet": the guide links it names
    const planetLinks = [...STEP_IDS, ...DEMO_IDS].map((id) => guideLink(id, true));
    expect(planetLinks).toEqual(expect.arrayContaining(['/p/planet/editPlanet', '/p/planet/wxGroup', '/p/planet/list', '/chat', '/quick/live']));
    expect(guideLink('planet', false)).toBe('/planet/editPlanet');
  });

  it('gives every page a title, a few sentences and a link text in both languages', () => {
    for (const [variant, ids] of [['steps', STEP_IDS], ['demo', DEMO_IDS]] as const) {
      for (const id of ids) {
        for (const catalog of [guideZhCN, guideEn] as Record<string, string>[]) {
          const base = `guide.${variant}.${id}`;
          expect(catalog[`${base}.title`], base).toBeTruthy();
          expect(catalog[`${base}.link`], base).toBeTruthy();
          // real explanatory content: at least two sentences
          expect(catalog[`${base}.body`]!.split(/[。.!?！？]\s*/).filter(Boolean).length, base).toBeGreaterThanOrEqual(2);
        }
      }
    }
  });
});
