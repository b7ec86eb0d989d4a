import type { PreviousUpload, Upload, UploadOptions } from 'tus-js-client';
import { ApiError, isStorageFullMessage } from '../api/errors.ts';
import { createSourceSign, fetchVideoStatus, uploadSource } from '../api/materials.ts';
import { $config } from '../config.ts';
import { $storageFull } from '../feedback.ts';
import { t } from '../i18n/i18n.ts';
import { extensionOf } from '../materials/rules.ts';
import type { SourceSign } from '../materials/types.ts';
import { $token, $user } from '../session/session.ts';
import { readImageSize, type ImageSize } from './image-size.ts';
import type { TransportJob, TransportResult, UploadTransport } from './transport-types.ts';

/**
 * The real transport of the material upload dialog (DESIGN.md "Uploads"): pictures and documents go in
 * one multipart request with progress (uploadSource over XMLHttpRequest); audio and video get a sign
 * (createSourceSign) and go to the answered upload_url with the tus protocol, resumable.
 */

/** tus chunk size: 8 MB */
export const TUS_CHUNK_SIZE = 8 * 1024 * 1024;
/** tus retries: at once, after 1 s, after 3 s */
export const TUS_RETRY_DELAYS: readonly number[] = [0, 1000, 3000];
/** The video_id of each unfinished tus upload, by upload URL, so that a resumed upload is followed under its own id. */
export const TUS_VIDEO_IDS_KEY = 'lectern_tus_videos';
const TUS_VIDEO_IDS_DAYS = 7;

/** The part of tus-js-client's Upload used here; tests give a fake class. */
export type TusUpload = Pick<Upload, 'url' | 'start' | 'abort' | 'findPreviousUploads' | 'resumeFromPreviousUpload'>;
export type TusUploadClass = new (file: File, options: UploadOptions) => TusUpload;

export type TransportDeps = {
  /** defaults to tus-js-client's Upload, loaded on first use */
  Upload?: TusUploadClass;
  readImageSize?: (file: File) => Promise<ImageSize | undefined>;
  storage?: Pick<Storage, 'getItem' | 'setItem'>;
};

export function createDefaultTransport(deps: TransportDeps = {}): UploadTransport {
  return {
    async send(job) {
      if (job.kind === 'picture' || job.kind === 'document') {
        const size = job.kind === 'picture' ? await (deps.readImageSize ?? readImageSize)(job.file) : undefined;
        const material = await uploadSource(job.kind, job.file, size ?? {}, job.categoryId, job.onProgress, {
          signal: job.signal,
        });
        return { material };
      }
      return sendResumable(job, job.kind, deps);
    },
    videoStatus: (videoId) => fetchVideoStatus(videoId),
  };
}

/** A material's title from its file name: the name without its extension. */
export function titleOf(fileName: string): string {
  const extension = extensionOf(fileName);
  return extension ? fileName.slice(0, -(extension.length + 1)) : fileName;
}

/**
 * Identifies "the same file for the same target", so that a file added again resumes its earlier upload.
 * The user and the category are part of it: a sign belongs to one user and names one category.
 */
export function fingerprintOf(kind: 'audio' | 'video', categoryId: number, file: File): string {
  return ['lectern', $user.get()?.id ?? 0, kind, categoryId, file.name, file.type, file.size, file.lastModified].join('-');
}

async function sendResumable(job: TransportJob, kind: 'audio' | 'video', deps: TransportDeps): Promise<TransportResult> {
  const UploadClass = deps.Upload ?? ((await import('tus-js-client')).Upload as TusUploadClass);
  const videoIds = videoIdStore(deps.storage ?? browserStorage());
  const fingerprint = fingerprintOf(kind, job.categoryId, job.file);

  // An earlier upload of this file that did not finish: go on where it stopped, under its own video_id.
  const probe = new UploadClass(job.file, { endpoint: null, fingerprint: () => Promise.resolve(fingerprint) });
  const previous = (await probe.findPreviousUploads())
    .filter((upload) => upload.uploadUrl && videoIds.get(upload.uploadUrl))
    .sort((a, b) => Date.parse(b.creationTime) - Date.parse(a.creationTime))[0];
  job.signal.throwIfAborted();
  if (previous?.uploadUrl) {
    try {
      return await runTus(job, UploadClass, fingerprint, videoIds, { previous, videoId: videoIds.get(previous.uploadUrl)! });
    } catch (error) {
      if (job.signal.aborted) throw error;
      videoIds.forget(previous.uploadUrl); // the server no longer has it: start over
    }
  }
  const sign = await createSourceSign(kind, job.categoryId, titleOf(job.file.name));
  job.signal.throwIfAborted();
  return runTus(job, UploadClass, fingerprint, videoIds, { sign });
}

type TusStart = { sign: SourceSign } | { previous: PreviousUpload; videoId: string };

