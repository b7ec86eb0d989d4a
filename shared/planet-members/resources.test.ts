import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('./client.ts', () => ({
  fetchMembers: vi.fn(async () => ({ rows: [], totalCount: 0 })),
  fetchBlacklist: vi.fn(async () => ({ rows: [], totalCount: 0 })),
  fetchRefunds: vi.fn(async () => ({ rows: [], totalCount: 0 })),
}));

const client = await import('./client.ts');
const { blacklistResource, MEMBER_CHANGE_STALE, membersResource, refundsResource } = await import('./resources.ts');

describe('member resources', () => {
  beforeEach(() => vi.clearAllMocks());

  it('asks for the planet of the address with the filters that are set', async () => {
    await membersResource.list({ id: 7, page: 1, pageSize: 20, keyword: '', role: 'all', status: 'all' });
    expect(client.fetchMembers).toHaveBeenCalledWith({ planet_id: 7, page: 1, pageSize: 20 });
    await membersResource.list({ id: 7, page: 2, pageSize: 20, keyword: '山', role: 'admin', status: '0' });
    expect(client.fetchMembers).toHaveBeenLastCalledWith({ planet_id: 7, page: 2, pageSize: 20, keyword: '山', role: 'admin', status: 0 });
    await blacklistResource.list({ id: 7, page: 1, pageSize: 10, keyword: '半' });
    expect(client.fetchBlacklist).toHaveBeenCalledWith(7, 1, 10, '半');
    await refundsResource.list({ id: 7, page: 3, pageSize: 10 });
    expect(client.fetchRefunds).toHaveBeenCalledWith(7, 3, 10);
  });

  it('makes the planet stale with every member change (its member count)', () => {
    expect(MEMBER_CHANGE_STALE).toEqual(['planet-members', 'planets']);
    expect(membersResource.affects).toEqual(['planet-members', 'planets']);
  });
});
