/**
 * Server settings from the environment (DESIGN.md "Stable contracts").
 */
import path from 'node:path';

export type ServerConfig = {
  port: number;
  host: string;
  dataDir: string;
  /** seconds */
  accessTokenTtl: number;
  /** seconds; absolute lifetime of a login (a token family), never extended by rotation */
  refreshTokenTtl: number;
  /** extra origin for the console's CSP connect-src, e.g. https://api.example.com */
  apiOrigin: string | undefined;
  /** storage quota of a free-tier account, bytes (LECTERN_FREE_QUOTA_BYTES, default 2 GiB) */
  freeQuotaBytes: number;
  /** path of ffmpeg / ffprobe; undefined: looked up on PATH; null ('off'): not used */
  ffmpeg: string | null | undefined;
  ffprobe: string | null | undefined;
  /** HMAC secret of upload signs and media URLs; undefined: generated once into the data directory */
  mediaSecret: string | undefined;
};

type Env = Record<string, string | undefined>;

function positiveInt(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) {
    throw new Error(`${name} must be a positive integer, got "${raw}"`);
  }
  return value;
}

function origin(env: Env, name: string): string | undefined {
  const raw = env[name]?.trim();
  if (!raw) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`${name} must be an origin such as https://api.example.com, got "${raw}"`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`${name} must use http or https, got "${raw}"`);
  }
  // Only the origin goes into the CSP; a path or a quote there would break or widen the policy.
  return url.origin;
}

/** A tool path: unset → look it up on PATH, 'off' → do without. */
function toolPath(env: Env, name: string): string | null | undefined {
  const raw = env[name]?.trim();
  if (!raw) return undefined;
  return raw.toLowerCase() === 'off' ? null : raw;
}

function secret(env: Env, name: string): string | undefined {
  const raw = env[name]?.trim();
  if (!raw) return undefined;
  if (raw.length < 32) throw new Error(`${name} must be at least 32 characters`);
  return raw;
}

export const DEFAULT_FREE_QUOTA_BYTES = 2 * 1024 ** 3;

export function readConfig(env: Env = process.env): ServerConfig {
  const port = positiveInt(env, 'PORT', 8080);
  if (port > 65535) throw new Error(`PORT must be at most 65535, got ${port}`);
  return {
    port,
    host: env.HOST?.trim() || '127.0.0.1',
    dataDir: path.resolve(env.LECTERN_DATA_DIR?.trim() || './data'),
    accessTokenTtl: positiveInt(env, 'LECTERN_ACCESS_TOKEN_TTL', 7200),
    refreshTokenTtl: positiveInt(env, 'LECTERN_REFRESH_TOKEN_TTL', 1_209_600),
    apiOrigin: origin(env, 'LECTERN_API_ORIGIN'),
    freeQuotaBytes: positiveInt(env, 'LECTERN_FREE_QUOTA_BYTES', DEFAULT_FREE_QUOTA_BYTES),
    ffmpeg: toolPath(env, 'LECTERN_FFMPEG'),
    ffprobe: toolPath(env, 'LECTERN_FFPROBE'),
    mediaSecret: secret(env, 'LECTERN_MEDIA_SECRET'),
  };
}
