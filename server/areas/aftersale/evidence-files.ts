/**
 * Evidence pictures of complaints (docs/decisions.md "After-sale"): real image files in the server's file
 * store, served at signed, expiring URLs (`/api/v3/aftersale/evidence/<token>`, like the materials' media URLs:
 * <img> sends no session). They are not materials: they stay out of the teacher's library, quota and counts.
 *
 * On disk they live under `<data>/aftersale/files/<owner>/`, apart from the material files, because the start's
 * sweep removes every file under `<data>/files/` that no material row names (materials/file-sweep.ts). In object
 * storage they share the bucket's `files/<owner>/` keys, which nothing sweeps.
 */
import path from 'node:path';
import { writeFile } from 'node:fs/promises';
import { AFTERSALE_LIMITS } from '@shared/aftersale/rules.ts';
import { AFTERSALE_PATHS } from '@shared/aftersale/paths.ts';
import { seconds, type Clock } from '@server/db/context.ts';
import { fail } from '@server/errors.ts';
import { sign, verify } from '@server/security/signing.ts';
import { createFileStore } from '@server/storage/file-store.ts';
import type { FileStore, StagedFile } from '@server/storage/store.ts';

/** The evidence pictures' own store on disk; the material store itself in a bucket. */
export function openEvidenceStore(dataDir: string, files: FileStore): FileStore {
  return files.kind === 'disk' ? createFileStore(path.join(dataDir, 'aftersale')) : files;
}

const PURPOSE = 'lectern-aftersale-evidence-v1';
const TTL = 7200;
/** the expiry moves every 10 minutes, so a list fetched twice hands out the same URLs (the browser's cache works) */
const ROUND = 600;
const BODY = /^([1-9][0-9]{0,15})-([0-9]{1,12})$/;
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
const DATA_URL = /^data:image\/png;base64,/;

/** A picture a buyer sent, checked: a real PNG within the limits. */
export type EvidencePicture = { bytes: Buffer; width: number; height: number; mime: 'image/png' };

/** The PNG in `text` (base64, or a data: URL of one), or a refusal naming the field `pictures[index]`. */
export function decodeEvidence(text: string, index: number): EvidencePicture {
  const field = `参数错误：pictures.${index}`;
  const encoded = text.replace(DATA_URL, '');
  if (!BASE64.test(encoded)) throw fail.validation(`${field} 必须是 base64 编码的 PNG 图片`);
  const bytes = Buffer.from(encoded, 'base64');
  if (bytes.length > AFTERSALE_LIMITS.pictureBytesMax) throw fail.validation(`${field} 不能超过 ${AFTERSALE_LIMITS.pictureBytesMax / 1024 / 1024} MB`);
  // the signature, then the IHDR chunk (length 13) with the size
  if (bytes.length < 33 || !bytes.subarray(0, 8).equals(PNG_SIGNATURE) || bytes.readUInt32BE(8) !== 13 || bytes.toString('latin1', 12, 16) !== 'IHDR') {
    throw fail.validation(`${field} 不是 PNG 图片`);
  }
  const width = bytes.readUInt32BE(16);
  const height = bytes.readUInt32BE(20);
  if (width === 0 || height === 0) throw fail.validation(`${field} 不是 PNG 图片`);
  if (width * height > AFTERSALE_LIMITS.picturePixelsMax) throw fail.validation(`${field} 尺寸过大（最多 ${AFTERSALE_LIMITS.picturePixelsMax} 像素）`);
  return { bytes, width, height, mime: 'image/png' };
}

export function createEvidenceFiles(files: FileStore, secret: string, now: Clock) {
  const expiry = () => Math.ceil((seconds(now) + TTL) / ROUND) * ROUND;
  return {
    files,

    /** The signed URL (relative to the API origin) of an evidence picture. */
    url(pictureId: number): string {
      return `${AFTERSALE_PATHS.evidence}/${sign(secret, PURPOSE, `${pictureId}-${expiry()}`)}`;
    },

    /** The picture a token names and when it expires, or undefined when it is forged, malformed or expired. */
    read(token: string): { pictureId: number; exp: number } | undefined {
      const body = verify(secret, PURPOSE, token);
      const match = body === undefined ? null : BODY.exec(body);
      if (!match) return undefined;
      const exp = Number(match[2]);
      return exp < seconds(now) ? undefined : { pictureId: Number(match[1]), exp };
    },

    /** Writes a picture to a staged file of the owner's: commit it inside the row's transaction, discard it on failure. */
    stage(owner: number, picture: EvidencePicture): Promise<StagedFile> {
      return files.stageWith(owner, 'png', (tempPath) => writeFile(tempPath, picture.bytes));
    },
  };
}

export type EvidenceFiles = ReturnType<typeof createEvidenceFiles>;
