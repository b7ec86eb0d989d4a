/**
 * Stream keys: the secret a teacher's streaming software pushes with. 24 random bytes (192 bits, base64url: 32
 * characters), so one cannot be guessed and two never meet; the unique index stands guard all the same.
 */
import { randomBytes } from 'node:crypto';

export const newStreamKey = (): string => randomBytes(24).toString('base64url');
