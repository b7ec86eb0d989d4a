import { beforeEach, describe, expect, it, vi } from 'vitest';
import { dayEndSeconds, dayStartSeconds } from '@shared/format/local-date.ts';

vi.mock('./client.ts', () => ({
  fetchLedger: vi.fn(async () => ({ rows: [], totalCount: 0 })),
  applyWithdrawal: vi.fn(async () => ({ id: 9 })),
}));

const client = await import('./client.ts');
const { fundsWrites, incomeResource, ledgerFilterOf, ledgerResource } = await import('./resources.ts');

describe('funds resources', () => {
  beforeEach(() => vi.clearAllMocks());

  it('asks for the ledger of the address: only the filters chosen, the days as 00:00:00 and 23:59:59', async () => {
    await ledgerResource.list({ page: 1, pageSize: 20, group: '', source: '', from: '', to: '' });
    expect(client.fetchLedger).toHaveBeenCalledWith({ page: 1, pageSize: 20 });
    await ledgerResource.list({ page: 2, pageSize: 20, group: 'withdrawal', source: 'planet', from: '2026-01-01', to: '2026-01-31' });
    expect(client.fetchLedger).toHaveBeenLastCalledWith({
      page: 2,
      pageSize: 20,
      group: 'withdrawal',
      source: 'planet',
      startAt: dayStartSeconds('2026-01-01'),
      endAt: dayEndSeconds('2026-01-31'),
    });
    expect(ledgerFilterOf({ group: '', source: '', from: '2026-02-30', to: 'x' })).toEqual({});
  });

  it('keeps the income list to income, and sends a withdrawal with its key', async () => {
    await incomeResource.list({ page: 1, pageSize: 20, source: 'knowledge', from: '', to: '' });
    expect(client.fetchLedger).toHaveBeenCalledWith({ page: 1, pageSize: 20, group: 'income', source: 'knowledge' });
    const input = { account_id: 3, sources: [{ source: 'knowledge' as const, amount: 1_000 }] };
    await fundsWrites.withdraw(input, 'key-0123456789');
    expect(client.applyWithdrawal).toHaveBeenCalledWith(input, 'key-0123456789');
  });
});
