import { describe, expect, it, vi } from 'vitest';
import { $toasts } from '@shared/feedback.ts';
import { $modules, $token } from '@shared/session/session.ts';
import { watchPageLeaving } from './network-errors.ts';
import { fail, failure, hangUp, useClientHarness } from './testing/client-harness.ts';

const harness = useClientHarness();
const { client } = harness;

describe('network-level errors (spec §8)', () => {
  it('show a message for 5000 ms; five in a row keep the session', async () => {
    harness.server.handle(hangUp);
    const api = client();
    for (let i = 0; i < 5; i++) expect((await failure(api.get('/x'))).kind).toBe('network');
    expect(harness.hooks.openLogin).not.toHaveBeenCalled();
    expect($token.get()?.id).toBe('tok-1');
    expect($toasts.get()).toEqual([expect.objectContaining({ kind: 'error', duration: 5000, message: '网络异常，请检查网络连接' })]);
  });

  it('more than five in a row clear storage and open login', async () => {
    harness.server.handle(hangUp);
    const api = client();
    for (let i = 0; i < 6; i++) await failure(api.get('/x'));
    await vi.waitFor(() => expect(harness.hooks.openLogin).toHaveBeenCalledTimes(1));
    expect($token.get()).toBeUndefined();
    expect($modules.get()).toBeUndefined();
    await failure(api.get('/x'));
    expect(harness.hooks.reload).not.toHaveBeenCalled();
  });

  it('requests the browser cancels as the page goes away are none: no count, no message, the session stays', async () => {
    harness.server.handle(hangUp);
    const page = new EventTarget();
    const api = client({ pageLeaving: watchPageLeaving(page) });
    page.dispatchEvent(new Event('pagehide'));
    for (let i = 0; i < 8; i++) expect((await failure(api.get('/x'))).kind).toBe('network');
    expect(harness.hooks.openLogin).not.toHaveBeenCalled();
    expect($token.get()?.id).toBe('tok-1');
    expect($toasts.get()).toEqual([]);
    // back from the back-forward cache, a lost connection counts again
    page.dispatchEvent(new Event('pageshow'));
    for (let i = 0; i < 6; i++) await failure(api.get('/x'));
    await vi.waitFor(() => expect(harness.hooks.openLogin).toHaveBeenCalledTimes(1));
  });

  it('a page left just after its sixth failure keeps the session for the next page (its pagehide comes later)', async () => {
    vi.useFakeTimers();
    const unreachable: typeof fetch = () => Promise.reject(new TypeError('fetch failed'));
    const page = new EventTarget();
    const api = client({ fetch: unreachable, pageLeaving: watchPageLeaving(page) });
    for (let i = 0; i < 6; i++) await failure(api.get('/x'));
    page.dispatchEvent(new Event('pagehide'));
    // the decision waits a moment for a pagehide; once it is taken, the session is still there
    expect(vi.getTimerCount()).toBeGreaterThan(0);
    await vi.runAllTimersAsync();
    expect(harness.hooks.openLogin).not.toHaveBeenCalled();
    expect($token.get()?.id).toBe('tok-1');
  });

  it('any answer resets the count', async () => {
    harness.server.handle(hangUp);
    const api = client();
    for (let i = 0; i < 5; i++) await failure(api.get('/x'));
    harness.server.handle(fail(-1, 'an answer all the same'));
    await failure(api.get('/x'));
    harness.server.handle(hangUp);
    for (let i = 0; i < 5; i++) await failure(api.get('/x'));
    expect(harness.hooks.openLogin).not.toHaveBeenCalled();
  });
});
