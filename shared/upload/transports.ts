import { fetchVideoStatus, uploadSource } from '@shared/materials/client.ts';
import { readImageSize, type ImageSize } from './image-size.ts';
import { sendResumable, type ResumableDeps } from './resumable.ts';
import type { UploadTransport } from './transport-types.ts';

/**
 * The real transport of the material upload dialog (DESIGN.md "Uploads"): pictures and documents go in
 * one multipart request with progress (uploadSource over XMLHttpRequest); audio and video resumably with tus
 * (resumable.ts, which the shell-wide uploader uses alone).
 */

export type TransportDeps = ResumableDeps & {
  readImageSize?: (file: File) => Promise<ImageSize | undefined>;
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

