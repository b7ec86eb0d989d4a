import { flagStorageFull } from '@shared/api/catalogue.ts';
import { ApiError, answerError, noAnswerError } from '@shared/api/errors.ts';
import { readAnswerBody } from '@shared/api/http.ts';
import { $config } from '@shared/config.ts';
import { createSourceSign, fetchVideoStatus } from '@shared/materials/upload-client.ts';
import { titleOf } from '@shared/materials/rules.ts';
import { $user } from '@shared/session/session.ts';
import type { VideoStatus } from '@shared/materials/types.ts';
import type { TransportJob, TransportResult } from './transport-types.ts';
import { TusError, tusTerminate, tusUpload, type TusOptions } from './tus-client.ts';

/**
 * Audio and video uploads (DESIGN.md "Uploads"), for the material upload dialog (transports.ts) and the
 * shell-wide uploader: a sign (createSourceSign), then the answered upload_url with the tus protocol (our own
 * client, tus-client.ts), resumable: the upload URL of an unfinished upload is kept by the file's fingerprint,
 * so that the same file added again, also after a reload, goes on from the server's offset under its own video_id.
 *
 * The tus requests carry the sign, never the session token: the endpoint takes no session
 * (server/areas/materials/vod-routes.ts, `public`); the sign, in Upload-Metadata at creation and as Authorization on
 * every request, opens one upload and proves that later requests come from its holder (the server keeps it out of
 * the upload's stored metadata). Nor are they API calls for the run of network errors (spec §8),
 * which is about the API host: the video cloud is another service (spec §7), and tus retries on its own. Their
 * answers are read by the API client's rules all the same (`toUploadError`).
 */

/** tus chunk size: 8 MB */
export const TUS_CHUNK_SIZE = 8 * 1024 * 1024;
/** tus retries: at once, after 1 s, after 3 s */
const TUS_RETRY_DELAYS: readonly number[] = [0, 1000, 3000];
/** The unfinished tus uploads, by fingerprint (see `fingerprintOf`), so that the same file resumes its upload. */
export const TUS_UPLOADS_KEY = 'lectern_tus_uploads';
const TUS_UPLOADS_DAYS = 7;

export type ResumableDeps = {
  /** default: the tus client of tus-client.ts; tests give fakes */
  tusUpload?: typeof tusUpload;
  tusTerminate?: typeof tusTerminate;
  storage?: Pick<Storage, 'getItem' | 'setItem'>;
  /** default: fetchVideoStatus */
  videoStatus?: (videoId: string) => Promise<VideoStatus>;
};

/**
 * Identifies "the same file for the same target", so that a file added again resumes its earlier upload.
 * The user and the category are part of it: a sign belongs to one user and names one category.
 */
export function fingerprintOf(kind: 'audio' | 'video', categoryId: number, file: File): string {
  return ['lectern', $user.get()?.id ?? 0, kind, categoryId, file.name, file.type, file.size, file.lastModified].join('-');
}

/** Sends an audio or video file: resumes its unfinished upload, else signs and starts one; resolves its video_id. */
export async function sendResumable(job: TransportJob, kind: 'audio' | 'video', deps: ResumableDeps = {}): Promise<TransportResult> {
  const uploads = uploadStore(deps.storage ?? browserStorage());
  const fingerprint = fingerprintOf(kind, job.categoryId, job.file);

  // An earlier upload of this file that did not finish: go on where it stopped, under its own video_id.
  // There is no endpoint, so a server that lost the upload fails the resume instead of starting an upload
  // without a sign; then the entry is forgotten and the file starts over with a fresh sign.
  const previous = uploads.get(fingerprint);
  if (previous) {
    try {
      return await runTus(job, deps, uploads, fingerprint, previous.videoId, previous.metadata.sign, { uploadUrl: previous.uploadUrl });
    } catch (error) {
      if (job.signal.aborted || !isUnknownUpload(error)) throw failureOf(error, job.signal);
      uploads.forget(fingerprint);
      // The server forgets a tus upload once its last bytes are in. A page left between those bytes and their
      // answer finds the upload gone, but its material is there: the file is done, and sent again would be twice.
      if (await isStored(previous.videoId, deps)) return { video_id: previous.videoId };
    }
  }
  const sign = await createSourceSign(kind, job.categoryId, titleOf(job.file.name));
  job.signal.throwIfAborted();
  const metadata = { sign: sign.sign, filename: job.file.name, filetype: job.file.type || 'application/octet-stream' };
  try {
    return await runTus(job, deps, uploads, fingerprint, sign.video_id, sign.sign, { endpoint: absoluteUrl(sign.upload_url), metadata });
  } catch (error) {
    throw failureOf(error, job.signal);
  }
}

