import { describe, expect, it } from 'vitest';
import { parentHref, routeAncestors, routeParent } from './route-parents.ts';

describe('route parents', () => {
  it('puts a planet’s detail and editor under the planet list, in both modes', () => {
    expect(routeParent('/planet/detail')).toEqual({ path: '/planet/list' });
    expect(routeParent('/p/planet/editPlanet')).toEqual({ path: '/p/planet/list' });
    expect(routeParent('/planet/list')).toBeUndefined();
    expect(routeParent('/course/audio')).toBeUndefined();
  });

  it('puts every section under the detail, a plan’s list under its plan (exact before prefix)', () => {
    expect(routeAncestors('/planet/detail/member').map((p) => p.path)).toEqual(['/planet/list', '/planet/detail']);
    expect(routeAncestors('/p/planet/detail/cards/punchcardList').map((p) => p.path)).toEqual(['/p/planet/list', '/p/planet/detail', '/p/planet/detail/cards']);
    expect(routeAncestors('/dashboard')).toEqual([]);
  });

  it('puts the withdrawal and payee pages under 账户余额, the payout account pages under 收款账户', () => {
    expect(routeParent('/accounting/extractCashSuccess')).toEqual({ path: '/accounting/balance' });
    expect(routeParent('/accounting/balance/indentify')).toEqual({ path: '/accounting/balance' });
    expect(routeParent('/setting/accounting/edit')).toEqual({ path: '/setting/accounting' });
    expect(routeParent('/accounting/balance')).toBeUndefined();
    expect(routeParent('/setting/accounting')).toBeUndefined();
  });

  it('stops at a loop and keeps only the named query parameters', () => {
    expect(routeAncestors('/a', { '/a': { path: '/b' }, '/b': { path: '/a' } }).map((p) => p.path)).toEqual(['/b']);
    const search = new URLSearchParams('id=7&tab=blacklist&page=2');
    expect(parentHref({ path: '/planet/detail', keep: ['id'] }, search)).toBe('/planet/detail?id=7');
    expect(parentHref({ path: '/planet/list' }, search)).toBe('/planet/list');
  });
});
