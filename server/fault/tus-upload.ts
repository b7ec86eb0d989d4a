/**
 * A resumable audio or video upload as the console's client does it (shared/upload/resumable.ts, tus-client.ts):
 * sign, create, PATCH chunk by chunk at a slow pace. After a request that got no answer it waits for the server,
 * asks the offset (HEAD) and goes on from there; an upload the server no longer knows is done if its video_id has
 * a material, else it starts over with a fresh sign; an offset at the end is done. Done means: getVideoStatus
 * names a material for the video_id.
 */
import { MATERIAL_PATHS } from '@shared/materials/paths.ts';
import type { VideoStatus } from '@shared/materials/types.ts';
import { answerOf, LOST, postForm, slowBody, streamed, type Client, type Pace } from './requests.ts';

export type TusJob = { kind: 'audio' | 'video'; fileName: string; bytes: Uint8Array };

export type TusProgress = {
  /** bytes the server confirmed */
  confirmed: number;
  /** a PATCH's last piece was handed over and its answer is awaited */
  finishing: boolean;
  /** the tus upload of the current try */
  uploadId?: string;
  /** what the client sent and was answered, in order, each with the seconds since the suite was loaded: a failure's message carries it */
  trace: string[];
};

const scenarioStart = Date.now();
/** Adds a step to an upload's trace, with the time it happened. */
export function traceStep(progress: TusProgress, step: string): void {
  progress.trace.push(`${((Date.now() - scenarioStart) / 1000).toFixed(1)}s ${step}`);
}

/** `uploadId`: the tus upload that became the material; `restarts`: why earlier tries under other signs were given up */
export type TusResult = { videoId: string; materialId: number; uploadId: string; restarts: string[] };

const TUS = { 'Tus-Resumable': '1.0.0' } as const;
// as long as processing is given (verify.ts): on a loaded machine a finish (or the start that recovers it) is slow;
// an upload whose material never comes still fails, only later
const WAIT_MATERIAL_MS = 60_000;

function metadata(values: Record<string, string>): string {
  return Object.entries(values)
    .map(([key, value]) => `${key} ${Buffer.from(value, 'utf8').toString('base64')}`)
    .join(',');
}

async function signFor(client: Client, job: TusJob): Promise<{ sign: string; video_id: string }> {
  for (;;) {
    const response = await postForm(client, MATERIAL_PATHS.createSourceSign(job.kind), { title: job.fileName.replace(/\.[^.]*$/, '') });
    if (response === LOST) continue; // a sign changes nothing on the server: asking again is safe
    const body = await answerOf<{ sign: string; video_id: string }>(response);
    if (!body.data) throw new Error(`createSourceSign answered ${response.status}: ${JSON.stringify(body)}`);
    return body.data;
  }
}

/** The material of a video_id, or null while there is none. */
async function materialOf(client: Client, videoId: string): Promise<VideoStatus | null | typeof LOST> {
  const response = await client.send(MATERIAL_PATHS.videoStatus(videoId), { headers: { authorization: client.token } });
  if (response === LOST) return LOST;
  const status = (await answerOf<VideoStatus>(response)).data;
  if (!status) throw new Error(`getVideoStatus answered ${response.status}`);
  return status.material_id ? status : null;
}

async function awaitMaterial(client: Client, videoId: string, progress: TusProgress): Promise<number> {
  const deadline = Date.now() + WAIT_MATERIAL_MS;
  for (;;) {
    const status = await materialOf(client, videoId);
    if (status !== LOST && status !== null) return status.material_id!;
    if (Date.now() > deadline) throw new Error(`the upload of ${videoId} reached its end, but no material appeared; the client's steps: ${progress.trace.join(' → ')}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** One try under one sign: the material id, or why the server lost the upload before it became one. */
async function underSign(client: Client, job: TusJob, pace: Pace, chunkBytes: number, progress: TusProgress, videoId: string, sign: string) {
  const size = job.bytes.length;
  const created = await client.send(MATERIAL_PATHS.vodUpload, {
    method: 'POST',
    headers: { ...TUS, 'Upload-Length': String(size), 'Upload-Metadata': metadata({ sign, filename: job.fileName }) },
  });
  // no answer: the creation may have happened, but its URL is unknown; the sign is spent either way
  if (created === LOST) {
    traceStep(progress, `POST lost: ${client.lastLoss}`);
    return 'creation lost';
  }
  const location = created.headers.get('location');
  if (created.status !== 201 || !location) throw new Error(`tus creation answered ${created.status}: ${await created.text()}`);
  const url = new URL(location, client.baseUrl);
  progress.uploadId = url.pathname.slice(url.pathname.lastIndexOf('/') + 1);
  traceStep(progress, `POST ${created.status} ${progress.uploadId} of ${size} bytes`);
  const owner = { ...TUS, authorization: sign };
  let offset: number | undefined = 0;
  for (;;) {
    if (offset === undefined) {
      const head = await client.send(url, { method: 'HEAD', headers: owner });
      traceStep(progress, head === LOST ? `HEAD lost: ${client.lastLoss}` : `HEAD ${head.status} ${head.headers.get('upload-offset') ?? ''}`);
      if (head === LOST) continue;
      if (head.status === 404 || head.status === 410) return (await materialOf(client, videoId)) ? awaitMaterial(client, videoId, progress) : `HEAD ${head.status} at ${progress.confirmed}/${size}`;
      if (head.status !== 200) throw new Error(`tus HEAD answered ${head.status}`);
      offset = Number(head.headers.get('upload-offset'));
    }
    progress.confirmed = offset;
    if (offset >= size) return awaitMaterial(client, videoId, progress);
    const chunk = job.bytes.subarray(offset, Math.min(offset + chunkBytes, size));
    const headers = { ...owner, 'Upload-Offset': String(offset), 'Content-Type': 'application/offset+octet-stream' };
    const last = offset + chunk.length === size;
    const patched = await client.send(url, streamed('PATCH', headers, slowBody(chunk, pace, () => (progress.finishing = last))));
    progress.finishing = false;
    traceStep(progress, patched === LOST ? `PATCH at ${offset} lost: ${client.lastLoss}` : `PATCH at ${offset} ${patched.status} ${patched.headers.get('upload-offset') ?? ''} ${patched.headers.get('x-material-id') ?? ''}`.trimEnd());
    if (patched === LOST || patched.status === 409 || patched.status === 423) {
      offset = undefined;
      continue;
    }
    await patched.arrayBuffer();
    if (patched.status !== 204) throw new Error(`tus PATCH answered ${patched.status}`);
    offset = Number(patched.headers.get('upload-offset'));
    const materialId = patched.headers.get('x-material-id');
    if (offset >= size && materialId) return Number(materialId);
  }
}

export async function tusUpload(client: Client, job: TusJob, pace: Pace, chunkBytes: number, progress: TusProgress): Promise<TusResult> {
  const restarts: string[] = [];
  for (;;) {
    const { sign, video_id: videoId } = await signFor(client, job);
    const outcome = await underSign(client, job, pace, chunkBytes, progress, videoId, sign);
    if (typeof outcome === 'number') return { videoId, materialId: outcome, uploadId: progress.uploadId ?? '', restarts };
    restarts.push(outcome);
    progress.confirmed = 0;
  }
}
