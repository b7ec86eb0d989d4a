/**
 * Opaque random secrets (token ids, SMS codes). Only their sha256 hashes reach the database.
 */
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** 32 random bytes, base64url (43 characters). */
export function newTokenId(): string {
  return randomBytes(32).toString('base64url');
}

export function sha256(value: string): string {
  return createHash('sha256').update(value, 'utf8').digest('hex');
}

/** Six decimal digits, uniformly drawn. */
export function newSmsCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

export function smsCodeHash(phone: string, code: string): string {
  return sha256(`sms:${phone}:${code}`);
}

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
}

export function randomSuffix(bytes = 9): string {
  return randomBytes(bytes).toString('base64url');
}
