/**
 * Limits and secrets of the material library. Production values come from shared/materials/rules.ts and the
 * environment (config.ts); tests shrink the limits through buildApp's `materials` option.
 */
import { MAX_FILE_BYTES, MAX_PICTURE_PIXELS } from '@shared/materials/rules.ts';
import type { MaterialKind } from '@shared/materials/types.ts';
import { DEFAULT_FREE_QUOTA_BYTES } from '@server/config.ts';
import { resolveMediaTools, type MediaTools } from '@server/media/tools.ts';
import { loadOrCreateSecret } from '@server/security/signing.ts';

export type MaterialOptions = {
  /** bytes per kind; default MAX_FILE_BYTES */
  maxFileBytes?: Partial<Record<MaterialKind, number>>;
  /** default MAX_PICTURE_PIXELS */
  maxPicturePixels?: number;
  /** storage quota of a free-tier account, bytes; default 2 GiB */
  freeQuotaBytes?: number;
  /** HMAC secret of upload signs and media URLs; default: generated once into the data directory */
  secret?: string;
  /** undefined: looked up on PATH; null: do without (tests of the fallbacks) */
  ffmpeg?: string | null;
  ffprobe?: string | null;
  /** default true: the first-start seed also writes demo material files */
  seedFiles?: boolean;
  /** how often expired video cloud uploads are swept, ms; default an hour (tests shorten it) */
  uploadSweepEveryMs?: number;
};

export type MaterialSettings = {
  maxFileBytes: Record<MaterialKind, number>;
  maxPicturePixels: number;
  freeQuotaBytes: number;
  secret: string;
  tools: MediaTools;
  uploadSweepEveryMs: number;
};

/** Signs and media URLs live this long (spec: the sign is for one upload session; 2 h). */
export const SIGN_TTL_SECONDS = 7200;

export function materialSettings(dataDir: string, options: MaterialOptions = {}): MaterialSettings {
  return {
    maxFileBytes: { ...MAX_FILE_BYTES, ...options.maxFileBytes },
    maxPicturePixels: options.maxPicturePixels ?? MAX_PICTURE_PIXELS,
    freeQuotaBytes: options.freeQuotaBytes ?? DEFAULT_FREE_QUOTA_BYTES,
    secret: options.secret ?? loadOrCreateSecret(dataDir),
    tools: resolveMediaTools({ ffmpeg: options.ffmpeg, ffprobe: options.ffprobe }),
    uploadSweepEveryMs: options.uploadSweepEveryMs ?? 3600 * 1000,
  };
}
