import { describe, expect, it } from 'vitest';
import { useScriptedApi } from '@shared/api/testing/api-harness.ts';
import { $storageFull } from '@shared/feedback.ts';
import { saveLogin } from '@shared/session/session.ts';
import { titleOf } from '@shared/materials/rules.ts';
import { fingerprintOf, toUploadError } from './resumable.ts';
import { TusError } from './tus-client.ts';

// user 7 signed in before each test (a fingerprint is per user); the session and $storageFull reset after it
useScriptedApi();
const seconds = () => Math.floor(Date.now() / 1000);

describe('helpers', () => {
  it('titleOf drops the extension', () => {
    expect(titleOf('第一课.mp4')).toBe('第一课');
    expect(titleOf('a.b.mp3')).toBe('a.b');
    expect(titleOf('noext')).toBe('noext');
  });

  it('fingerprintOf tells users, categories and files apart', () => {
    const file = new File(['abc'], 'a.mp4', { type: 'video/mp4', lastModified: 5 });
    const same = new File(['xyz'], 'a.mp4', { type: 'video/mp4', lastModified: 5 });
    expect(fingerprintOf('video', 3, file)).toBe(fingerprintOf('video', 3, same));
    expect(fingerprintOf('video', 3, file)).not.toBe(fingerprintOf('video', 4, file));
    expect(fingerprintOf('video', 3, file)).not.toBe(fingerprintOf('audio', 3, file));
    const other = new File(['abcd'], 'a.mp4', { type: 'video/mp4', lastModified: 5 });
    expect(fingerprintOf('video', 3, file)).not.toBe(fingerprintOf('video', 3, other));
    const before = fingerprintOf('video', 3, file);
    saveLogin({
      token: { id: 'tok-2', exp: seconds() + 3600 },
      refresh_token: { id: 'ref-2', exp: seconds() + 86400 },
      user: { id: 8, nickname: 'm', avatar: '', uid: 'u8', uuid: 'main_8' },
    });
    expect(fingerprintOf('video', 3, file)).not.toBe(before);
  });

  it('toUploadError: no answer is a network error; an answer that is no JSON names the status', () => {
    expect(toUploadError(new Error('offline'))).toMatchObject({ kind: 'network', message: '网络异常，请检查网络连接' });
    expect(toUploadError(new TusError('PATCH', 0))).toMatchObject({ kind: 'network', message: '网络异常，请检查网络连接' });
    expect(toUploadError(new TusError('PATCH', 502, 'bad gateway'))).toMatchObject({
      kind: 'fail',
      code: 502,
      message: '服务异常（502），请稍后重试',
      status: 502,
    });
    expect($storageFull.get()).toBe(false);
  });
});
