import { COURSE_PATHS } from '@shared/courses/paths.ts';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Material } from '@shared/materials/types.ts';
import type { Course } from '@shared/courses/content-items.ts';
import { countRows } from '@server/test-support/accounts.ts';
import { call, login, PHONES } from '@server/test-support/http.ts';
import { createSign, tusCreate, tusPatch, upload, uploadMedia, waitProcessed } from '@server/areas/materials/test-support.ts';
import { FFPROBE, png, wav } from '@server/test-support/media-files.ts';
import { startServer, type TestServer } from '@server/test-support/start-server.ts';

describe('batch course creation', () => {
  let server: TestServer;
  let token: string;
  let toolDir: string;
  const audioIds: number[] = [];
  let pictureId: number;

  const batch = (json: unknown) => call<never>(server.baseUrl, 'POST', COURSE_PATHS.batchCreate, { token, json });

  beforeAll(async () => {
    toolDir = await fs.mkdtemp(path.join(os.tmpdir(), 'lectern-tools-'));
    const slow = path.join(toolDir, 'slow-ffprobe');
    // slow processing, so one upload can be caught while it is still transcoding
    await fs.writeFile(slow, `#!/bin/sh\nsleep 1\nexec ${FFPROBE ?? 'false'} "$@"\n`, { mode: 0o755 });
    server = await startServer({ materials: { ffprobe: FFPROBE ? slow : null } });
    token = (await login(server.baseUrl, PHONES.teacher)).token.id;
    for (const name of ['一.wav', '二.wav']) {
      const status = await uploadMedia(server.baseUrl, token, 'audio', name, wav(0.3));
      audioIds.push(status.material_id!);
    }
    pictureId = (await upload<Material>(server.baseUrl, token, 'picture', 'p.png', png())).body.data!.id;
  });
  afterAll(async () => {
    await server.close();
    await fs.rm(toolDir, { recursive: true, force: true });
  });

  it('creates one course per item and lists them', async () => {
    const reply = await batch({ type: 'audio', items: audioIds.map((id, i) => ({ source_id: id, title: ` 第${i + 1}课 ` })) });
    expect(reply.status).toBe(200);
    const rows = reply.body.rows as Course[];
    expect(rows.map((c) => [c.type, c.title, c.source_id, c.status])).toEqual([
      ['audio', '第1课', audioIds[0], 1],
      ['audio', '第2课', audioIds[1], 1],
    ]);
    expect(reply.body.totalCount).toBe(2);

    const list = await call(server.baseUrl, 'GET', COURSE_PATHS.batchList, { token, query: { type: 'audio', pageSize: 1 } });
    expect(list.body.totalCount).toBe(2);
    expect((list.body.rows as Course[]).map((c) => c.id)).toEqual([rows[1]!.id]);
    const videos = await call(server.baseUrl, 'GET', COURSE_PATHS.batchList, { token, query: { type: 'video' } });
    expect(videos.body).toMatchObject({ rows: [], totalCount: 0 });
  });

  it('creates all or none', async () => {
    const before = await countRows(server.dataDir, 'courses');
    const wrongKind = await batch({ type: 'audio', items: [{ source_id: audioIds[0], title: 'a' }, { source_id: pictureId, title: 'b' }] });
    expect(wrongKind.status).toBe(400);
    expect(wrongKind.body.message).toBe('素材「p」不是音频，无法创建该类型课程');
    const asVideo = await batch({ type: 'video', items: [{ source_id: audioIds[0], title: 'a' }] });
    expect(asVideo.body.message).toBe('素材「一」不是视频，无法创建该类型课程');
    const missing = await batch({ type: 'audio', items: [{ source_id: audioIds[0], title: 'a' }, { source_id: 99_999, title: 'b' }] });
    expect(missing.status).toBe(404);
    expect(await countRows(server.dataDir, 'courses')).toBe(before);
  });

  it('refuses a source still transcoding', async () => {
    const sign = (await createSign(server.baseUrl, token, 'audio', { title: '转码中' })).body;
    const bytes = wav(0.3);
    const created = await tusCreate(server.baseUrl, { sign: sign.sign!, filename: 'c.wav' }, bytes.length);
    const finished = await tusPatch(created.url!, 0, bytes);
    const materialId = Number(finished.response.headers.get('x-material-id'));
    const reply = await batch({ type: 'audio', items: [{ source_id: materialId, title: 'x' }] });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe('素材「转码中」尚未转码完成，请稍后再创建课程');
    await waitProcessed(server.baseUrl, token, sign.video_id!);
    expect((await batch({ type: 'audio', items: [{ source_id: materialId, title: 'x' }] })).status).toBe(200);
  });

  it('checks the body', async () => {
    expect((await batch({ type: 'audio', items: [] })).body.message).toBe('参数错误：items 至少需要 1 项');
    const many = Array.from({ length: 101 }, () => ({ source_id: audioIds[0], title: 't' }));
    expect((await batch({ type: 'audio', items: many })).body.message).toBe('参数错误：items 最多 100 项');
    expect((await batch({ type: 'audio', items: [{ source_id: audioIds[0], title: '   ' }] })).body.message).toBe(
      '参数错误：items.0.title 不能为空',
    );
    expect((await batch({ type: 'audio', items: [{ source_id: audioIds[0], title: '长'.repeat(61) }] })).body.message).toBe(
      '参数错误：items.0.title 长度不能超过 60 个字符',
    );
    expect((await batch({ type: 'live', items: [{ source_id: 1, title: 't' }] })).status).toBe(400);
  });
});
