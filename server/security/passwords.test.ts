import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords.ts';

describe('password hashes', () => {
  it('are scrypt$N$r$p$salt$hash with a random salt', async () => {
    const a = await hashPassword('lectern-demo');
    const b = await hashPassword('lectern-demo');
    expect(a).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{86}$/);
    expect(a).not.toBe(b);
  });

  it('verify the right password only', async () => {
    const stored = await hashPassword('秘密 password');
    expect(await verifyPassword('秘密 password', stored)).toBe(true);
    expect(await verifyPassword('秘密 passwore', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('reject malformed stored values', async () => {
    for (const stored of ['', 'plain', 'scrypt$1$2$3', 'bcrypt$16384$8$1$c2FsdA$aGFzaA', 'scrypt$x$8$1$c2FsdA$aGFzaA', 'scrypt$16384$8$1$c2FsdA$']) {
      expect(await verifyPassword('x', stored)).toBe(false);
    }
  });
});
