import type { Material, MaterialKind, VideoStatus } from '@shared/materials/types.ts';

/** One file to send for the material upload dialog. */
export type TransportJob = {
  kind: MaterialKind;
  file: File;
  categoryId: number;
  /** aborted when the item is removed or the dialog resets */
  signal: AbortSignal;
  /** whole percents 0..100 of the bytes sent */
  onProgress(percent: number): void;
};

/**
 * What a sent file gave: pictures and documents are stored at once (`material`, when the answer carries
 * it); audio and video go on being processed under `video_id` (spec §7 createSourceSign).
 */
export type TransportResult = { material?: Material; video_id?: string };

/**
 * How the upload dialog's state machine sends files and asks about their processing. The real one
 * (`createDefaultTransport`) uses uploadSource and tus; tests inject a fake.
 */
export interface UploadTransport {
  send(job: TransportJob): Promise<TransportResult>;
  videoStatus(videoId: string): Promise<VideoStatus>;
}
