import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadOrCreateSecret, SECRET_FILE, sign, verify } from './signing.ts';

const SECRET = 's'.repeat(43);

describe('sign / verify', () => {
  it('gives back the body of an untouched value only', () => {
    const signed = sign(SECRET, 'a', 'body-1');
    expect(verify(SECRET, 'a', signed)).toBe('body-1');
    expect(verify(SECRET, 'b', signed)).toBeUndefined();
    expect(verify('t'.repeat(43), 'a', signed)).toBeUndefined();
    expect(verify(SECRET, 'a', signed.replace('body-1', 'body-2'))).toBeUndefined();
    expect(verify(SECRET, 'a', `${signed}x`)).toBeUndefined();
    expect(verify(SECRET, 'a', 'no-dot')).toBeUndefined();
  });
});

describe('loadOrCreateSecret', () => {
  it('creates the secret once, private to the server, and reads it back', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lectern-secret-'));
    try {
      const first = loadOrCreateSecret(dir);
      expect(first.length).toBeGreaterThanOrEqual(32);
      expect(loadOrCreateSecret(dir)).toBe(first);
      expect(fs.statSync(path.join(dir, SECRET_FILE)).mode & 0o777).toBe(0o600);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('makes the data directory when nothing else has (a server on PostgreSQL keeps no database file there)', () => {
    const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'lectern-secret-'));
    try {
      const dir = path.join(parent, 'data');
      expect(loadOrCreateSecret(dir).length).toBeGreaterThanOrEqual(32);
      expect(fs.existsSync(path.join(dir, SECRET_FILE))).toBe(true);
    } finally {
      fs.rmSync(parent, { recursive: true, force: true });
    }
  });
});
