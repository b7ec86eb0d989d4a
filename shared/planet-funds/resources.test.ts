import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('./client.ts', () => ({
  fetchLedger: vi.fn(async () => ({ rows: [], totalCount: 0, balance: 0 })),
  fetchPlanetCourses: vi.fn(async () => ({ rows: [{ id: 1 }], totalCount: 1 })),
}));

const client = await import('./client.ts');
const { ledgerResource, planetCourseRecord, planetCoursesResource } = await import('./resources.ts');

describe('funds resources', () => {
  beforeEach(() => vi.clearAllMocks());

  it('asks for the ledger of the address: a period only when both ends are set, a planet only when chosen', async () => {
    await ledgerResource.list({ page: 1, pageSize: 20, kind: 'all', planet: 0, from: '', to: '' });
    expect(client.fetchLedger).toHaveBeenCalledWith({ page: 1, pageSize: 20, kind: 'all', range: null });
    await ledgerResource.list({ page: 2, pageSize: 20, kind: 'withdraw', planet: 3, from: '2026-01-01', to: '2026-01-31' });
    expect(client.fetchLedger).toHaveBeenLastCalledWith({ page: 2, pageSize: 20, kind: 'withdraw', range: ['2026-01-01', '2026-01-31'], planetId: 3 });
  });

  it('asks for the courses of a planet, or of the owner', async () => {
    await planetCoursesResource.list({ page: 1, pageSize: 20, planet: 0, keyword: '构图' });
    expect(client.fetchPlanetCourses).toHaveBeenCalledWith({ page: 1, pageSize: 20, keyword: '构图' });
    expect(await planetCourseRecord.read({ planet: 5, limit: 100 })).toEqual([{ id: 1 }]);
    expect(client.fetchPlanetCourses).toHaveBeenLastCalledWith({ page: 1, pageSize: 100, planetId: 5 });
  });
});
