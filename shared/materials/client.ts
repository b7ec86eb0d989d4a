import { $config } from '@shared/config.ts';
import { $storageFull } from '@shared/feedback.ts';
import { t } from '@shared/i18n/i18n.ts';
import { absoluteUrl } from './embed-items.ts';
import { MATERIAL_PATHS } from './paths.ts';
import type {
  Course,
  Material,
  MaterialCategory,
  MaterialKind,
  MaterialListQuery,
  PlaySign,
  SourceDetail,
  UploadPermission,
} from './types.ts';
import { $hostToken, $user, authorizationToken, refreshTokenIsValid, tokenIsValid } from '@shared/session/session.ts';
import { DEFAULT_TIMEOUT_MS, TOKEN_EXPIRY_MARGIN_MS, toastError } from '@shared/api/client.ts';
import { api } from '@shared/api/default-client.ts';
import { ApiError, answerError, dataOf, isSessionFailure, isStorageFullMessage } from '@shared/api/errors.ts';
import { stripEmpty } from '@shared/api/params.ts';
import { promptSessionEnded } from '@shared/api/session-ended.ts';
import { pageOf, type Page } from '@shared/api/types.ts';

/**
 * The material calls of spec §7, one function per call of `MATERIAL_PATHS`. Each rejects with an `ApiError`.
 * The calls an upload needs are in upload-client.ts (the shell uploader loads only those) and exported here too.
 */
export { createSourceSign, fetchCategories, fetchUploadSwitch, fetchVideoStatus } from './upload-client.ts';

export type MaterialPage = Page<Material>;
export type CoursePage = Page<Course>;
/** spec §7 uploadSource: `info` is an empty object, except for pictures (width and height) */
export type UploadInfo = { width: number; height: number } | Record<string, never>;
/** A material change of updateSource: a new name or a new category (spec §7). */
export type SourceChange = { file_name: string } | { category_id: number };
export type BatchCourseItem = { source_id: number; title: string };

/** Courses per page of `fetchCourses` (ours: the spec gives none). */
export const COURSE_PAGE_SIZE = 20;

/**
 * Media URLs come relative to the API origin. On a page of another origin (a third-party editor with
 * `apiBase`), <img> and <video> would resolve them against the page: make them absolute there.
 */
function onApiOrigin<T extends { url?: string; holder?: string }>(item: T): T {
  const { apiBase } = $config.get();
  if (!apiBase) return item;
  const page = globalThis.location?.href ?? 'http://localhost/';
  return {
    ...item,
    ...(item.url ? { url: absoluteUrl(item.url, apiBase, page) } : {}),
    ...(item.holder ? { holder: absoluteUrl(item.holder, apiBase, page) } : {}),
  };
}

export async function findSources(kind: MaterialKind, query: MaterialListQuery): Promise<MaterialPage> {
  const answer = await api().get(MATERIAL_PATHS.findSources(kind), { ...query });
  return { rows: ((answer.rows ?? []) as Material[]).map(onApiOrigin), totalCount: answer.totalCount ?? 0 };
}

export async function fetchSourceDetail(): Promise<SourceDetail[]> {
  return (await api().get<SourceDetail[]>(MATERIAL_PATHS.getSourceDetail)).data ?? [];
}

/** The answer is "not shown" by the spec: ours carries the new category as `data`, when there is one. */
export async function createCategory(name: string): Promise<MaterialCategory | undefined> {
  return (await api().postForm<MaterialCategory>(MATERIAL_PATHS.createCategory, { name })).data;
}

/** spec §7: form file_name or category_id; a video adds target_type=video. */
export async function updateSource(id: number, change: SourceChange, kind: MaterialKind): Promise<void> {
  await api().postForm(MATERIAL_PATHS.updateSource(id), {
    ...change,
    ...(kind === 'video' ? { target_type: 'video' } : {}),
  });
}

/**
 * Moves every material of `fromCategoryId` into `toCategoryId` (form categoryId = the target, spec §7).
 * With a kind, only materials of that kind move (`target_type`, ours): a list screen shows one kind.
 */
export async function moveCategory(fromCategoryId: number, toCategoryId: number, kind?: MaterialKind): Promise<void> {
  await api().postForm(MATERIAL_PATHS.updateCategorySource(fromCategoryId), {
    categoryId: toCategoryId,
    target_type: kind,
  });
}

export async function deleteSource(id: number): Promise<void> {
  await api().postForm(MATERIAL_PATHS.deleteSource(id));
}

export async function fetchPlaySign(videoId: string): Promise<PlaySign> {
  return onApiOrigin(dataOf(await api().get<PlaySign>(MATERIAL_PATHS.getPlaySign(videoId))));
}

/** spec §6 canUpload; read from `data`, or from a top-level `canUpload` as spec §7 lists the answer. */
export async function fetchCanUpload(): Promise<UploadPermission> {
  const answer = await api().get<UploadPermission>(MATERIAL_PATHS.canUpload);
  if (answer.data) return answer.data;
  const flat = answer as { canUpload?: unknown; used?: unknown; quota?: unknown };
  return {
    canUpload: flat.canUpload === true,
    used: typeof flat.used === 'number' ? flat.used : 0,
    quota: typeof flat.quota === 'number' ? flat.quota : null,
  };
}