async function isStored(videoId: string, deps: ResumableDeps): Promise<boolean> {
  return (deps.videoStatus ?? fetchVideoStatus)(videoId).then(
    (status) => status.material_id !== null && status.material_id !== undefined,
    () => false,
  );
}

/** The server no longer has the upload: the HEAD that asks for its offset got a final answer (404, 410 …). */
function isUnknownUpload(error: unknown): boolean {
  return error instanceof TusError && error.method === 'HEAD' && error.status >= 400 && error.status < 500 && error.status !== 409 && error.status !== 423;
}

function failureOf(error: unknown, signal: AbortSignal): unknown {
  return signal.aborted ? signal.reason : toUploadError(error);
}

async function runTus(
  job: TransportJob,
  deps: ResumableDeps,
  uploads: UploadStore,
  fingerprint: string,
  videoId: string,
  sign: string | undefined,
  start: Pick<TusOptions, 'endpoint' | 'uploadUrl' | 'metadata'>,
): Promise<TransportResult> {
  let url = start.uploadUrl;
  const owner = { Authorization: sign ?? '' };
  try {
    await (deps.tusUpload ?? tusUpload)(job.file, {
      ...start,
      headers: () => owner,
      chunkSize: TUS_CHUNK_SIZE,
      retryDelays: TUS_RETRY_DELAYS,
      signal: job.signal,
      onUrl: (known) => {
        url = known;
        if (start.metadata) {
          uploads.remember(fingerprint, { uploadUrl: known, videoId, metadata: start.metadata, createdAt: Date.now() });
        }
      },
      onProgress: (sent, total) => job.onProgress(total > 0 ? Math.min(100, Math.floor((sent / total) * 100)) : 0),
    });
  } catch (error) {
    if (job.signal.aborted && url) {
      // removed by the user: the upload need not stay on the server (a server without termination refuses quietly)
      uploads.forget(fingerprint);
      (deps.tusTerminate ?? tusTerminate)(url, owner).catch(() => undefined);
    }
    throw error;
  }
  uploads.forget(fingerprint);
  return { video_id: videoId };
}

/**
 * A tus failure as the API client reads an answer (errors.ts `answerError`): the server's code and message where
 * the answer is a fail, its HTTP status where it is none; and as the error catalogue reports one: the
 * storage-full message opens the storage-full dialog (spec §8). No answer is a network error.
 */
export function toUploadError(error: unknown): ApiError {
  if (!(error instanceof TusError) || !error.status) return noAnswerError(error);
  const failure = answerError(error.status, readAnswerBody(error.body)) ?? new ApiError('fail', error.status, error.message, error.status);
  flagStorageFull(failure.message);
  return failure;
}

function absoluteUrl(url: string): string {
  if (/^https?:\/\//i.test(url)) return url;
  const joined = url.startsWith('/') ? `${$config.get().apiBase}${url}` : url;
  if (/^https?:\/\//i.test(joined)) return joined;
  const here = globalThis.location?.href;
  return here ? new URL(joined, here).href : joined;
}

/** An unfinished tus upload of a file, kept under the file's fingerprint. */
export type StoredUpload = { uploadUrl: string; videoId: string; metadata: Record<string, string>; createdAt: number };

type UploadStore = {
  get(fingerprint: string): StoredUpload | undefined;
  remember(fingerprint: string, upload: StoredUpload): void;
  forget(fingerprint: string): void;
};

/** One storage entry, fingerprint → StoredUpload; entries older than a week (or not of that shape) are dropped. */
function uploadStore(storage: Pick<Storage, 'getItem' | 'setItem'> | undefined): UploadStore {
  const read = (): Record<string, StoredUpload> => {
    const oldest = Date.now() - TUS_UPLOADS_DAYS * 86400_000;
    try {
      const parsed = JSON.parse(storage?.getItem(TUS_UPLOADS_KEY) ?? '{}') as unknown;
      const entries = parsed && typeof parsed === 'object' ? Object.entries(parsed as Record<string, Partial<StoredUpload>>) : [];
      return Object.fromEntries(
        entries.filter(
          ([, entry]) =>
            typeof entry?.uploadUrl === 'string' &&
            typeof entry.videoId === 'string' &&
            typeof entry.metadata === 'object' &&
            typeof entry.createdAt === 'number' &&
            entry.createdAt >= oldest,
        ),
      ) as Record<string, StoredUpload>;
    } catch {
      return {};
    }
  };
  const write = (entries: Record<string, StoredUpload>) => {
    try {
      storage?.setItem(TUS_UPLOADS_KEY, JSON.stringify(entries));
    } catch {
      // storage full or refused: resuming is a nicety
    }
  };
  return {
    get: (fingerprint) => read()[fingerprint],
    remember: (fingerprint, upload) => write({ ...read(), [fingerprint]: upload }),
    forget: (fingerprint) => {
      const entries = read();
      delete entries[fingerprint];
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
