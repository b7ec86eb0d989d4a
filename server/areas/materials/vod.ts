/**
 * The embedded video cloud's side of audio and video uploads (spec §7 createSourceSign, getPlaySign; ours:
 * getVideoStatus, the tus endpoint's checks).
 *
 * createSourceSign hands out an HMAC-signed sign over {owner, kind, categoryId, title, video_id, exp (2 h)};
 * no row exists yet. The tus creation shows it (Authorization, or `sign` in its metadata): `open` checks it,
 * the extension, the size limit and the quota (which counts open uploads), and records the upload in
 * `vod_uploads` (one per sign, vod-uploads.ts). Later requests on the upload show the same sign (`assertOwner`).
 * The finished upload is checked for magic bytes, moved into the file store and gets its row (processing) in
 * one transaction with the closing of its upload, then the processing job runs.
 */
import { randomBytes } from 'node:crypto';
import { MATERIAL_PATHS } from '@shared/materials/paths.ts';
import type { PlaySign, SourceSign, VideoStatus } from '@shared/materials/types.ts';
import { PROCESSING_STATUS } from '@shared/upload/status.ts';
import type { MaterialRow } from './schema.ts';
import { fail, MESSAGES } from '@server/errors.ts';
import { sniffMime } from '@server/media/sniff.ts';
import { sign, verify } from '@server/security/signing.ts';
import type { FileStore } from '@server/storage/file-store.ts';
import { seconds, type ServiceContext } from '@server/db/context.ts';
import type { MaterialCategoryService } from './categories.ts';
import { SIGN_TTL_SECONDS, type MaterialSettings } from './settings.ts';
import type { MaterialUsageService } from './usage.ts';
import { KIND_NAMES } from './views.ts';
import type { MaterialProcessingService } from './processing.ts';
import type { MaterialQueryService } from './query.ts';
import { acceptedExtension, displayName, titleOf, type MaterialUploadService } from './upload.ts';
import type { MaterialWriteService } from './write.ts';
import type { MediaTokens } from './media-tokens.ts';
import { VOD_MESSAGES, type VodUploadStore } from './vod-uploads.ts';
import { isUniqueViolation } from '@server/db/constraints.ts';
import type { Session } from '@server/http/session-types.ts';
import type { UserService } from '@server/areas/account/users.ts';

export type MediaKind = 'audio' | 'video';

export type SignClaims = {
  /** main account */
  o: number;
  k: MediaKind;
  /** category id */
  c: number;
  /** title, '' for "from the file name" */
  t: string;
  /** video_id */
  v: string;
  /** expiry, unix seconds */
  e: number;
};

const VOD_APP_ID = 'lectern-vod';
const PURPOSE = 'lectern-vod-sign-v1';
const INVALID_SIGN = '上传签名无效或已过期，请重新获取';

type Deps = {
  settings: MaterialSettings;
  files: FileStore;
  users: UserService;
  categories: MaterialCategoryService;
  usage: MaterialUsageService;
  query: MaterialQueryService;
  write: MaterialWriteService;
  uploads: MaterialUploadService;
  processing: MaterialProcessingService;
  tokens: MediaTokens;
  vodUploads: VodUploadStore;
};

function isClaims(value: unknown): value is SignClaims {
  const c = value as Partial<SignClaims> | null;
  return (
    typeof c === 'object' &&
    c !== null &&
    Number.isSafeInteger(c.o) &&
    (c.k === 'audio' || c.k === 'video') &&
    Number.isSafeInteger(c.c) &&
    typeof c.t === 'string' &&
    typeof c.v === 'string' &&
    Number.isSafeInteger(c.e)
  );
}

