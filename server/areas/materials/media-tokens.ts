/**
 * Signed, expiring references to a material's file or poster: `/api/v3/media/file/<token>`. They need no
 * session, so <img> and <video> can load them. A token is `<id>-<f|p>-<exp>.<hmac>`.
 *
 * The expiry is 2 hours from now rounded up to the next 10 minutes, so a list fetched twice within a few
 * minutes hands out the same URLs and the browser's cache keeps working.
 */
import { MATERIAL_PATHS } from '@shared/materials/paths.ts';
import { sign, verify } from '@server/security/signing.ts';
import { seconds, type Clock } from '@server/db/context.ts';
import { SIGN_TTL_SECONDS } from './settings.ts';

export type MediaVariant = 'file' | 'poster';

export type MediaReference = { materialId: number; variant: MediaVariant; exp: number };

const PURPOSE = 'lectern-media-v1';
const ROUND = 600;
const BODY = /^([1-9][0-9]{0,15})-([fp])-([0-9]{1,12})$/;

/** tokens kept for reuse; past this the cache starts afresh (the expiry moves every 10 minutes anyway) */
const CACHED_TOKENS = 50_000;

export function createMediaTokens(secret: string, now: Clock) {
  // Within one 10-minute step every list hands out the same token for a file: an HMAC per row was a third of a
  // list request's time (60 rows, 430 µs), a lookup is nothing.
  const issued = new Map<string, string>();

  /** the expiry of the tokens issued now: it moves every 10 minutes */
  function expiry(): number {
    return Math.ceil((seconds(now) + SIGN_TTL_SECONDS) / ROUND) * ROUND;
  }

  function issue(materialId: number, variant: MediaVariant): string {
    const exp = expiry();
    const body = `${materialId}-${variant === 'file' ? 'f' : 'p'}-${exp}`;
    let token = issued.get(body);
    if (token === undefined) {
      if (issued.size >= CACHED_TOKENS) issued.clear();
      token = sign(secret, PURPOSE, body);
      issued.set(body, token);
    }
    return token;
  }

  return {
    issue,
    expiry,

    /** The media URL (relative to the API origin) of a material's file or poster. */
    url(materialId: number, variant: MediaVariant): string {
      return `${MATERIAL_PATHS.mediaFile}/${issue(materialId, variant)}`;
    },

    /** The reference in a token, or undefined when it is forged, malformed or expired. */
    read(token: string): MediaReference | undefined {
      const body = verify(secret, PURPOSE, token);
      const match = body === undefined ? null : BODY.exec(body);
      if (!match) return undefined;
      const exp = Number(match[3]);
      if (exp < seconds(now)) return undefined;
      return { materialId: Number(match[1]), variant: match[2] === 'f' ? 'file' : 'poster', exp };
    },
  };
}

export type MediaTokens = ReturnType<typeof createMediaTokens>;
