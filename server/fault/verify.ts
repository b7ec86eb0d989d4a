/**
 * Reads back what the server serves for each upload: the material, once processing is over, and the bytes behind
 * the media URL the API gives (the play sign's for audio and video, the list's for pictures and documents).
 */
import { MATERIAL_PATHS } from '@shared/materials/paths.ts';
import type { PlaySign, VideoStatus } from '@shared/materials/types.ts';
import { PROCESSING_STATUS } from '@shared/upload/status.ts';
import { answerOf, LOST, type Client } from './requests.ts';
import { sha256 } from './media.ts';
import { materialsNamed, type MultipartJob } from './multipart-upload.ts';

// on PostgreSQL a job the kill cut short waits for its lease to run out (20 s) before another start takes it
const PROCESSING_TIMEOUT_MS = 60_000;

async function answered(client: Client, path: string): Promise<Response> {
  const response = await client.send(path, { headers: { authorization: client.token } });
  if (response === LOST) throw new Error(`${path}: no answer from a running server`);
  return response;
}

/** The processing state once it is over (processed or failed). */
export async function processedStatus(client: Client, videoId: string): Promise<VideoStatus> {
  const deadline = Date.now() + PROCESSING_TIMEOUT_MS;
  for (;;) {
    const status = (await answerOf<VideoStatus>(await answered(client, MATERIAL_PATHS.videoStatus(videoId)))).data;
    if (status && status.status !== PROCESSING_STATUS.processing && status.status !== PROCESSING_STATUS.missing) return status;
    if (Date.now() > deadline) throw new Error(`${videoId} still at status ${String(status?.status)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function servedSha256(client: Client, url: string): Promise<string> {
  const response = await answered(client, url);
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  return sha256(new Uint8Array(await response.arrayBuffer()));
}

/** sha256 of the file the play sign of `videoId` serves. */
export async function servedMedia(client: Client, videoId: string): Promise<string> {
  const sign = (await answerOf<PlaySign>(await answered(client, MATERIAL_PATHS.getPlaySign(videoId)))).data;
  if (!sign) throw new Error(`no play sign for ${videoId}`);
  return servedSha256(client, sign.url);
}

/** sha256 of the file behind the list's URL of the one material named like the job's file. */
export async function servedUpload(client: Client, job: MultipartJob): Promise<string> {
  const found = await materialsNamed(client, job.kind, job.fileName);
  if (found === LOST || found.length !== 1 || !found[0]!.url) throw new Error(`${job.fileName}: ${found === LOST ? 'no answer' : `${found.length} materials`}`);
  return servedSha256(client, found[0]!.url);
}
