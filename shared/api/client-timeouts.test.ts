import { describe, expect, it, vi } from 'vitest';
import { $toasts } from '@shared/feedback.ts';
import { DEFAULT_TIMEOUT_MS } from './client.ts';
import type { ApiClientOptions } from './client-types.ts';
import type { ApiError } from './errors.ts';
import { failure, useClientHarness } from './testing/client-harness.ts';

const harness = useClientHarness();
const { client } = harness;

describe('time-outs (spec §9)', () => {
  /** A fetch that never answers, so only the time-out can end the call. */
  const silentFetch: typeof fetch = (_input, init) =>
    new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)));

  async function settlesAt(options: Partial<ApiClientOptions>, ms: number): Promise<void> {
    vi.useFakeTimers();
    let settled: ApiError | undefined;
    void client({ fetch: silentFetch, ...options })
      .get('/x')
      .catch((error: ApiError) => (settled = error));
    await vi.advanceTimersByTimeAsync(ms - 1);
    expect(settled).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toMatchObject({ kind: 'timeout' });
  }

  it('defaults to 5000 ms for the login client', async () => {
    expect(DEFAULT_TIMEOUT_MS.login).toBe(5000);
    await settlesAt({ kind: 'login' }, 5000);
  });

  it('defaults to 200000 ms for the general client', async () => {
    expect(DEFAULT_TIMEOUT_MS.general).toBe(200000);
    await settlesAt({ kind: 'general' }, 200000);
  });

  it('general client: a time-out rejects and shows a message for 5000 ms', async () => {
    harness.server.handle(() => undefined); // no answer: only the time-out ends the call
    const error = await failure(client({ timeoutMs: 50 }).get('/x'));
    expect(error).toMatchObject({ kind: 'timeout', message: '请求超时，请稍后重试' });
    expect($toasts.get()).toEqual([expect.objectContaining({ kind: 'error', duration: 5000, message: '请求超时，请稍后重试' })]);
  });
});