function runTus(
  job: TransportJob,
  UploadClass: TusUploadClass,
  fingerprint: string,
  videoIds: VideoIdStore,
  from: TusStart,
): Promise<TransportResult> {
  const videoId = 'sign' in from ? from.sign.video_id : from.videoId;
  return new Promise<TransportResult>((resolve, reject) => {
    const onAbort = () => {
      // terminate: the removed upload need not stay on the server (a server without termination refuses quietly)
      upload.abort(true).catch(() => undefined);
      reject(job.signal.reason);
    };
    const upload: TusUpload = new UploadClass(job.file, {
      // A resumed upload has no endpoint, so that a server that lost it fails the resume instead of
      // silently starting a new upload without a sign; the caller then starts over with a fresh sign.
      endpoint: 'sign' in from ? absoluteUrl(from.sign.upload_url) : null,
      metadata:
        'sign' in from
          ? { sign: from.sign.sign, filename: job.file.name, filetype: job.file.type || 'application/octet-stream' }
          : from.previous.metadata,
      fingerprint: () => Promise.resolve(fingerprint),
      chunkSize: TUS_CHUNK_SIZE,
      retryDelays: [...TUS_RETRY_DELAYS],
      storeFingerprintForResuming: true,
      removeFingerprintOnSuccess: true,
      onBeforeRequest: (request) => {
        const token = $token.get();
        if (token) request.setHeader('Authorization', token.id);
      },
      onUploadUrlAvailable: () => {
        if (upload.url) videoIds.remember(upload.url, videoId);
      },
      onProgress: (sent, total) => job.onProgress(total > 0 ? Math.min(100, Math.floor((sent / total) * 100)) : 0),
      onSuccess: () => {
        job.signal.removeEventListener('abort', onAbort);
        if (upload.url) videoIds.forget(upload.url);
        resolve({ video_id: videoId });
      },
      onError: (error) => {
        job.signal.removeEventListener('abort', onAbort);
        reject(toUploadError(error));
      },
    });
    if ('previous' in from) upload.resumeFromPreviousUpload(from.previous);
    job.signal.addEventListener('abort', onAbort, { once: true });
    upload.start();
  });
}

/** A tus failure as an ApiError with the server's message where the answer has one (spec §8 storage full). */
export function toUploadError(error: Error): ApiError {
  const response = (error as { originalResponse?: { getStatus(): number; getBody(): string } | null }).originalResponse;
  if (!response) return new ApiError('network', 0, t('network.error'));
  const status = response.getStatus();
  let answer: { code?: unknown; message?: unknown } | undefined;
  try {
    answer = JSON.parse(response.getBody()) as typeof answer;
  } catch {
    answer = undefined;
  }
  const message = typeof answer?.message === 'string' ? answer.message : t('network.httpError', { status });
  const failure = new ApiError('fail', typeof answer?.code === 'number' ? answer.code : status, message, status);
  if (isStorageFullMessage(failure.message)) $storageFull.set(true);
  return failure;
}

function absoluteUrl(url: string): string {
  if (/^https?:\/\//i.test(url)) return url;
  const joined = url.startsWith('/') ? `${$config.get().apiBase}${url}` : url;
  if (/^https?:\/\//i.test(joined)) return joined;
  const here = globalThis.location?.href;
  return here ? new URL(joined, here).href : joined;
}

type VideoIdStore = {
  get(uploadUrl: string): string | undefined;
  remember(uploadUrl: string, videoId: string): void;
  forget(uploadUrl: string): void;
};

/** uploadUrl → {video_id, at}; entries older than a week are dropped. */
function videoIdStore(storage: Pick<Storage, 'getItem' | 'setItem'> | undefined): VideoIdStore {
  type Entries = Record<string, { id: string; at: number }>;
  const read = (): Entries => {
    try {
      const parsed = JSON.parse(storage?.getItem(TUS_VIDEO_IDS_KEY) ?? '{}') as unknown;
      return parsed && typeof parsed === 'object' ? (parsed as Entries) : {};
    } catch {
      return {};
    }
  };
  const write = (entries: Entries) => {
    const oldest = Date.now() - TUS_VIDEO_IDS_DAYS * 86400_000;
    const kept = Object.fromEntries(Object.entries(entries).filter(([, entry]) => entry.at >= oldest));
    try {
      storage?.setItem(TUS_VIDEO_IDS_KEY, JSON.stringify(kept));
    } catch {
      // storage full or refused: resuming is a nicety
    }
  };
  return {
    get: (uploadUrl) => {
      const entry = read()[uploadUrl];
      return typeof entry?.id === 'string' ? entry.id : undefined;
    },
    remember: (uploadUrl, videoId) => write({ ...read(), [uploadUrl]: { id: videoId, at: Date.now() } }),
    forget: (uploadUrl) => {
      const entries = read();
      delete entries[uploadUrl];
      write(entries);
    },
  };
}

function browserStorage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}
