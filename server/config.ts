/**
 * Server settings from the environment (DESIGN.md "Stable contracts").
 */
import { isIP } from 'node:net';
import path from 'node:path';
import { sensitiveWordList } from './content/sensitive-words.ts';
import { isPostgresUrl } from './db/engine.ts';
import { parseStorageUrl } from './storage/storage-url.ts';
import { MONEY_RULES } from '@shared/funds/ledger.ts';

export type ServerConfig = {
  port: number;
  host: string;
  dataDir: string;
  /** postgres://… (LECTERN_DATABASE_URL): run on PostgreSQL; undefined: SQLite in dataDir */
  databaseUrl: string | undefined;
  /** s3://bucket?endpoint=…&region=… (LECTERN_STORAGE_URL): material files in object storage; undefined: in dataDir */
  storageUrl: string | undefined;
  /** seconds */
  accessTokenTtl: number;
  /** seconds; absolute lifetime of a login (a token family), never extended by rotation */
  refreshTokenTtl: number;
  /** extra origin for the console's CSP connect-src, e.g. https://api.example.com */
  apiOrigin: string | undefined;
  /** storage quota of a free-tier account, bytes (LECTERN_FREE_QUOTA_BYTES, default 2 GiB) */
  freeQuotaBytes: number;
  /** media traffic every account may serve a month before it is over its allowance, bytes (LECTERN_FREE_TRAFFIC_BYTES, default 10 GiB) */
  freeTrafficBytes: number;
  /** path of ffmpeg / ffprobe; undefined: looked up on PATH; null ('off'): not used */
  ffmpeg: string | null | undefined;
  ffprobe: string | null | undefined;
  /** HMAC secret of upload signs and media URLs; undefined: generated once into the data directory */
  mediaSecret: string | undefined;
  /** origins allowed to call /api/* cross-origin (LECTERN_CORS_ORIGINS, comma-separated) */
  corsOrigins: string[];
  /** port of the examples origin, a stand-in third-party site (LECTERN_EXAMPLES_PORT, default PORT+1); null: off */
  examplesPort: number | null;
  /** the content check's words: the default list plus LECTERN_SENSITIVE_WORDS (comma-separated) */
  sensitiveWords: string[];
  /** how long the embedded planet reviewer takes, seconds (LECTERN_PLANET_AUDIT_SECONDS, default 10) */
  planetAuditSeconds: number;
  /** the platform's student side, where a course's page is and its poster's QR code leads (LECTERN_STUDENT_ORIGIN) */
  studentOrigin: string;
  /** the platform's RTMP push server, given to streaming software with each live session's key (LECTERN_RTMP_URL) */
  rtmpUrl: string;
  /** days a payment's income is held before it can be withdrawn (LECTERN_SETTLEMENT_DAYS, default 7) */
  settlementDays: number;
  /** the platform's technical service fee on each payment, basis points (LECTERN_PLATFORM_FEE_BP, default 100 = 1%) */
  platformFeeBp: number;
  /** reverse proxies (addresses, CIDR ranges, or loopback/linklocal/uniquelocal) whose X-Forwarded-For names the caller (LECTERN_TRUST_PROXY, comma-separated); empty: the connection's address */
  trustProxy: string[];
  /** the built console to serve (LECTERN_CONSOLE_DIR, default dist/console); lets a second build be tried beside the first */
  consoleDir: string | undefined;
};

type Env = Record<string, string | undefined>;

/** The student side is the platform's, not this product's: a deployment names it; the default is a reserved name. */
export const DEFAULT_STUDENT_ORIGIN = 'https://h5.lectern.example';

/** The push server is the platform's streaming service, not this product: a deployment names it; the default is a reserved name. */
export const DEFAULT_RTMP_URL = 'rtmp://push.lectern.example/live';

function positiveInt(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) {
    throw new Error(`${name} must be a positive integer, got "${raw}"`);
  }
  return value;
}

