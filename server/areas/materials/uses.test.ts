/** The record of which record uses which material: written with each record, replaced on edit, dropped with it. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COURSE_PATHS } from '@shared/courses/paths.ts';
import type { CourseRecord, Lesson } from '@shared/courses/types.ts';
import type { Material } from '@shared/materials/types.ts';
import { TEACH_PATHS } from '@shared/teach/paths.ts';
import { MATERIAL_PATHS } from '@shared/materials/paths.ts';
import { upload, uploadMedia } from '@server/areas/materials/test-support.ts';
import { queryTestDatabase } from '@server/test-support/databases.ts';
import { call, login, PHONES } from '@server/test-support/http.ts';
import { pdf, png, wav } from '@server/test-support/media-files.ts';
import { startServer, type TestServer } from '@server/test-support/start-server.ts';

describe('material uses', () => {
  let server: TestServer;
  let token: string;
  let cover: number;
  let inText: number;
  let audio: number;
  let document: number;

  const post = <T>(path: string, json: unknown) => call<T>(server.baseUrl, 'POST', path, { token, json });
  const uses = async (kind: string, id: number) =>
    (await queryTestDatabase<{ material_id: number }>(server.dataDir, 'select material_id from material_uses where user_kind = ? and user_id = ? order by material_id', [kind, id])).map((row) => Number(row.material_id));

  beforeAll(async () => {
    server = await startServer();
    token = (await login(server.baseUrl, PHONES.teacher)).token.id;
    cover = (await upload<Material>(server.baseUrl, token, 'picture', 'cover.png', png())).body.data!.id;
    inText = (await upload<Material>(server.baseUrl, token, 'picture', 'inline.png', png())).body.data!.id;
    document = (await upload<Material>(server.baseUrl, token, 'document', 'notes.pdf', pdf())).body.data!.id;
    audio = (await uploadMedia(server.baseUrl, token, 'audio', 'a.wav', wav(0.3))).material_id!;
  });
  afterAll(() => server.close());

  it('keeps a course\'s and its lessons\' uses with every write, and drops them with the course', async () => {
    const course = (await post<CourseRecord>(COURSE_PATHS.course.create, { type: 'audio', title: '用素材的课', cover_id: cover, source_id: audio, content: `<p><img data-material-id="${inText}"></p>` })).body.data!;
    expect(await uses('course', course.id)).toEqual([cover, inText, audio].sort((a, b) => a - b));
    await post(COURSE_PATHS.course.update, { type: 'audio', id: course.id, title: '用素材的课', cover_id: 0, source_id: audio, content: '' });
    expect(await uses('course', course.id)).toEqual([audio]);
    const lesson = (await post<Lesson>(COURSE_PATHS.lesson.create, { course_id: course.id, type: 'audio', title: '一', source_id: audio, content: `<img data-material-id="${cover}">` })).body.data!;
    expect(await uses('lesson', lesson.id)).toEqual([cover, audio].sort((a, b) => a - b));
    const copy = (await post<CourseRecord>(COURSE_PATHS.copy, { id: course.id })).body.data!;
    expect(await uses('course', copy.id)).toEqual([audio]);
    await post(COURSE_PATHS.course.delete, { id: course.id });
    expect(await uses('course', course.id)).toEqual([]);
    expect(await uses('lesson', lesson.id)).toEqual([]);
  });

  it("keeps a teacher's avatar and a courseware's document", async () => {
    const teacher = (await post<{ id: number }>(TEACH_PATHS.teacher.create, { name: '王老师', avatar_id: cover })).body.data!;
    expect(await uses('teacher', teacher.id)).toEqual([cover]);
    const courseware = (await post<{ id: number }>(TEACH_PATHS.courseware.create, { name: '讲义', document_id: document })).body.data!;
    expect(await uses('courseware', courseware.id)).toEqual([document]);
    await post(TEACH_PATHS.teacher.delete, { id: teacher.id });
    await post(TEACH_PATHS.courseware.delete, { id: courseware.id });
    expect([await uses('teacher', teacher.id), await uses('courseware', courseware.id)]).toEqual([[], []]);
  });

  const findUses = (ids: string, as = token) => call<never>(server.baseUrl, 'GET', MATERIAL_PATHS.findUses, { token: as, query: { ids } });
  const unusedPictures = async () => {
    const page = await call(server.baseUrl, 'GET', MATERIAL_PATHS.findSources('picture'), { token, query: { unused: 1, pageSize: 200 } });
    return { ids: (page.body.rows as Material[]).map((row) => row.id), total: page.body.totalCount };
  };

  it('answers what uses each material, by kind, for its owner only', async () => {
    const picture = (await upload<Material>(server.baseUrl, token, 'picture', 'poster.png', png())).body.data!.id;
    const unused = (await upload<Material>(server.baseUrl, token, 'picture', 'spare.png', png())).body.data!.id;
    const course = (await post<CourseRecord>(COURSE_PATHS.course.create, { type: 'richtext', title: '封面课', cover_id: picture, content: `<img data-material-id="${picture}">` })).body.data!;
    await post(COURSE_PATHS.course.create, { type: 'richtext', title: '又一门', cover_id: picture });
    await post(TEACH_PATHS.teacher.create, { name: '李老师', avatar_id: picture });
    expect((await findUses(`${unused},${picture}`)).body.rows).toEqual([{ id: picture, uses: { course: 2, teacher: 1 } }]);
    const other = (await login(server.baseUrl, PHONES.planet)).token.id;
    expect((await findUses(`${picture}`, other)).body.rows).toEqual([]);
    const bad = await findUses('1,x');
    expect([bad.status, bad.body.message]).toEqual([400, expect.stringContaining('必须是逗号分隔的素材 id')]);
    await post(COURSE_PATHS.course.delete, { id: course.id });
  });

  it('lists the materials nothing uses, and follows each new use and each use gone', async () => {
    const before = await unusedPictures();
    expect(before.ids).toContain(inText);
    expect(before.total).toBe(before.ids.length);
    const course = (await post<CourseRecord>(COURSE_PATHS.course.create, { type: 'richtext', title: '图文', content: `<p><img data-material-id="${inText}"></p>` })).body.data!;
    const during = await unusedPictures();
    expect(during.ids).not.toContain(inText);
    expect(during.total).toBe(Number(before.total) - 1);
    await post(COURSE_PATHS.course.delete, { id: course.id });
    expect(await unusedPictures()).toEqual(before);
  });
});

