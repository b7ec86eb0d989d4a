/**
 * HMAC-SHA256 signatures for values the server hands out and later takes back without a session:
 * upload signs (createSourceSign → the tus endpoint) and media URLs (<img>/<video> cannot send a token).
 * Each use has its own purpose string, so a value signed for one can never pass as the other.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const SECRET_FILE = 'media-secret.key';

function mac(secret: string, purpose: string, body: string): string {
  return createHmac('sha256', secret).update(`${purpose}\n${body}`, 'utf8').digest('base64url');
}

/** `<body>.<signature>`; the body must not contain '.' where the caller needs to split it again. */
export function sign(secret: string, purpose: string, body: string): string {
  return `${body}.${mac(secret, purpose, body)}`;
}

/** The body of a value signed with the same secret and purpose, or undefined. */
export function verify(secret: string, purpose: string, signed: string): string | undefined {
  const dot = signed.lastIndexOf('.');
  if (dot <= 0) return undefined;
  const body = signed.slice(0, dot);
  const given = Buffer.from(signed.slice(dot + 1), 'utf8');
  const expected = Buffer.from(mac(secret, purpose, body), 'utf8');
  return given.length === expected.length && timingSafeEqual(given, expected) ? body : undefined;
}

/**
 * The server's signing secret: generated once (32 random bytes) into the data directory, readable only by
 * the server's user, so signs and media URLs stay valid across restarts.
 */
export function loadOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, SECRET_FILE);
  // on PostgreSQL nothing else has made the data directory yet
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    fs.writeFileSync(file, randomBytes(32).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const secret = fs.readFileSync(file, 'utf8').trim();
  if (secret.length < 32) throw new Error(`${file} holds no usable secret; delete it to generate a new one`);
  return secret;
}
