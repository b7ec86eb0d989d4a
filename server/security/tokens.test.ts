import { describe, expect, it } from 'vitest';
import { newSmsCode, newTokenId, sha256 } from './tokens.ts';

describe('secrets', () => {
  it('token ids are 32 random bytes in base64url', () => {
    const ids = new Set(Array.from({ length: 100 }, () => newTokenId()));
    expect(ids.size).toBe(100);
    for (const id of ids) expect(Buffer.from(id, 'base64url')).toHaveLength(32);
  });

  it('hashes are sha256 hex', () => {
    expect(sha256('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('SMS codes are six digits', () => {
    for (let i = 0; i < 200; i += 1) expect(newSmsCode()).toMatch(/^\d{6}$/);
  });
});
