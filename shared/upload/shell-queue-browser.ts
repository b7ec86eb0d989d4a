import { noAnswerError } from '@shared/api/errors.ts';
import { fetchUploadSwitch, fetchVideoStatus } from '@shared/materials/upload-client.ts';
import { $hasSession, $user } from '@shared/session/session.ts';
import { indexedDbPersistence } from './persistence.ts';
import { createShellQueue, type ShellQueue, type ShellTransport, type StoredShellItem } from './shell-queue.ts';

/**
 * The page's one shell-wide upload queue with its real parts: createSourceSign and tus (shell-send.ts,
 * resumable by the file's fingerprint), IndexedDB, the session and the browser's online state.
 */

/**
 * The queue's transport: tus with its resume (shell-send.ts) loads with the first upload, not with the uploader
 * (DESIGN.md budgets the element's first use). A chunk that cannot load fails the upload as a network error would.
 */
function createShellTransport(): ShellTransport {
  return {
    async send(job) {
      const { sendShellJob } = await import('./shell-send.ts').catch((error: unknown) => Promise.reject(noAnswerError(error)));
      return sendShellJob(job);
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
