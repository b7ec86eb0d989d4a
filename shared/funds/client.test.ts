import { describe, expect, it, vi } from 'vitest';
import { FUNDS_PATHS } from './paths.ts';

const postJson = vi.fn(async () => ({ result: 'ok', data: { id: 5 } }));
vi.mock('@shared/api/default-client.ts', () => ({ api: () => ({ postJson }) }));

const { applyWithdrawal } = await import('./client.ts');

describe('the withdrawal call', () => {
  it('sends the submission\'s Idempotency-Key header with the input', async () => {
    const input = { account_id: 3, sources: [{ source: 'knowledge' as const, amount: 1_000 }] };
    expect(await applyWithdrawal(input, 'key-0123456789')).toEqual({ id: 5 });
    expect(postJson).toHaveBeenCalledWith(FUNDS_PATHS.withdraw, input, { headers: { 'Idempotency-Key': 'key-0123456789' } });
  });
});
