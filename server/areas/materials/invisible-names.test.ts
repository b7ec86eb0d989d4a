/**
 * Names keep no invisible format characters: bidirectional controls (U+202A–U+202E,
 * U+2066–U+2069) and the rest of Unicode category Cf (zero-width spaces and joiners, marks, BOM, word joiner …)
 * are removed from material names and titles on every way in: multipart upload, tus upload (file name and the
 * sign's title), rename, and category names. 'invoice\u202Egnp.png' would otherwise show as 'invoicepng.gnp'.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MATERIAL_PATHS } from '@shared/materials/paths.ts';
import type { Material, MaterialCategory, MaterialKind } from '@shared/materials/types.ts';
import { call, login, PHONES } from '@server/test-support/http.ts';
import { png, wav } from '@server/test-support/media-files.ts';
import { startServer, type TestServer } from '@server/test-support/start-server.ts';
import { upload, uploadMedia } from './test-support.ts';

/** RLO, LRE…PDF, LRI…PDI, ZWSP…RLM, word joiner…invisible plus, BOM, soft hyphen, Arabic letter mark */
const INVISIBLE = '\u202A\u202B\u202C\u202D\u202E\u2066\u2067\u2068\u2069\u200B\u200C\u200D\u200E\u200F\u2060\u2061\u2062\u2063\u2064\uFEFF\u00AD\u061C';

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startServer();
  token = (await login(server.baseUrl, PHONES.teacher)).token.id;
});
afterAll(() => server.close());

async function listed(kind: MaterialKind, id: number): Promise<Material> {
  const reply = await call(server.baseUrl, 'GET', MATERIAL_PATHS.findSources(kind), { token, query: { pageSize: 60 } });
  const row = (reply.body.rows as Material[]).find((material) => material.id === id);
  if (!row) throw new Error(`material ${id} not listed`);
  return row;
}

describe('material names', () => {
  it('lose direction overrides on a multipart upload', async () => {
    const reply = await upload<Material>(server.baseUrl, token, 'picture', 'invoice\u202Egnp.png', png());
    expect(reply.body.result).toBe('ok');
    expect(reply.body.data).toMatchObject({ file_name: 'invoicegnp.png', title: 'invoicegnp' });
    expect(await listed('picture', reply.body.data!.id)).toMatchObject({ file_name: 'invoicegnp.png', title: 'invoicegnp' });
  });

  it('lose every invisible format character on a multipart upload', async () => {
    const reply = await upload<Material>(server.baseUrl, token, 'picture', `${INVISIBLE}收${INVISIBLE}据${INVISIBLE}.png`, png());
    expect(reply.body.data).toMatchObject({ file_name: '收据.png', title: '收据' });
  });

  it('lose them on a tus upload, in the file name and in the title of the sign', async () => {
    const plain = await uploadMedia(server.baseUrl, token, 'audio', 'song\u202E3pm.wav', wav());
    expect(await listed('audio', plain.material_id!)).toMatchObject({ file_name: 'song3pm.wav', title: 'song3pm' });

    const titled = await uploadMedia(server.baseUrl, token, 'audio', `lesson${INVISIBLE}.wav`, wav(), { title: `第一课\u202E${INVISIBLE}试听` });
    expect(await listed('audio', titled.material_id!)).toMatchObject({ file_name: 'lesson.wav', title: '第一课试听' });
  });

  it('lose them on rename, and a name of nothing but them is an empty name', async () => {
    const picture = (await upload<Material>(server.baseUrl, token, 'picture', 'rename-me.png', png())).body.data!;
    const rename = (fileName: string) =>
      call(server.baseUrl, 'POST', MATERIAL_PATHS.updateSource(picture.id), { token, form: { file_name: fileName } });

    expect((await rename('report\u202Efdp.exe')).body).toEqual({ result: 'ok' });
    expect(await listed('picture', picture.id)).toMatchObject({ file_name: 'reportfdp.exe', title: 'reportfdp.exe' });

    const blank = await rename(INVISIBLE);
    expect(blank.status).toBe(400);
    expect(blank.body).toEqual({ result: 'fail', code: 40000, message: '参数错误：file_name 不能为空' });
    expect(await listed('picture', picture.id)).toMatchObject({ file_name: 'reportfdp.exe' });
  });

  it('lose them in category names', async () => {
    const created = await call<MaterialCategory>(server.baseUrl, 'POST', MATERIAL_PATHS.createCategory, { token, form: { name: '发\u202E票\u200B' } });
    expect(created.body.data).toMatchObject({ name: '发票' });
  });
});
