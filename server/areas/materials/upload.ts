/**
 * Picture and document uploads (spec §7 uploadSource). The route streams the file to a staged temp file;
 * this service checks it (not empty, magic bytes of the extension's family, real picture dimensions within
 * the pixel limit) and adds the row. Every refusal removes the staged file, so nothing remains.
 */
import { imageSizeFromFile } from 'image-size/fromFile';
import { STORED_EXTENSIONS, extensionOf } from '@shared/materials/rules.ts';
import type { Material, MaterialKind } from '@shared/materials/types.ts';
import { ApiError, fail, MESSAGES } from '@server/errors.ts';
import { sniffMime } from '@server/media/sniff.ts';
import type { StagedFile } from '@server/storage/file-store.ts';
import type { ServiceContext } from '@server/db/context.ts';
import type { MaterialSettings } from './settings.ts';
import { KIND_NAMES, toMaterial } from './views.ts';
import type { MaterialUsageService } from './usage.ts';
import type { MaterialWriteService } from './write.ts';
import type { MediaTokens } from './media-tokens.ts';
import type { Session } from '@server/http/session-types.ts';
import type { SwitchService } from '@server/areas/system/switches.ts';
import { cleanName } from '@server/http/control-chars.ts';

export type DirectKind = 'picture' | 'document';

export type UploadFields = {
  /** the file name as the browser sent it */
  fileName: string;
  categoryId?: number;
};

const TITLE_MAX = 100;
const FILE_NAME_MAX = 255;

/** '20 MB', '512 KB': how a limit reads in a message. */
function formatBytes(bytes: number): string {
  if (bytes >= 1024 ** 2) return `${Number((bytes / 1024 ** 2).toFixed(1))} MB`;
  return `${Number((bytes / 1024).toFixed(1))} KB`;
}

/**
 * The last path segment of a browser file name ('C:\fakepath\a.png' → 'a.png'), without control or invisible
 * format characters (server/http/control-chars.ts).
 */
export function displayName(raw: string): string {
  const base = raw.split(/[\\/]/).pop() ?? '';
  return [...cleanName(base).trim()].slice(0, FILE_NAME_MAX).join('');
}

/** The title of an upload: the file name without its extension. */
export function titleOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  const stem = dot > 0 ? fileName.slice(0, dot) : fileName;
  return [...(stem.trim() || fileName)].slice(0, TITLE_MAX).join('');
}

/** The accepted extension of a file name, or 400 '不支持的文件类型…'. */
export function acceptedExtension(kind: MaterialKind, fileName: string): string {
  const extension = extensionOf(fileName);
  if (!STORED_EXTENSIONS[kind].includes(extension)) {
    const shown = extension ? `.${extension}` : '（无扩展名）';
    throw fail.validation(`不支持的文件类型 ${shown}，${KIND_NAMES[kind]}仅支持 ${STORED_EXTENSIONS[kind].join('、')}`);
  }
  return extension;
}

type Deps = {
  settings: MaterialSettings;
  switches: SwitchService;
  usage: MaterialUsageService;
  write: MaterialWriteService;
  tokens: MediaTokens;
};

export function createMaterialUploadService(_ctx: ServiceContext, deps: Deps) {
  const { settings, switches, usage, write, tokens } = deps;

  function tooLarge(kind: MaterialKind): ApiError {
    return fail.fileTooLarge(`文件过大，${KIND_NAMES[kind]}最大 ${formatBytes(settings.maxFileBytes[kind])}`);
  }

  async function pictureDimensions(file: string): Promise<{ width: number; height: number }> {
    let size: { width?: number; height?: number };
    try {
      size = await imageSizeFromFile(file);
    } catch {
      throw fail.validation('无法读取图片尺寸，文件可能已损坏');
    }
    const width = size.width ?? 0;
    const height = size.height ?? 0;
    if (width <= 0 || height <= 0) throw fail.validation('无法读取图片尺寸，文件可能已损坏');
    if (width * height > settings.maxPicturePixels) {
      const limit = settings.maxPicturePixels / 10_000;
      throw fail.validation(`图片像素过大（${width}×${height}），最多 ${limit} 万像素`);
    }
    return { width, height };
  }

  return {
    tooLarge,

    /** The kinds this call takes; audio and video go through createSourceSign and the tus endpoint. */
    directKind(kind: MaterialKind): DirectKind {
      if (kind === 'audio' || kind === 'video') {
        throw fail.validation(`${KIND_NAMES[kind]}请先调用 createSourceSign 获取上传签名，再上传到视频云`);
      }
      return kind;
    },

    /** The checks that need no bytes: the picture switch and a quota already used up. */
    async assertMayUpload(session: Session, kind: DirectKind): Promise<void> {
      if (kind === 'picture') {
        const values = await switches.read(session, session.main.id, ['activity_upload_switch']);
        if (values.activity_upload_switch === '0') throw fail.uploadRefused(MESSAGES.pictureQuotaUsed);
      }
      await usage.assertRoom(session.main, 0);
    },

    extension: acceptedExtension,

    /** Checks a fully received file and adds it; the staged file is committed or removed. */
    async accept(session: Session, kind: DirectKind, staged: StagedFile, fields: UploadFields): Promise<Material> {
      try {
        const fileName = displayName(fields.fileName);
        const suffix = acceptedExtension(kind, fileName);
        if (staged.size === 0) throw fail.validation('文件为空，请重新选择');
        if (staged.size > settings.maxFileBytes[kind]) throw tooLarge(kind);
        const mime = await sniffMime(kind, suffix, staged.path);
        if (!mime) throw fail.validation(`文件内容与扩展名 .${suffix} 不符，请上传真实的${KIND_NAMES[kind]}文件`);
        const dimensions = kind === 'picture' ? await pictureDimensions(staged.path) : { width: null, height: null };
        const row = await write.add(session.main, staged, {
          kind,
          categoryId: fields.categoryId,
          title: titleOf(fileName),
          file_name: fileName,
          file_suffix: suffix,
          mime,
          ...dimensions,
          video_id: null,
          poster_name: null,
        });
        return toMaterial(row, tokens);
      } catch (error) {
        await staged.discard();
        throw error;
      }
    },
  };
}

export type MaterialUploadService = ReturnType<typeof createMaterialUploadService>;
