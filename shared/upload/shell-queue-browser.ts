import { fetchUploadSwitch, fetchVideoStatus } from '@shared/materials/upload-client.ts';
import { $hasSession, $user } from '@shared/session/session.ts';
import { indexedDbPersistence } from './persistence.ts';
import { createShellQueue, type ShellQueue, type ShellTransport, type StoredShellItem } from './shell-queue.ts';
import { sendResumable } from './resumable.ts';
import { tusUpload } from './tus-client.ts';

/**
 * The page's one shell-wide upload queue with its real parts: createSourceSign and tus (resumable.ts,
 * resumable by the file's fingerprint), IndexedDB, the session and the browser's online state.
 */

/**
 * Sends as the material upload dialog sends audio and video (resumable.ts), with two changes: no retries inside
 * tus (the queue retries the whole upload, at most 2 times, spec §9), and the queue's pause signal stops tus
 * without dropping the upload, so that it resumes from the server's offset; the progress goes to the queue
 * unclamped (spec §4: above 101% restarts).
 */
export function createShellTransport(): ShellTransport {
  return {
    async send(job) {
      const file = { kind: job.type, file: job.file, categoryId: job.categoryId, signal: job.signal, onProgress: () => undefined };
      const result = await sendResumable(file, job.type, {
        tusUpload: (blob, options) =>
          tusUpload(blob, {
            ...options,
            retryDelays: [],
            signal: options.signal ? AbortSignal.any([options.signal, job.pause]) : job.pause,
            onProgress: (sent, total) => {
              options.onProgress?.(sent, total);
              job.onProgress(total > 0 ? (sent / total) * 100 : 0);
            },
          }),
      });
      return { video_id: result.video_id ?? '' };
    },
    videoStatus: fetchVideoStatus,
  };
}

let queue: ShellQueue | undefined;

export function shellQueue(): ShellQueue {
  return (queue ??= createShellQueue({
    transport: createShellTransport(),
    // without IndexedDB (or refused) every call fails, and the queue lives as long as the page
    persistence: indexedDbPersistence<StoredShellItem>(),
    account: {
      current: () => ($hasSession.get() ? ($user.get()?.id ?? 0) : undefined),
      watch: (listener) => {
        const stopUser = $user.listen(listener);
        const stopSession = $hasSession.listen(listener);
        return () => {
          stopUser();
          stopSession();
        };
      },
    },
    uploadSwitch: fetchUploadSwitch,
    network: {
      online: () => globalThis.navigator?.onLine !== false,
      watch: (listener) => {
        const online = () => listener(true);
        const offline = () => listener(false);
        addEventListener('online', online);
        addEventListener('offline', offline);
        return () => {
          removeEventListener('online', online);
          removeEventListener('offline', offline);
        };
      },
    },
  }));
}
