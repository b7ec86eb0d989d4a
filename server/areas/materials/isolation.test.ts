import { COURSE_PATHS } from '@shared/courses/paths.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MATERIAL_PATHS } from '@shared/materials/paths.ts';
import type { Material, MaterialCategory, SourceDetail } from '@shared/materials/types.ts';
import { createMainAccount } from '@server/test-support/accounts.ts';
import { call, login, PHONES } from '@server/test-support/http.ts';
import { upload, uploadMedia } from './test-support.ts';
import { storedFiles } from '@server/test-support/buckets.ts';
import { pdf, png, wav } from '@server/test-support/media-files.ts';
import { startServer, type TestServer } from '@server/test-support/start-server.ts';

const OTHER_PHONE = '13900000009';

describe('one teacher never reaches another one’s materials', () => {
  let server: TestServer;
  let owner: string;
  let ownerId: number;
  let staff: string;
  let staffId: number;
  let other: string;
  let picture: Material;
  let audio: Material;
  let category: MaterialCategory;

  beforeAll(async () => {
    server = await startServer();
    await createMainAccount(server.dataDir, OTHER_PHONE);
    const ownerLogin = await login(server.baseUrl, PHONES.teacher);
    [owner, ownerId] = [ownerLogin.token.id, ownerLogin.user.id];
    const staffLogin = await login(server.baseUrl, PHONES.staff);
    [staff, staffId] = [staffLogin.token.id, staffLogin.user.id];
    other = (await login(server.baseUrl, OTHER_PHONE)).token.id;
    category = (await call<MaterialCategory>(server.baseUrl, 'POST', MATERIAL_PATHS.createCategory, { token: owner, form: { name: '私有' } })).body.data!;
    picture = (await upload<Material>(server.baseUrl, owner, 'picture', 'mine.png', png(), { fields: { categoryId: String(category.id) } })).body.data!;
    await upload(server.baseUrl, owner, 'document', 'mine.pdf', pdf());
    const status = await uploadMedia(server.baseUrl, owner, 'audio', 'mine.wav', wav(0.5));
    audio = ((await call(server.baseUrl, 'GET', MATERIAL_PATHS.findSources('audio'), { token: owner })).body.rows as Material[]).find(
      (m) => m.id === status.material_id,
    )!;
  });
  afterAll(() => server.close());

  it('lists nothing of the other account', async () => {
    for (const kind of ['picture', 'audio', 'document'] as const) {
      const reply = await call(server.baseUrl, 'GET', MATERIAL_PATHS.findSources(kind), { token: other, query: { keyword: 'mine' } });
      expect(reply.body).toMatchObject({ result: 'ok', rows: [], totalCount: 0 });
    }
    const categories = await call<MaterialCategory[]>(server.baseUrl, 'GET', MATERIAL_PATHS.getCategorys('picture'), { token: other });
    expect(categories.body.data!.map((c) => [c.name, c.source_count])).toEqual([['默认分类', 0]]);
    const byCategory = await call(server.baseUrl, 'GET', MATERIAL_PATHS.findSources('picture'), { token: other, query: { categoryId: category.id } });
    expect(byCategory.status).toBe(404);
    const detail = await call<SourceDetail[]>(server.baseUrl, 'GET', MATERIAL_PATHS.getSourceDetail, { token: other });
    expect(detail.body.data!.every((d) => d.source_count === 0 && d.source_size === 0)).toBe(true);
  });

  it('cannot rename, move, delete or move the category of the other account', async () => {
    const own = (await call<MaterialCategory[]>(server.baseUrl, 'GET', MATERIAL_PATHS.getCategorys('picture'), { token: other })).body.data![0]!;
    const attempts = [
      call(server.baseUrl, 'POST', MATERIAL_PATHS.updateSource(picture.id), { token: other, form: { file_name: 'stolen' } }),
      call(server.baseUrl, 'POST', MATERIAL_PATHS.updateSource(picture.id), { token: other, form: { category_id: String(own.id) } }),
      call(server.baseUrl, 'POST', MATERIAL_PATHS.deleteSource(picture.id), { token: other }),
      call(server.baseUrl, 'POST', MATERIAL_PATHS.updateSource(audio.id), { token: other, form: { file_name: 'x', target_type: 'audio' } }),
    ];
    for (const reply of await Promise.all(attempts)) {
      expect(reply.status).toBe(404);
      expect(reply.body).toEqual({ result: 'fail', code: 40400, message: '素材不存在' });
    }
    const moveAll = await call(server.baseUrl, 'POST', MATERIAL_PATHS.updateCategorySource(category.id), { token: other, form: { categoryId: String(own.id) } });
    expect(moveAll.status).toBe(404);
    expect(moveAll.body.message).toBe('素材分类不存在');
    // nor into the other account's category
    const intoOther = await call(server.baseUrl, 'POST', MATERIAL_PATHS.updateSource(picture.id), { token: owner, form: { category_id: String(own.id) } });
    expect(intoOther.status).toBe(404);

    const mine = (await call(server.baseUrl, 'GET', MATERIAL_PATHS.findSources('picture'), { token: owner })).body.rows as Material[];
    expect(mine.map((m) => [m.id, m.title, m.category_id])).toEqual([[picture.id, 'mine', category.id]]);
    expect(await storedFiles(server.dataDir)).toHaveLength(3);
  });

  it('cannot play, poll or fetch the media of the other account', async () => {
    const play = await call(server.baseUrl, 'GET', MATERIAL_PATHS.getPlaySign(audio.video_id!), { token: other });
    expect(play.status).toBe(404);
    const status = await call(server.baseUrl, 'GET', MATERIAL_PATHS.videoStatus(audio.video_id!), { token: other });
    expect(status.status).toBe(404);
    const courses = await call(server.baseUrl, 'POST', COURSE_PATHS.batchCreate, {
      token: other,
      json: { type: 'audio', items: [{ source_id: audio.id, title: 'x' }] },
    });
    expect(courses.status).toBe(404);

    // its own picture's token, pointed at the first teacher's material: the signature no longer fits
    const theirs = (await upload<Material>(server.baseUrl, other, 'picture', 'theirs.png', png())).body.data!;
    const token = theirs.url!.split('/').pop()!;
    const forged = token.replace(/^\d+-/, `${picture.id}-`);
    const response = await fetch(new URL(`${MATERIAL_PATHS.mediaFile}/${forged}`, server.baseUrl));
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ result: 'fail', code: 40300, message: '链接无效或已过期' });
  });

  it('lets the staff account act for its main account', async () => {
    const listed = (await call(server.baseUrl, 'GET', MATERIAL_PATHS.findSources('picture'), { token: staff })).body.rows as Material[];
    expect(listed.map((m) => m.id)).toEqual([picture.id]);
    const added = await upload<Material>(server.baseUrl, staff, 'picture', 'by-staff.png', png());
    expect(added.status).toBe(200);
    const renamed = await call(server.baseUrl, 'POST', MATERIAL_PATHS.updateSource(added.body.data!.id), { token: staff, form: { file_name: '助教上传' } });
    expect(renamed.body).toEqual({ result: 'ok' });
    const seenByOwner = (await call(server.baseUrl, 'GET', MATERIAL_PATHS.findSources('picture'), { token: owner })).body.rows as Material[];
    expect(seenByOwner.map((m) => m.title)).toContain('助教上传');
    // stored as the main account's file
    const files = await storedFiles(server.dataDir);
    expect(files.filter((f) => f.startsWith(`${ownerId}/`))).toHaveLength(4);
    expect(files.some((f) => f.startsWith(`${staffId}/`))).toBe(false);
  });
});
