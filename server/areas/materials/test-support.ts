/**
 * HTTP helpers for material tests: multipart uploads and the tus protocol with plain fetch.
 */
import type { MaterialKind, VideoStatus } from '@shared/materials/types.ts';
import { MATERIAL_PATHS } from '@shared/materials/paths.ts';
import { PROCESSING_STATUS } from '@shared/upload/status.ts';
import type { Answer, Reply } from '@server/test-support/http.ts';

export type UploadOptions = {
  fields?: Record<string, string>;
  /** the multipart field name of the file (default 'file') */
  fileField?: string;
  type?: string;
};

export async function upload<T = unknown>(
  baseUrl: string,
  token: string,
  kind: MaterialKind,
  fileName: string,
  bytes: Uint8Array,
  options: UploadOptions = {},
): Promise<Reply<T>> {
  const form = new FormData();
  form.set(options.fileField ?? 'file', new Blob([new Uint8Array(bytes)], { type: options.type ?? 'application/octet-stream' }), fileName);
  form.set('info', JSON.stringify({}));
  for (const [key, value] of Object.entries(options.fields ?? {})) form.set(key, value);
  const url = new URL(MATERIAL_PATHS.uploadSource(kind), baseUrl);
  url.search = 'app=lectern&appid=web&u=0';
  const response = await fetch(url, { method: 'POST', headers: { authorization: token }, body: form });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: JSON.parse(text) as Answer<T> };
}

export const TUS = { 'Tus-Resumable': '1.0.0' } as const;

export function tusMetadata(values: Record<string, string>): string {
  return Object.entries(values)
    .map(([key, value]) => `${key} ${Buffer.from(value, 'utf8').toString('base64')}`)
    .join(',');
}

/**
 * The sign each upload was created with, as a client keeps it: later requests on the upload show it as their
 * Authorization (server/areas/materials/vod-routes.ts).
 */
const signs = new Map<string, string>();

/** The Authorization header of a request on an upload: `sign`, or none for null. */
function signHeader(sign: string | null): Record<string, string> {
  return sign === null ? {} : { authorization: sign };
}

/** POST creation: the absolute upload URL, or the failed response. `headers` e.g. the sign as Authorization. */
export async function tusCreate(baseUrl: string, metadata: Record<string, string>, length: number, headers: Record<string, string> = {}) {
  const response = await fetch(new URL(MATERIAL_PATHS.vodUpload, baseUrl), {
    method: 'POST',
    headers: { ...TUS, ...headers, 'Upload-Length': String(length), 'Upload-Metadata': tusMetadata(metadata) },
  });
  const location = response.headers.get('location');
  const url = location ? new URL(location, baseUrl).toString() : undefined;
  const sign = metadata.sign ?? headers.authorization;
  if (url && sign) signs.set(url, sign);
  return { response, url, body: await response.text() };
}

/** `sign`: what the request shows as Authorization; by default the sign the upload was created with, null: none. */
export async function tusPatch(url: string, offset: number, bytes: Uint8Array, sign = signs.get(url) ?? null) {
  const response = await fetch(url, {
    method: 'PATCH',
    headers: { ...TUS, ...signHeader(sign), 'Upload-Offset': String(offset), 'Content-Type': 'application/offset+octet-stream' },
    body: new Uint8Array(bytes),
  });
  return { response, body: await response.text() };
}

export async function tusHead(url: string, sign = signs.get(url) ?? null): Promise<Response> {
  return fetch(url, { method: 'HEAD', headers: { ...TUS, ...signHeader(sign) } });
}

export async function tusOffset(url: string, sign = signs.get(url) ?? null): Promise<number> {
  return Number((await tusHead(url, sign)).headers.get('upload-offset'));
}

/** tus termination (DELETE) */
export async function tusDelete(url: string, sign = signs.get(url) ?? null) {
  const response = await fetch(url, { method: 'DELETE', headers: { ...TUS, ...signHeader(sign) } });
  return { response, body: await response.text() };
}

type SignAnswer = { sign: string; video_id: string; upload_url: string };

export async function createSign(baseUrl: string, token: string, kind: 'audio' | 'video', form: Record<string, string> = {}) {
  const url = new URL(MATERIAL_PATHS.createSourceSign(kind), baseUrl);
  const response = await fetch(url, {
    method: 'POST',
    headers: { authorization: token, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
  });
  return { status: response.status, body: (await response.json()) as Answer<SignAnswer> & Partial<SignAnswer> };
}

export async function videoStatus(baseUrl: string, token: string, videoId: string) {
  const response = await fetch(new URL(MATERIAL_PATHS.videoStatus(videoId), baseUrl), { headers: { authorization: token } });
  return (await response.json()) as Answer<VideoStatus>;
}

/** Polls getVideoStatus until the material is processed or failed. */
export async function waitProcessed(baseUrl: string, token: string, videoId: string, timeoutMs = 20_000): Promise<VideoStatus> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const answer = await videoStatus(baseUrl, token, videoId);
    const status = answer.data?.status;
    if (status === PROCESSING_STATUS.processed || status === PROCESSING_STATUS.failed) return answer.data!;
    if (Date.now() > until) throw new Error(`video ${videoId} still at status ${String(status)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Sign, create, one PATCH, wait for processing: the whole audio/video upload as a client does it. */
export async function uploadMedia(
  baseUrl: string,
  token: string,
  kind: 'audio' | 'video',
  fileName: string,
  bytes: Uint8Array,
  form: Record<string, string> = {},
): Promise<VideoStatus> {
  const sign = await createSign(baseUrl, token, kind, form);
  if (!sign.body.sign) throw new Error(`createSourceSign failed: ${JSON.stringify(sign.body)}`);
  const created = await tusCreate(baseUrl, { sign: sign.body.sign, filename: fileName }, bytes.length);
  if (!created.url) throw new Error(`tus creation failed: ${created.response.status} ${created.body}`);
  const patched = await tusPatch(created.url, 0, bytes);
  if (patched.response.status !== 204) throw new Error(`tus PATCH failed: ${patched.response.status} ${patched.body}`);
  return waitProcessed(baseUrl, token, sign.body.video_id!);
}
