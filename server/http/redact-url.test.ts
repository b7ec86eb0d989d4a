import { describe, expect, it } from 'vitest';
import { urlRedactor } from './redact-url.ts';

const redact = urlRedactor(['/api/v3/media/file', '/api/v3/vod/upload']);

describe('urlRedactor', () => {
  it('keeps what is no credential, spelled as sent', () => {
    for (const url of [
      '/api/v3/account/phone/exist?phone=13800000000&app=lectern',
      '/content/audio/batch?key=k1&design=a&assign=b&tokens_left=3',
      '/api/v3/media/canUpload?u=0',
      '/api/v3/vod/upload',
      '/dashboard?access_token',
    ]) {
      expect(redact(url)).toBe(url);
    }
  });

  it('finds a secret path through empty, dot and dot-dot segments and escapes', () => {
    expect(redact('/api/v3/x/../media/file/1-f-9.abc')).toBe('/api/v3/x/../media/file/[redacted]');
    expect(redact('/api/v3/./vod//upload/abc/def?x=1')).toBe('/api/v3/./vod//upload/[redacted]?x=1');
    expect(redact('/API/V3/%6Dedia/%46ILE/1-f-9.abc')).toBe('/API/V3/%6Dedia/%46ILE/[redacted]');
    expect(redact('/api/v3/media/file/..%2Ffile/1-f-9.abc')).toBe('/api/v3/media/file/[redacted]');
  });

  it('hides values of secret names in a fragment too', () => {
    expect(redact('/x?a=1#access_token=abc&b=2')).toBe('/x?a=1#access_token=[redacted]&b=2');
    expect(redact('/x?token=a+b%20c&Token=d')).toBe('/x?token=[redacted]&Token=[redacted]');
  });
});
