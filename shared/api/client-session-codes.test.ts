import { describe, expect, it } from 'vitest';
import { $confirmRequest, answerConfirm } from '@shared/feedback.ts';
import { $locale } from '@shared/i18n/i18n.ts';
import { $modules, $token, $user } from '@shared/session/session.ts';
import { fail, failure, flush, menu, useClientHarness } from './testing/client-harness.ts';

const harness = useClientHarness();
const { client } = harness;

describe('session failure codes 50008, 50012, 50014 (spec §8)', () => {
  for (const code of [50008, 50012, 50014]) {
    it(`${code}: one confirm for many failing calls; confirm clears the session and reloads`, async () => {
      harness.server.handle(fail(code, 'session ended', 401));
      const api = client();
      const errors = await Promise.all([api.get('/a'), api.get('/b'), api.postJson('/c', {})].map(failure));
      expect(errors.map((error) => error.code)).toEqual([code, code, code]);

      const request = $confirmRequest.get()!;
      expect(request).toMatchObject({ title: '确认退出', message: '您已被登出，可以取消继续留在该页面，或者重新登录' });
      answerConfirm(request.id, true);
      await flush();
      expect($confirmRequest.get()).toBeUndefined(); // nothing queued behind it
      expect(harness.hooks.reload).toHaveBeenCalledTimes(1);
      expect($token.get()).toBeUndefined();
      expect($user.get()).toBeUndefined();
      expect($modules.get()).toBeUndefined();
    });
  }

  it('speaks the spec text in English (the title in sentence case)', async () => {
    $locale.set('en');
    harness.server.handle(fail(50014, 'expired', 401));
    await failure(client().get('/x'));
    expect($confirmRequest.get()).toMatchObject({
      title: 'Confirm logout',
      message: 'you have been logged out; cancel to stay or log in again',
    });
  });

  it('cancel keeps the session and stays', async () => {
    harness.server.handle(fail(50012, 'signed in elsewhere', 401));
    await failure(client().get('/x'));
    answerConfirm($confirmRequest.get()!.id, false);
    await flush();
    expect(harness.hooks.reload).not.toHaveBeenCalled();
    expect($token.get()?.id).toBe('tok-1');
    expect($modules.get()).toEqual(menu);
  });

  it('asks again for a later failure once the first confirm is answered', async () => {
    harness.server.handle(fail(50008, 'invalid', 401));
    await failure(client().get('/x'));
    answerConfirm($confirmRequest.get()!.id, false);
    await flush();
    await failure(client().get('/x'));
    expect($confirmRequest.get()).toBeDefined();
  });

  it('a call made with auth: false does not ask', async () => {
    harness.server.handle(fail(50008, 'invalid', 401));
    await failure(client().get('/x', undefined, { auth: false }));
    expect($confirmRequest.get()).toBeUndefined();
  });
});

describe('a call refused as outside the modules (40300)', () => {
  it('tells the console, which reloads a staff account\'s menu; the session stays', async () => {
    harness.server.handle(fail(40300, '无权限访问', 403));
    const error = await failure(client().get('/api/v3/column_hybrid/source/picture/getCategorys'));
    expect(error).toMatchObject({ code: 40300, message: '无权限访问' });
    expect(harness.hooks.forbidden).toHaveBeenCalledTimes(1);
    expect($token.get()?.id).toBe('tok-1');
    expect($confirmRequest.get()).toBeUndefined();
  });
});