export function createMaterialVodService(ctx: ServiceContext, deps: Deps) {
  const { settings, files, users, categories, usage, query, write, uploads, processing, tokens, vodUploads } = deps;

  /** The claims of a sign made here; `checkExpiry` false at the end of an upload that began in time. */
  function readSign(value: string | null | undefined, checkExpiry = true): SignClaims | undefined {
    if (!value) return undefined;
    const body = verify(settings.secret, PURPOSE, value);
    if (body === undefined) return undefined;
    let claims: unknown;
    try {
      claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
    } catch {
      return undefined;
    }
    if (!isClaims(claims)) return undefined;
    if (checkExpiry && claims.e < seconds(ctx.now)) return undefined;
    return claims;
  }

  async function ownerOf(ownerId: number) {
    const main = await users.findById(ownerId);
    if (!main || main.status !== 1 || main.main_id !== main.id) throw fail.uploadRefused(INVALID_SIGN);
    return main;
  }

  return {
    readSign,

    async createSign(session: Session, kind: MediaKind, categoryId: number | undefined, title: string | undefined): Promise<SourceSign> {
      await usage.assertRoom(session.main, 0);
      const category = await categories.target(session.main.id, categoryId);
      const videoId = randomBytes(12).toString('base64url');
      const claims: SignClaims = {
        o: session.main.id,
        k: kind,
        c: category,
        t: title?.trim() ?? '',
        v: videoId,
        e: seconds(ctx.now) + SIGN_TTL_SECONDS,
      };
      const body = Buffer.from(JSON.stringify(claims), 'utf8').toString('base64url');
      return { sign: sign(settings.secret, PURPOSE, body), video_id: videoId, upload_url: MATERIAL_PATHS.vodUpload };
    },

    /**
     * tus creation of upload `uploadId`: the sign, the file name's extension, the declared size, the quota (stored
     * bytes and open uploads), the sign unused; then the upload is recorded, its size held against the quota.
     */
    async open(uploadId: string, signValue: string | undefined, fileNameRaw: string | undefined, size: number | undefined): Promise<void> {
      const claims = readSign(signValue);
      if (!claims) throw fail.uploadRefused(INVALID_SIGN);
      const fileName = displayName(fileNameRaw ?? '');
      if (!fileName) throw fail.validation('参数错误：Upload-Metadata 缺少 filename');
      acceptedExtension(claims.k, fileName);
      if (size === undefined) throw fail.validation('参数错误：必须用 Upload-Length 声明文件大小');
      if (size === 0) throw fail.validation('文件为空，请重新选择');
      if (size > settings.maxFileBytes[claims.k]) throw uploads.tooLarge(claims.k);
      const main = await ownerOf(claims.o);
      // one transaction: concurrent creations see each other's reservations
      await ctx.db.transaction().execute(async (trx) => {
        if ((await vodUploads.signUsed(claims.v, trx)) || (await query.existsVideoId(claims.v, trx))) {
          throw fail.conflict(VOD_MESSAGES.signUsed);
        }
        await usage.assertRoom(main, size, trx);
        await vodUploads.open(
          { upload_id: uploadId, video_id: claims.v, owner_id: main.id, kind: claims.k, category_id: claims.c, title: claims.t, file_name: fileName, size, sign_expires_at: claims.e },
          trx,
        );
      });
    },

    /** HEAD, PATCH, DELETE on an upload: it is open, and the request shows the sign that opened it. */
    async assertOwner(uploadId: string, signValue: string | undefined): Promise<void> {
      const upload = await vodUploads.findOpen(uploadId);
      if (!upload) throw fail.notFound(VOD_MESSAGES.gone);
      const claims = readSign(signValue, false);
      if (!claims || claims.v !== upload.video_id) throw fail.uploadRefused(VOD_MESSAGES.notYours);
    },

    /**
     * tus finish: magic bytes, then the file moves into the file store and, in one transaction, the upload is
     * closed and the row (processing) added; processing runs afterwards. A video_id taken meanwhile answers 409 and
     * leaves nothing. The caller removes the upload's files and closes it when this throws.
     */
    async finish(uploadPath: string, uploadId: string): Promise<MaterialRow> {
      const upload = await vodUploads.findOpen(uploadId);
      if (!upload) throw fail.notFound(VOD_MESSAGES.gone);
      const main = await ownerOf(upload.owner_id);
      const suffix = acceptedExtension(upload.kind, upload.file_name);
      const mime = await sniffMime(upload.kind, suffix, uploadPath);
      if (!mime) throw fail.validation(`文件内容与扩展名 .${suffix} 不符，请上传真实的${KIND_NAMES[upload.kind]}文件`);
      const staged = await files.stageFile(main.id, suffix, uploadPath);
      const fields = {
        kind: upload.kind,
        categoryId: upload.category_id,
        title: upload.title || titleOf(upload.file_name),
        file_name: upload.file_name,
        file_suffix: suffix,
        mime,
        width: null,
        height: null,
        video_id: upload.video_id,
        status: PROCESSING_STATUS.processing,
        poster_name: null,
      };
      let row: MaterialRow;
      try {
        row = await write.add(main, staged, fields, {
          claim: async (trx) => {
            if (!(await vodUploads.close(uploadId, trx))) throw fail.notFound(VOD_MESSAGES.gone);
            if (await query.existsVideoId(upload.video_id, trx)) throw fail.conflict(VOD_MESSAGES.signUsed);
          },
        });
      } catch (error) {
        // a second server finishing the same video_id between the check and the insert
        if (isUniqueViolation(error)) throw fail.conflict(VOD_MESSAGES.signUsed);
        throw error;
      }
      processing.added();
      return row;
    },

    async status(session: Session, videoId: string): Promise<VideoStatus> {
      const row = await query.byVideoId(session, videoId);
      if (!row) return { video_id: videoId, status: PROCESSING_STATUS.missing, material_id: null };
      const answer: VideoStatus = { video_id: videoId, status: row.status, material_id: row.id };
      if (row.status === PROCESSING_STATUS.failed) answer.message = row.message;
      return answer;
    },

    async playSign(session: Session, videoId: string): Promise<PlaySign> {
      const row = await query.byVideoId(session, videoId);
      if (!row) throw fail.notFound(MESSAGES.materialNotFound);
      const token = tokens.issue(row.id, 'file');
      return {
        url: `${MATERIAL_PATHS.mediaFile}/${token}`,
        token,
        fileId: videoId,
        appId: VOD_APP_ID,
        holder: row.poster_name ? tokens.url(row.id, 'poster') : '',
      };
    },
  };
}
