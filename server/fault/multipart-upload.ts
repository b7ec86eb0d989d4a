/**
 * A picture or document upload (multipart) as a careful client does it: the body goes at a slow network's
 * pace; when the answer never comes, the client waits for the server and looks for its file by its (unique)
 * name before it sends it again, so that a write which happened is not made twice.
 */
import { randomBytes } from 'node:crypto';
import { MATERIAL_PATHS } from '@shared/materials/paths.ts';
import type { Material } from '@shared/materials/types.ts';
import { answerOf, LOST, slowBody, streamed, type Client, type Pace } from './requests.ts';

export type MultipartJob = { kind: 'picture' | 'document'; fileName: string; type: string; bytes: Uint8Array };
export type MultipartResult = { materialId: number; attempts: number };

function multipartBody(job: MultipartJob): { boundary: string; body: Buffer } {
  const boundary = `----fault${randomBytes(12).toString('hex')}`;
  const field = (name: string, value: string) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${job.fileName}"\r\nContent-Type: ${job.type}\r\n\r\n`;
  return {
    boundary,
    body: Buffer.concat([Buffer.from(field('info', '{}') + head), job.bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
  };
}

/** The materials of `kind` named `fileName` (the list's search by title, the name without its extension; then an exact match). */
export async function materialsNamed(client: Client, kind: MultipartJob['kind'], fileName: string): Promise<Material[] | typeof LOST> {
  const url = new URL(MATERIAL_PATHS.findSources(kind), client.baseUrl);
  for (const [key, value] of Object.entries({ app: 'lectern', appid: 'web', u: '0', keyword: fileName.replace(/\.[^.]*$/, ''), page: '1', pageSize: '50' })) {
    url.searchParams.set(key, value);
  }
  const response = await client.send(url, { headers: { authorization: client.token } });
  if (response === LOST) return LOST;
  const rows = (await answerOf<Material>(response)).rows;
  if (!rows) throw new Error(`findSources answered ${response.status}`);
  return rows.filter((row) => row.file_name === fileName);
}

export async function multipartUpload(client: Client, job: MultipartJob, pace: Pace): Promise<MultipartResult> {
  const url = new URL(MATERIAL_PATHS.uploadSource(job.kind), client.baseUrl);
  url.search = 'app=lectern&appid=web&u=0';
  for (let attempts = 1; ; attempts += 1) {
    const { boundary, body } = multipartBody(job);
    const headers = { authorization: client.token, 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': String(body.length) };
    const response = await client.send(url, streamed('POST', headers, slowBody(body, pace)));
    if (response !== LOST) {
      const answer = await answerOf<Material>(response);
      if (answer.result !== 'ok' || !answer.data) throw new Error(`uploadSource answered ${response.status}: ${JSON.stringify(answer)}`);
      return { materialId: answer.data.id, attempts };
    }
    let found = await materialsNamed(client, job.kind, job.fileName);
    while (found === LOST) found = await materialsNamed(client, job.kind, job.fileName);
    if (found.length > 0) return { materialId: found[0]!.id, attempts };
  }
}
