import { describe, expect, it } from 'vitest';
import { $confirmRequest } from '@shared/feedback.ts';
import { $hostToken, $token, clearSession } from '@shared/session/session.ts';
import { fail, failure, seconds, signIn, useClientHarness } from './testing/client-harness.ts';

const harness = useClientHarness();
const { client } = harness;

describe("a host page's token (Lectern.configure({ token }), docs/embedding.md)", () => {
  it('goes as Authorization instead of the stored session, and is used without refreshing', async () => {
    signIn(seconds() - 10); // the stored access token has expired: the stored session would refresh first
    $hostToken.set('host-token');
    await client().get('/x');
    expect(harness.server.seen.map((request) => [request.path, request.headers.authorization])).toEqual([['/x', 'host-token']]);
  });

  it('works with no stored session at all', async () => {
    clearSession();
    $hostToken.set('host-token');
    await client().get('/x');
    expect(harness.server.seen[0]!.headers.authorization).toBe('host-token');
    expect(harness.hooks.reload).not.toHaveBeenCalled();
  });

  it('is dropped on a session failure, without the confirm dialog and without touching the stored session', async () => {
    $hostToken.set('host-token');
    harness.server.handle(fail(50014, 'expired', 401));
    await failure(client().get('/x'));
    expect($hostToken.get()).toBeUndefined();
    expect($confirmRequest.get()).toBeUndefined();
    expect($token.get()?.id).toBe('tok-1');
  });
});
