import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@shared/api/errors.ts';
import { FUNDS_CODES } from './rules.ts';
import { runVerified } from './verification.ts';

const askVerification = () => new ApiError('fail', FUNDS_CODES.verificationRequired, '为保障资金安全，请先完成短信验证', 403);

describe('runVerified', () => {
  it('runs a change once when the server takes it, without asking', async () => {
    const ask = vi.fn(async () => true);
    expect(await runVerified(async () => 7, ask)).toEqual({ done: true, value: 7 });
    expect(ask).not.toHaveBeenCalled();
  });

  it('asks for a verification when the server wants one, then runs the change again', async () => {
    const run = vi.fn<() => Promise<string>>().mockRejectedValueOnce(askVerification()).mockResolvedValueOnce('added');
    const ask = vi.fn(async () => true);
    expect(await runVerified(run, ask)).toEqual({ done: true, value: 'added' });
    expect(ask).toHaveBeenCalledTimes(1);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('stops quietly when the user gives up the verification', async () => {
    const run = vi.fn<() => Promise<string>>().mockRejectedValue(askVerification());
    expect(await runVerified(run, async () => false)).toEqual({ done: false });
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('passes any other refusal on, and a second refusal after verifying too', async () => {
    const other = new ApiError('fail', 40310, '仅主账号可以添加、修改或删除收款账户', 403);
    await expect(runVerified(() => Promise.reject(other), async () => true)).rejects.toBe(other);
    const again = askVerification();
    const run = vi.fn<() => Promise<string>>().mockRejectedValueOnce(askVerification()).mockRejectedValueOnce(again);
    await expect(runVerified(run, async () => true)).rejects.toBe(again);
  });
});
