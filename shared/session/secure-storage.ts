import { gcm } from '@noble/ciphers/aes.js';
import { bytesToUtf8, utf8ToBytes } from '@noble/ciphers/utils.js';
import { DEFAULT_TTL_SECONDS } from './storage-keys.ts';

/**
 * Encrypted, expiring values for localStorage (spec §3: "stored encrypted with a default expiry of 14 days").
 *
 * The key below ships to the browser, so this is obfuscation, not secrecy (DESIGN.md "State"): it keeps
 * stored values from casual reading and editing, not from a script running in the page. The real defences
 * are the Content-Security-Policy, never rendering names as HTML, and short-lived access tokens.
 * AES-GCM authenticates, so an edited value fails to decode instead of decoding to something else.
 */
const APP_KEY = utf8ToBytes('lectern/local-storage/aes-gcm/v1'); // 32 bytes: AES-256
const NONCE_BYTES = 12;

type Envelope = { v: unknown; e: number };

export function encodeStored(value: unknown, ttlSeconds = DEFAULT_TTL_SECONDS, now = Date.now()): string {
  const envelope: Envelope = { v: value, e: now + ttlSeconds * 1000 };
  const nonce = crypto.getRandomValues(new Uint8Array(NONCE_BYTES));
  const sealed = gcm(APP_KEY, nonce).encrypt(utf8ToBytes(JSON.stringify(envelope)));
  const out = new Uint8Array(NONCE_BYTES + sealed.length);
  out.set(nonce);
  out.set(sealed, NONCE_BYTES);
  return toBase64url(out);
}

/** The stored value, or undefined when the raw text is missing, expired, tampered with or unparsable. */
export function decodeStored<T>(raw: string | null | undefined, now = Date.now()): T | undefined {
  if (!raw) return undefined;
  try {
    const bytes = fromBase64url(raw);
    if (bytes.length <= NONCE_BYTES) return undefined;
    const plain = gcm(APP_KEY, bytes.subarray(0, NONCE_BYTES)).decrypt(bytes.subarray(NONCE_BYTES));
    const envelope = JSON.parse(bytesToUtf8(plain)) as Partial<Envelope> | null;
    if (!envelope || typeof envelope.e !== 'number' || envelope.e <= now) return undefined;
    return envelope.v as T | undefined;
  } catch {
    return undefined;
  }
}

function toBase64url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64url(text: string): Uint8Array {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) throw new Error('not base64url');
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}