function nonNegativeInt(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number of 0 or more, got "${raw}"`);
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

function origins(env: Env, name: string): string[] {
  const raw = env[name]?.trim();
  if (!raw) return [];
  const list = raw
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '')
    .map((item) => origin({ [name]: item }, name) as string);
  return [...new Set(list)];
}

/** An rtmp:// or rtmps:// address without a query or fragment (software appends the stream key to it). */
function rtmpUrl(env: Env, name: string): string | undefined {
  const raw = env[name]?.trim();
  if (!raw) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`${name} must be an address such as rtmp://push.example.com/live, got "${raw}"`);
  }
  if ((url.protocol !== 'rtmp:' && url.protocol !== 'rtmps:') || url.search !== '' || url.hash !== '' || url.username !== '' || url.password !== '') {
    throw new Error(`${name} must be an rtmp:// or rtmps:// address without a query, got "${raw}"`);
  }
  return raw.replace(/\/+$/, '');
}

function port(env: Env, name: string, fallback: number): number {
  const value = positiveInt(env, name, fallback);
  if (value > 65535) throw new Error(`${name} must be at most 65535, got ${value}`);
  return value;
}

/** The examples origin's port: default PORT+1 (off when that is no port), 'off' disables it. */
function examplesPort(env: Env, mainPort: number): number | null {
  const name = 'LECTERN_EXAMPLES_PORT';
  const raw = env[name]?.trim();
  if (raw?.toLowerCase() === 'off') return null;
  if (!raw) return mainPort < 65535 ? mainPort + 1 : null;
  const value = port(env, name, mainPort + 1);
  if (value === mainPort) throw new Error(`${name} must differ from PORT (${mainPort})`);
  return value;
}

/** A host that listens on every interface names no origin a browser uses. */
export function isWildcardHost(host: string): boolean {
  return host === '0.0.0.0' || host === '::' || host === '[::]';
}

/** `host:port` for a URL, with brackets around an IPv6 address. */
export function hostWithPort(host: string, portNumber: number): string {
  return `${host.includes(':') && !host.startsWith('[') ? `[${host}]` : host}:${portNumber}`;
}

/** The origins a browser gives the examples origin: 127.0.0.1, localhost and HOST unless it is a wildcard. */
export function examplesOrigins(host: string, portNumber: number): string[] {
  const hosts = ['127.0.0.1', 'localhost', ...(isWildcardHost(host) ? [] : [host])];
  return [...new Set(hosts.map((h) => new URL(`http://${hostWithPort(h, portNumber)}`).origin))];
}

/** Every origin allowed to call the API cross-origin: LECTERN_CORS_ORIGINS plus the examples origin. */
export function allowedCorsOrigins(config: Pick<ServerConfig, 'corsOrigins' | 'examplesPort' | 'host'>): string[] {
  const examples = config.examplesPort === null ? [] : examplesOrigins(config.host, config.examplesPort);
  return [...new Set([...config.corsOrigins, ...examples])];
}

/** A tool path: unset → look it up on PATH, 'off' → do without. */
function toolPath(env: Env, name: string): string | null | undefined {
  const raw = env[name]?.trim();
  if (!raw) return undefined;
  return raw.toLowerCase() === 'off' ? null : raw;
}

const PROXY_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An address, a CIDR range (`10.0.0.0/8`, `fd00::/8`) or one of proxy-addr's named ranges. */
function proxyEntry(name: string, entry: string): string {
  if (PROXY_RANGES.has(entry)) return entry;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  const maxBits = family === 4 ? 32 : 128;
  const bitsOk = bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= maxBits);
  if (family === 0 || !bitsOk || rest.length > 0) {
    throw new Error(`${name} must list proxy addresses or ranges such as 10.0.0.1, 10.0.0.0/8 or loopback, got "${entry}"`);
  }
  return entry;
}

function trustedProxies(env: Env, name: string): string[] {
  const raw = env[name]?.trim();
  if (!raw) return [];
  const entries = raw
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
  return [...new Set(entries.map((entry) => proxyEntry(name, entry)))];
}

