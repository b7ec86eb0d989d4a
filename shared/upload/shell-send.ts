import type { ShellJob } from './shell-queue-types.ts';
import { sendResumable } from './resumable.ts';
import { tusUpload } from './tus-client.ts';

/**
 * Sends as the material upload dialog sends audio and video (resumable.ts), with two changes: no retries inside
 * tus (the queue retries the whole upload, at most 2 times, spec §9), and the queue's pause signal stops tus
 * without dropping the upload, so that it resumes from the server's offset; the progress goes to the queue
 * unclamped (spec §4: above 101% restarts).
 */
export async function sendShellJob(job: ShellJob): Promise<{ video_id: string }> {
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
}