export async function batchCreateCourses(type: 'audio' | 'video', items: readonly BatchCourseItem[]): Promise<Course[]> {
  const answer = await api().postJson(MATERIAL_PATHS.batchCreateCourses, { type, items });
  return (answer.rows ?? []) as Course[];
}

export async function fetchCourses(type: 'audio' | 'video', page: number, pageSize = COURSE_PAGE_SIZE): Promise<CoursePage> {
  const answer = await api().get(MATERIAL_PATHS.courseList, { type, page, pageSize });
  return pageOf<Course>(answer);
}

// ---------------------------------------------------------------------------------------------------------
// uploadSource: multipart through XMLHttpRequest, because fetch cannot report upload progress.

/** The part of XMLHttpRequest that `uploadSource` uses; a real one fits, tests give a fake. */
export type XhrLike = Pick<
  XMLHttpRequest,
  'open' | 'setRequestHeader' | 'send' | 'abort' | 'status' | 'responseText' | 'onload' | 'onerror' | 'onabort'
> & { upload: Pick<XMLHttpRequestUpload, 'onprogress'> };

export type UploadSourceOptions = {
  signal?: AbortSignal;
  /** makes the request object; defaults to `new XMLHttpRequest()` */
  createXhr?: () => XhrLike;
  /**
   * No progress for this long fails the call as a time-out (default: the general 200000 ms of spec §9).
   * It is an idle limit, not a limit on the whole request, so that a large file on a slow line can finish.
   */
  idleTimeoutMs?: number;
};

/**
 * spec §7 uploadSource (pictures and documents): multipart with info and categoryId, then file. The
 * fields go before the file so that a streaming server has them when the bytes arrive. `onProgress` gets
 * whole percents 0..100. The cross-cutting rules of the API client hold: query app/appid/u, the
 * Authorization header, a token refresh first when only the refresh token is valid, the error catalogue
 * (network and time-out toasts, storage full, session ended). Resolves the stored material when the
 * answer carries one.
 */
export async function uploadSource(
  kind: MaterialKind,
  file: File,
  info: UploadInfo,
  categoryId: number,
  onProgress?: (percent: number) => void,
  options: UploadSourceOptions = {},
): Promise<Material | undefined> {
  const signal = options.signal;
  signal?.throwIfAborted();
  if (!$hostToken.get() && !tokenIsValid(Date.now() + TOKEN_EXPIRY_MARGIN_MS) && refreshTokenIsValid()) await api().refreshSession();
  signal?.throwIfAborted();

  const config = $config.get();
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(stripEmpty({ app: config.app, appid: config.appid, u: $user.get()?.id }))) {
    query.set(key, String(value));
  }
  const body = new FormData();
  body.append('info', JSON.stringify(info));
  body.append('categoryId', String(categoryId));
  body.append('file', file, file.name);

  const xhr = (options.createXhr ?? (() => new XMLHttpRequest()))();
  const idleMs = options.idleTimeoutMs ?? DEFAULT_TIMEOUT_MS.general;

  try {
    return await new Promise<Material | undefined>((resolve, reject) => {
      let idleTimer: ReturnType<typeof setTimeout> | undefined;
      const finish = (settle: () => void) => {
        clearTimeout(idleTimer);
        signal?.removeEventListener('abort', onAbort);
        settle();
      };
      const armIdleTimer = () => {
        clearTimeout(idleTimer);
        idleTimer = setTimeout(() => {
          xhr.onabort = null;
          xhr.abort();
          finish(() => reject(new ApiError('timeout', 0, t('network.timeout'))));
        }, idleMs);
      };
      const onAbort = () => xhr.abort();

      xhr.open('POST', `${config.apiBase}${MATERIAL_PATHS.uploadSource(kind)}?${query.toString()}`);
      const token = authorizationToken();
      if (token) xhr.setRequestHeader('Authorization', token);
      xhr.upload.onprogress = (event) => {
        armIdleTimer();
        if (event.lengthComputable && event.total > 0) {
          onProgress?.(Math.min(100, Math.floor((event.loaded / event.total) * 100)));
        }
      };
      xhr.onload = () => finish(() => {
        try {
          resolve(readUploadAnswer(xhr.status, xhr.responseText));
        } catch (error) {
          reject(error);
        }
      });
      xhr.onerror = () => finish(() => reject(new ApiError('network', 0, t('network.error'))));
      xhr.onabort = () => finish(() => reject(signal?.reason ?? new DOMException('The upload was aborted', 'AbortError')));
      signal?.addEventListener('abort', onAbort, { once: true });
      armIdleTimer();
      xhr.send(body);
    });
  } catch (caught) {
    if (caught instanceof ApiError) onUploadFailure(caught);
    throw caught;
  }
}

function readUploadAnswer(status: number, text: string): Material | undefined {
  let answer: { data?: Material } | undefined;
  try {
    answer = JSON.parse(text) as typeof answer;
  } catch {
    answer = undefined;
  }
  const failure = answerError(status, answer);
  if (failure) throw failure;
  return answer?.data ?? undefined;
}

/** The API client's error catalogue (spec §8), for the one call that does not go through it. */
function onUploadFailure(error: ApiError): void {
  if (error.kind !== 'fail') return toastError(error.message);
  if (isStorageFullMessage(error.message)) $storageFull.set(true);
  if (isSessionFailure(error.code)) promptSessionEnded({ reload: () => globalThis.location?.reload() });
}