function databaseUrl(env: Env, name: string): string | undefined {
  const raw = env[name]?.trim();
  if (!raw) return undefined;
  if (!isPostgresUrl(raw)) throw new Error(`${name} must be a postgres:// URL, got "${raw.replace(/\/\/[^@/]*@/, '//…@')}"`);
  return raw;
}

function storageUrl(env: Env, name: string): string | undefined {
  const raw = env[name]?.trim();
  if (!raw) return undefined;
  parseStorageUrl(raw, name);
  return raw;
}

function secret(env: Env, name: string): string | undefined {
  const raw = env[name]?.trim();
  if (!raw) return undefined;
  if (raw.length < 32) throw new Error(`${name} must be at least 32 characters`);
  return raw;
}

/** Basis points of an amount: 0 to 10,000 (100 %). */
function basisPoints(env: Env, name: string, fallback: number): number {
  const value = nonNegativeInt(env, name, fallback);
  if (value > 10_000) throw new Error(`${name} must be basis points from 0 to 10000 (100 = 1%), got ${value}`);
  return value;
}

export const DEFAULT_FREE_QUOTA_BYTES = 2 * 1024 ** 3;
/** 10 GiB of media traffic a month */
export const DEFAULT_FREE_TRAFFIC_BYTES = 10 * 1024 ** 3;

export function readConfig(env: Env = process.env): ServerConfig {
  const mainPort = port(env, 'PORT', 8080);
  return {
    port: mainPort,
    host: env.HOST?.trim() || '127.0.0.1',
    dataDir: path.resolve(env.LECTERN_DATA_DIR?.trim() || './data'),
    databaseUrl: databaseUrl(env, 'LECTERN_DATABASE_URL'),
    storageUrl: storageUrl(env, 'LECTERN_STORAGE_URL'),
    accessTokenTtl: positiveInt(env, 'LECTERN_ACCESS_TOKEN_TTL', 7200),
    refreshTokenTtl: positiveInt(env, 'LECTERN_REFRESH_TOKEN_TTL', 1_209_600),
    apiOrigin: origin(env, 'LECTERN_API_ORIGIN'),
    freeQuotaBytes: positiveInt(env, 'LECTERN_FREE_QUOTA_BYTES', DEFAULT_FREE_QUOTA_BYTES),
    freeTrafficBytes: positiveInt(env, 'LECTERN_FREE_TRAFFIC_BYTES', DEFAULT_FREE_TRAFFIC_BYTES),
    ffmpeg: toolPath(env, 'LECTERN_FFMPEG'),
    ffprobe: toolPath(env, 'LECTERN_FFPROBE'),
    mediaSecret: secret(env, 'LECTERN_MEDIA_SECRET'),
    corsOrigins: origins(env, 'LECTERN_CORS_ORIGINS'),
    examplesPort: examplesPort(env, mainPort),
    sensitiveWords: sensitiveWordList(env.LECTERN_SENSITIVE_WORDS),
    planetAuditSeconds: nonNegativeInt(env, 'LECTERN_PLANET_AUDIT_SECONDS', 10),
    studentOrigin: origin(env, 'LECTERN_STUDENT_ORIGIN') ?? DEFAULT_STUDENT_ORIGIN,
    rtmpUrl: rtmpUrl(env, 'LECTERN_RTMP_URL') ?? DEFAULT_RTMP_URL,
    settlementDays: nonNegativeInt(env, 'LECTERN_SETTLEMENT_DAYS', MONEY_RULES.settlementDays),
    platformFeeBp: basisPoints(env, 'LECTERN_PLATFORM_FEE_BP', MONEY_RULES.platformFeeBp),
    trustProxy: trustedProxies(env, 'LECTERN_TRUST_PROXY'),
    consoleDir: env.LECTERN_CONSOLE_DIR?.trim() ? path.resolve(env.LECTERN_CONSOLE_DIR.trim()) : undefined,
  };
}

/** The development routes (a buyer's order, a payout's answer, a reviewer…) are there only when asked for, never in production. */
export function devRoutesEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.LECTERN_DEV_ROUTES === '1' && env.NODE_ENV !== 'production';
}
