import { afterEach, vi } from 'vitest';
import { ApiError } from '@shared/api/errors.ts';
import { $storageFull, $toasts } from '@shared/feedback.ts';
import type { MaterialKind, VideoStatus } from '@shared/materials/types.ts';
import { createMaterialUpload, type MaterialUpload } from '../material-upload.ts';
import type { TransportJob, TransportResult, UploadTransport } from '../transport-types.ts';
import { PROCESSING_STATUS } from '../status.ts';

/** What the upload dialog's tests (material-upload-*.test.ts) share: a fake transport and the dialogs on it. */

type Call = { job: TransportJob; resolve(result: TransportResult): void; reject(error: unknown): void };

/** A transport whose sends the test finishes by hand, and whose processing states the test sets. */
class FakeTransport implements UploadTransport {
  calls: Call[] = [];
  statusCalls: string[] = [];
  statuses = new Map<string, Partial<VideoStatus>>();
  statusError = false;

  send(job: TransportJob): Promise<TransportResult> {
    return new Promise((resolve, reject) => {
      this.calls.push({ job, resolve, reject });
      job.signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
    });
  }

  videoStatus(videoId: string): Promise<VideoStatus> {
    this.statusCalls.push(videoId);
    if (this.statusError) return Promise.reject(new ApiError('network', 0, 'down'));
    return Promise.resolve({ video_id: videoId, status: PROCESSING_STATUS.processing, material_id: null, ...this.statuses.get(videoId) });
  }

  get active(): Call {
    return this.calls.at(-1)!;
  }
}

export const flush = async () => {
  for (let i = 0; i < 20; i++) await Promise.resolve();
};
export const file = (name: string, size = 4) => new File([new Uint8Array(size)], name);

/**
 * `dialog(kind)`: an upload dialog of category 3 on a fake transport, with its item statuses and state at hand.
 * Every dialog made is destroyed after the test; toasts, $storageFull and the timers are reset.
 */
export function useUploadDialogs() {
  const uploads: MaterialUpload[] = [];
  afterEach(() => {
    for (const upload of uploads.splice(0)) upload.destroy();
    $toasts.set([]);
    $storageFull.set(false);
    vi.useRealTimers();
  });
  return function dialog(kind: MaterialKind, transport = new FakeTransport()) {
    const upload = createMaterialUpload(kind, { categoryId: 3, transport });
    uploads.push(upload);
    const statuses = () => upload.$state.get().items.map((item) => item.status);
    return { upload, transport, statuses, state: () => upload.$state.get() };
  };
}
