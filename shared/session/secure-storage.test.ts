import { describe, expect, it } from 'vitest';
import { decodeStored, encodeStored } from './secure-storage.ts';

const now = Date.UTC(2025, 0, 1);
const user = { id: 7, nickname: '王老师', avatar: '', uid: 'u7', uuid: 'main_7' };

describe('secure storage', () => {
  it('round-trips a value as base64url text that does not show the value', () => {
    const raw = encodeStored(user, 60, now);
    expect(raw).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(raw).not.toContain('nickname');
    expect(decodeStored(raw, now)).toEqual(user);
  });

  it('uses a fresh nonce each time', () => {
    expect(encodeStored('x', 60, now)).not.toBe(encodeStored('x', 60, now));
  });

  it('expires after the ttl (default 14 days)', () => {
    const raw = encodeStored('x', 60, now);
    expect(decodeStored(raw, now + 59_999)).toBe('x');
    expect(decodeStored(raw, now + 60_000)).toBeUndefined();
    const long = encodeStored('y', undefined, now);
    expect(decodeStored(long, now + 1209600_000 - 1)).toBe('y');
    expect(decodeStored(long, now + 1209600_000)).toBeUndefined();
  });

  it('rejects tampered, truncated or foreign text', () => {
    const raw = encodeStored(user, 60, now);
    const flipped = raw.slice(0, 20) + (raw[20] === 'A' ? 'B' : 'A') + raw.slice(21);
    expect(decodeStored(flipped, now)).toBeUndefined();
    expect(decodeStored(raw.slice(0, -4), now)).toBeUndefined();
    expect(decodeStored('{"v":1,"e":99999999999999}', now)).toBeUndefined();
    expect(decodeStored('abc', now)).toBeUndefined();
    expect(decodeStored('', now)).toBeUndefined();
    expect(decodeStored(undefined, now)).toBeUndefined();
    expect(decodeStored(null, now)).toBeUndefined();
  });

  it('keeps falsy values apart from missing ones', () => {
    expect(decodeStored(encodeStored(0, 60, now), now)).toBe(0);
    expect(decodeStored(encodeStored(false, 60, now), now)).toBe(false);
    expect(decodeStored(encodeStored([], 60, now), now)).toEqual([]);
  });
});
