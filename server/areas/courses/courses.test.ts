/** Courses of every kind, their lessons and the courses of a column: the calls against the real server. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COURSE_PATHS } from '@shared/courses/paths.ts';
import type { ColumnEntry, CourseRecord, Lesson } from '@shared/courses/types.ts';
import { TEACH_PATHS } from '@shared/teach/paths.ts';
import type { Material } from '@shared/materials/types.ts';
import { upload, uploadMedia } from '@server/areas/materials/test-support.ts';
import { createMainAccount, grantModules } from '@server/test-support/accounts.ts';
import { call, login, PHONES } from '@server/test-support/http.ts';
import { pdf, png, wav } from '@server/test-support/media-files.ts';
import { startServer, type TestServer } from '@server/test-support/start-server.ts';

const P = COURSE_PATHS;
const SIGNED = expect.stringMatching(/^\/api\/v3\/media\/file\/\d+-/);
/** the course as a later answer gives it: its media addresses are signed anew (a new expiry every 10 minutes) */
const resigned = (course: CourseRecord) => ({
  ...course,
  ...(course.cover_url ? { cover_url: SIGNED } : {}),
  ...(course.source ? { source: { ...course.source, url: SIGNED } } : {}),
});
const SENSITIVE = { result: 'fail', code: -1, message: '操作失败，内容包含敏感词' };

describe('courses', () => {
  let server: TestServer;
  let lin: string;
  let other: string;
  let staff: string;
  let coverId: number;
  let audioId: number;
  let secondAudioId: number;
  let theirAudioId: number;

  const get = <T = never>(path: string, query: Record<string, string | number> = {}, token = lin) => call<T>(server.baseUrl, 'GET', path, { token, query });
  const post = <T = unknown>(path: string, json: unknown, token = lin) => call<T>(server.baseUrl, 'POST', path, { token, json });
  const list = async (query: Record<string, string | number> = {}, token = lin) => (await get(P.course.findList, { pageSize: 100, ...query }, token)).body.rows as CourseRecord[];
  const audioCourse = (extra: object = {}) => ({ type: 'audio', title: ' 声音训练营 ', summary: '七天练好发声', cover_id: coverId, source_id: audioId, price: 1990, original_price: 2990, ...extra });
  const create = async (input: object) => {
    const answer = await post<CourseRecord>(P.course.create, input);
    expect(answer.body, JSON.stringify(answer.body)).toMatchObject({ result: 'ok' });
    return answer.body.data!;
  };
  const lessonsOf = async (courseId: number) => (await get(P.lesson.findList, { course_id: courseId })).body.rows as Lesson[];

  beforeAll(async () => {
    server = await startServer({ planets: { sensitiveWords: ['传销'] }, courses: { studentOrigin: 'https://h5.example.com' } });
    lin = (await login(server.baseUrl, PHONES.teacher)).token.id;
    await createMainAccount(server.dataDir, '13900001401');
    other = (await login(server.baseUrl, '13900001401')).token.id;
    staff = (await login(server.baseUrl, PHONES.staff)).token.id;
    coverId = (await upload<Material>(server.baseUrl, lin, 'picture', '封面.png', png(64, 36))).body.data!.id;
    audioId = (await uploadMedia(server.baseUrl, lin, 'audio', '第一讲.wav', wav(0.4))).material_id!;
    secondAudioId = (await uploadMedia(server.baseUrl, lin, 'audio', '第二讲.wav', wav(0.4))).material_id!;
    theirAudioId = (await uploadMedia(server.baseUrl, other, 'audio', '别人的.wav', wav(0.4))).material_id!;
  });
  afterAll(() => server.close());

  it('lists the demo courses by kind, newest first, with what they hold', async () => {
    // the test server seeds no demo files: the courses that need none are there
    const all = await list();
    expect(all.map((row) => row.type)).toEqual(['column', 'service', 'private', 'mixture', 'richtext']);
    const column = all[0]!;
    expect(column).toMatchObject({ title: '林老师写作专栏', price: 49_900, original_price: 59_900, status: 1, course_count: 2, teacher_name: '周老师' });
    expect(column.link).toBe(`https://h5.example.com/course/detail?id=${column.id}`);
    expect(all.find((row) => row.type === 'richtext')).toMatchObject({ column_count: 1, lesson_count: 0 });
    expect(all.find((row) => row.type === 'mixture')).toMatchObject({ lesson_count: 1 });
    expect((await list({ type: 'service' })).map((row) => row.title)).toEqual(['作文批改服务（单篇）']);
    expect((await list({ status: 0 })).map((row) => row.type)).toEqual(['private']);
    expect((await list({ keyword: '专栏' })).map((row) => row.type)).toEqual(['column']);
    expect(await list({}, other)).toEqual([]);
  });

  it('creates an audio course with its cover and audio, off sale unless asked, and plays its audio', async () => {
    const course = await create(audioCourse());
    expect(course).toMatchObject({ type: 'audio', title: '声音训练营', status: 0, cover_id: coverId, source_id: audioId, price: 1990, original_price: 2990, lesson_count: 1 });
    expect(course.source).toMatchObject({ id: audioId, kind: 'audio', file_name: '第一讲.wav' });
    const played = await fetch(`${server.baseUrl}${course.source!.url}`);
    expect([played.status, played.headers.get('content-type')]).toEqual([200, 'audio/wav']);
    const cover = await fetch(`${server.baseUrl}${course.cover_url}`);
    expect(cover.headers.get('content-type')).toBe('image/png');
    const onSale = await create(audioCourse({ title: '直接上架', status: 1 }));
    expect(onSale.status).toBe(1);
    expect((await get<CourseRecord>(P.detail, { id: course.id })).body.data).toEqual(resigned(course));
  });

  it('starts a video or audio course with its own material as its first lesson, so the list counts it', async () => {
    const course = await create(audioCourse({ title: '一节就能卖' }));
    expect((await list({ type: 'audio' })).find((row) => row.id === course.id)).toMatchObject({ lesson_count: 1 });
    expect(await lessonsOf(course.id)).toMatchObject([{ type: 'audio', title: '第一讲', source: { id: audioId }, position: 1, free: 0 }]);
    // changing the course's material later leaves its lessons as the teacher arranged them
    await post(P.course.update, { ...audioCourse({ title: '一节就能卖', source_id: secondAudioId }), id: course.id });
    expect((await lessonsOf(course.id)).map((lesson) => lesson.source_id)).toEqual([audioId]);
  });

  it('makes a column with the courses picked in its form, on sale at once when it holds one', async () => {
    const a = await create(audioCourse({ title: '专栏里的甲' }));
    const b = await create({ type: 'richtext', title: '专栏里的乙', content: '<p>正文</p>' });
    const column = await create({ type: 'column', title: '一次建好的专栏', price: 9900, course_ids: [b.id, a.id, b.id], status: 1 });
    expect(column).toMatchObject({ status: 1, course_count: 2 });
    expect(((await get(P.column.courses, { column_id: column.id })).body.rows as ColumnEntry[]).map((entry) => [entry.title, entry.position])).toEqual([['专栏里的乙', 1], ['专栏里的甲', 2]]);
    const before = (await list({ type: 'column' })).length;
    for (const [input, message] of [
      [{ course_ids: [], status: 1 }, '专栏中还没有课程，请先添加课程再上架'],
      [{ course_ids: [column.id] }, '专栏不能收录其他专栏'],
      [{ course_ids: [999_999] }, '课程不存在，请重新选择'],
      [{ type: 'mixture', course_ids: [a.id] }, '只有专栏可以收录课程'],
    ] as const) {
      expect((await post(P.course.create, { type: 'column', title: '不该建成', ...input })).body.message).toBe(message);
    }
    expect((await list({ type: 'column' })).length).toBe(before);
    expect((await post(P.course.update, { type: 'column', title: '改名', course_ids: [a.id], id: column.id })).body.message).toBe('专栏中的课程请在「管理课程」中调整');
  });

  it('refuses what a course cannot be, writing nothing', async () => {
    const before = (await list()).length;
    const refused = async (input: object, message: string | RegExp) => {
      const answer = await post(P.course.create, input);
      expect(answer.body.result).toBe('fail');
      expect(answer.body.message).toMatch(message);
    };
    await refused(audioCourse({ title: '  ' }), '参数错误：title 不能为空');
    await refused(audioCourse({ source_id: 0 }), '请选择音频素材');
    await refused(audioCourse({ source_id: theirAudioId }), '音频素材不存在，请重新选择');
    await refused(audioCourse({ source_id: coverId }), '音频素材不存在，请重新选择');
    await refused(audioCourse({ type: 'video' }), '视频素材不存在，请重新选择');
    await refused(audioCourse({ original_price: 100 }), '划线价不能低于售价');
    await refused(audioCourse({ price: 1.5 }), /^参数错误：price/);
    await refused(audioCourse({ price: -1 }), /^参数错误：price/);
    await refused(audioCourse({ type: 'lecture' }), /^参数错误：type/);
    await refused(audioCourse({ teacher_id: 999_999 }), '讲师不存在，请重新选择');
    expect((await post(P.course.create, audioCourse({ summary: '传销' }))).body).toEqual(SENSITIVE);
    await refused({ type: 'column', title: '空专栏', status: 1 }, '专栏中还没有课程，请先添加课程再上架');
    await refused({ type: 'mixture', title: '空组合课', status: 1 }, '课程中还没有课时，请先添加课时再上架');
    expect((await list()).length).toBe(before);
  });

  it('keeps rich text sanitised, its pictures as library ids shown with fresh addresses', async () => {
    const html = `<p onclick="x()">好<script>alert(1)</script><strong>文</strong></p><img src="https://evil.example/a.png" onerror="x()" data-material-id="${coverId}"><a href="javascript:alert(1)">链接</a>`;
    const course = await create({ type: 'richtext', title: '图文课', content: html });
    expect(course.content).not.toMatch(/script|onclick|onerror|javascript|evil/);
    expect(course.content).toContain('<strong>文</strong>');
    const src = /<img[^>]*src="([^"]+)"/.exec(course.content)?.[1];
    expect(src).toMatch(/^\/api\//);
    expect((await fetch(`${server.baseUrl}${src!.replaceAll('&amp;', '&')}`)).status).toBe(200);
    const theirPicture = (await upload<Material>(server.baseUrl, other, 'picture', 'x.png', png())).body.data!.id;
    const foreign = await post(P.course.create, { type: 'richtext', title: '偷图', content: `<img data-material-id="${theirPicture}">` });
    expect(foreign.body.message).toBe('参数错误：content 中的素材不存在，请重新选择');
  });

  it('keeps content items (单品) in lists of their own, without lessons; batch creation makes them', async () => {
    expect((await list({ single: 1 })).map((row) => [row.type, row.title])).toEqual([['richtext', '一篇好开头的五个标准']]);
    const item = await create(audioCourse({ title: '单独一节', single: 1, status: 1 }));
    expect(item).toMatchObject({ single: 1, status: 1, lesson_count: 0 });
    expect((await list({ single: 1, type: 'audio' })).map((row) => row.id)).toEqual([item.id]);
    expect((await list({ type: 'audio' })).map((row) => row.id)).not.toContain(item.id);
    expect((await post(P.lesson.create, { course_id: item.id, type: 'audio', source_id: audioId, title: 'x' })).body.message).toBe('单品没有课时');
    expect((await post(P.course.update, { ...audioCourse(), id: item.id })).body.message).toBe('课程类型不能修改');
    expect((await post(P.course.create, { type: 'column', title: '单品专栏', single: 1 })).body.message).toBe('单品只能是视频、音频或图文');
    const batch = await post(COURSE_PATHS.batchCreate, { type: 'audio', items: [{ source_id: secondAudioId, title: '批量的一节' }] });
    expect(batch.body.result).toBe('ok');
    expect((await list({ single: 1, type: 'audio' })).map((row) => row.title)).toEqual(['批量的一节', '单独一节']);
    // a column holds content items as courses
    const column = (await list({ type: 'column' })).find((row) => row.title === '林老师写作专栏')!;
    const held = (await get(P.column.courses, { column_id: column.id })).body.rows as ColumnEntry[];
    expect(held.map((entry) => entry.title)).toEqual(['写作课讲义精读', '一篇好开头的五个标准']);
  });

  it('edits, puts on and takes off sale, refuses a change of kind', async () => {
    const course = await create(audioCourse({ title: '可编辑' }));
    const edited = await post<CourseRecord>(P.course.update, { ...audioCourse({ title: '已编辑', source_id: secondAudioId, price: 0, original_price: 0 }), id: course.id });
    expect(edited.body.data).toMatchObject({ title: '已编辑', source_id: secondAudioId, price: 0, original_price: 0, status: 0 });
    expect((await post(P.course.update, { ...audioCourse(), type: 'video', id: course.id })).body.message).toBe('课程类型不能修改');
    expect((await post<CourseRecord>(P.sale, { id: course.id, status: 1 })).body.data!.status).toBe(1);
    expect((await list({ status: 1 })).map((row) => row.id)).toContain(course.id);
    expect((await post<CourseRecord>(P.sale, { id: course.id, status: 0 })).body.data!.status).toBe(0);
  });

  it('holds lessons of its kinds in the order the teacher drags them', async () => {
    const course = await create(audioCourse({ title: '有课时的音频课' }));
    const add = (input: object) => post<Lesson>(P.lesson.create, { course_id: course.id, type: 'audio', source_id: audioId, ...input });
    const [start] = await lessonsOf(course.id);
    const first = (await add({ title: '一', free: 1 })).body.data!;
    const second = (await add({ title: '二', source_id: secondAudioId })).body.data!;
    const third = (await add({ title: '三' })).body.data!;
    expect(first).toMatchObject({ position: 2, free: 1, source: { id: audioId } });
    expect((await lessonsOf(course.id)).map((lesson) => [lesson.title, lesson.position])).toEqual([['第一讲', 1], ['一', 2], ['二', 3], ['三', 4]]);
    expect((await add({ type: 'richtext', title: '图文' })).body.message).toBe('该课程不能添加图文课时');
    expect((await add({ source_id: theirAudioId, title: 'x' })).body.message).toBe('音频素材不存在，请重新选择');

    const sorted = await post(P.lesson.sort, { course_id: course.id, ids: [third.id, first.id, second.id, start!.id] });
    expect((sorted.body.rows as Lesson[]).map((lesson) => lesson.title)).toEqual(['三', '一', '二', '第一讲']);
    expect((await post(P.lesson.sort, { course_id: course.id, ids: [third.id, first.id] })).body.message).toBe('课时顺序不完整，请刷新后重试');

    const renamed = await post<Lesson>(P.lesson.update, { id: second.id, course_id: course.id, type: 'audio', source_id: secondAudioId, title: '二（修订）', free: 1 });
    expect(renamed.body.data).toMatchObject({ title: '二（修订）', free: 1, position: 3 });
    expect((await post(P.lesson.delete, { id: third.id })).body.result).toBe('ok');
    expect((await lessonsOf(course.id)).map((lesson) => [lesson.title, lesson.position])).toEqual([['一', 1], ['二（修订）', 2], ['第一讲', 3]]);
    expect((await get<CourseRecord>(P.detail, { id: course.id })).body.data!.lesson_count).toBe(3);

    const mixture = await create({ type: 'mixture', title: '组合' });
    for (const [type, title] of [['audio', '音频'], ['richtext', '图文']] as const) {
      expect((await post(P.lesson.create, { course_id: mixture.id, type, title, source_id: type === 'audio' ? audioId : 0, content: '<p>讲义</p>' })).body.result).toBe('ok');
    }
    expect((await post<CourseRecord>(P.sale, { id: mixture.id, status: 1 })).body.data!.status).toBe(1);
    const service = (await list({ type: 'service' }))[0]!;
    expect((await post(P.lesson.create, { course_id: service.id, type: 'richtext', title: 'x' })).body.message).toBe('该课程类型没有课时');
  });

  it("hands out the teacher's courseware with a lesson, in order; copies keep it, a deleted piece leaves", async () => {
    const document = (await upload<Material>(server.baseUrl, lin, 'document', '讲义.pdf', pdf())).body.data!.id;
    const piece = async (name: string, token = lin) => {
      const theirs = token === lin ? document : (await upload<Material>(server.baseUrl, token, 'document', 'x.pdf', pdf())).body.data!.id;
      return (await post<{ id: number }>(TEACH_PATHS.courseware.create, { name, document_id: theirs, downloadable: 1 }, token)).body.data!.id;
    };
    const [handout, slides, theirs] = [await piece('讲义'), await piece('课件 PPT'), await piece('别人的', other)];
    const course = await create(audioCourse({ title: '带课件的课' }));
    const lesson = (await post<Lesson>(P.lesson.create, { course_id: course.id, type: 'audio', source_id: audioId, title: '一', courseware_ids: [slides, handout] })).body.data!;
    expect(lesson.courseware).toEqual([{ id: slides, name: '课件 PPT', downloadable: 1 }, { id: handout, name: '讲义', downloadable: 1 }]);
    const refused = await post(P.lesson.update, { id: lesson.id, course_id: course.id, type: 'audio', source_id: audioId, title: '一', courseware_ids: [handout, theirs] });
    expect(refused.body.message).toBe('课件不存在，请重新选择');
    // an edit that does not name the courseware keeps it
    await post(P.lesson.update, { id: lesson.id, course_id: course.id, type: 'audio', source_id: audioId, title: '一（改）' });
    expect((await lessonsOf(course.id))[1]!.courseware_ids).toEqual([slides, handout]);
    const copy = (await post<CourseRecord>(P.copy, { id: course.id })).body.data!;
    expect((await lessonsOf(copy.id))[1]!.courseware_ids).toEqual([slides, handout]);
    await post(TEACH_PATHS.courseware.delete, { id: slides });
    expect((await lessonsOf(course.id))[1]!.courseware).toEqual([{ id: handout, name: '讲义', downloadable: 1 }]);
  });

  it('holds courses in a column in order, never a column, and says so on the course', async () => {
    const column = await create({ type: 'column', title: '新专栏', price: 9900 });
    const a = await create(audioCourse({ title: '甲' }));
    const b = await create(audioCourse({ title: '乙' }));
    const added = await post(P.column.add, { column_id: column.id, course_ids: [a.id, b.id, a.id] });
    expect((added.body.rows as ColumnEntry[]).map((entry) => [entry.title, entry.position])).toEqual([['甲', 1], ['乙', 2]]);
    expect((await post(P.column.add, { column_id: column.id, course_ids: [column.id] })).body.message).toBe('专栏不能收录其他专栏');
    expect((await post(P.column.add, { column_id: a.id, course_ids: [b.id] })).body.message).toBe('只有专栏可以收录课程');
    const sorted = await post(P.column.sort, { column_id: column.id, ids: [b.id, a.id] });
    expect((sorted.body.rows as ColumnEntry[]).map((entry) => entry.title)).toEqual(['乙', '甲']);
    expect((await get<CourseRecord>(P.detail, { id: a.id })).body.data!.column_count).toBe(1);
    expect((await post<CourseRecord>(P.sale, { id: column.id, status: 1 })).body.data!.status).toBe(1);

    const removed = await post(P.column.remove, { column_id: column.id, course_id: b.id });
    expect((removed.body.rows as ColumnEntry[]).map((entry) => [entry.title, entry.position])).toEqual([['甲', 1]]);
    // deleting a course takes it out of its columns
    expect((await post(P.course.delete, { id: a.id })).body.result).toBe('ok');
    expect((await get(P.column.courses, { column_id: column.id })).body.rows).toEqual([]);
    expect((await get<CourseRecord>(P.detail, { id: column.id })).body.data!.course_count).toBe(0);
  });

  it('copies a course off sale, with its lessons or a column with its courses', async () => {
    const source = await create(audioCourse({ title: '原课', status: 1 }));
    await post(P.lesson.create, { course_id: source.id, type: 'audio', source_id: audioId, title: '第一讲' });
    const copy = (await post<CourseRecord>(P.copy, { id: source.id })).body.data!;
    expect(copy).toMatchObject({ title: '原课（副本）', status: 0, lesson_count: 2, price: source.price, source_id: audioId, cover_id: coverId });
    expect(copy.id).not.toBe(source.id);
    const bare = (await post<CourseRecord>(P.copy, { id: source.id, title: '只复制信息', lessons: 0 })).body.data!;
    expect(bare).toMatchObject({ title: '只复制信息', lesson_count: 0 });
    const demoColumn = (await list({ type: 'column' })).find((row) => row.title === '林老师写作专栏')!;
    const columnCopy = (await post<CourseRecord>(P.copy, { id: demoColumn.id })).body.data!;
    expect(columnCopy).toMatchObject({ type: 'column', course_count: 2, status: 0 });
  });

  it("keeps each account to its own courses: another teacher's answer 404 and stay as they were", async () => {
    const mine = await create(audioCourse({ title: '我的课' }));
    for (const [path, body] of [
      [P.course.update, { ...audioCourse(), id: mine.id }],
      [P.course.delete, { id: mine.id }],
      [P.sale, { id: mine.id, status: 1 }],
      [P.copy, { id: mine.id }],
      [P.lesson.create, { course_id: mine.id, type: 'audio', source_id: theirAudioId, title: 'x' }],
      [P.column.add, { column_id: mine.id, course_ids: [mine.id] }],
    ] as const) {
      const answer = await post(path, body, other);
      expect([answer.status, answer.body.message], path).toEqual([404, '课程不存在']);
    }
    expect((await get(P.detail, { id: mine.id }, other)).status).toBe(404);
    expect((await get(P.lesson.findList, { course_id: mine.id }, other)).status).toBe(404);
    expect((await get<CourseRecord>(P.detail, { id: mine.id })).body.data).toEqual(resigned(mine));
  });

  it('lets a staff account in with the 课程管理 module only', async () => {
    await grantModules(server.dataDir, PHONES.staff, ['materials']);
    expect((await get(P.course.findList, {}, staff)).body).toMatchObject({ code: 40300 });
    await grantModules(server.dataDir, PHONES.staff, ['course']);
    expect((await list({ type: 'service' }, staff)).length).toBe(1);
  });

  it('lets a staff account of 内容管理 work on content items and choose a teacher, not on lessons or columns', async () => {
    await grantModules(server.dataDir, PHONES.staff, ['content']);
    const item = await post<CourseRecord>(P.course.create, { type: 'richtext', single: 1, title: '员工做的单品', content: '<p>正文</p>' }, staff);
    expect(item.body).toMatchObject({ result: 'ok', data: { single: 1 } });
    expect((await post(P.sale, { id: item.body.data!.id, status: 1 }, staff)).body.result).toBe('ok');
    expect((await get(TEACH_PATHS.teacher.findList, {}, staff)).body.result).toBe('ok');
    expect((await get(P.lesson.findList, { course_id: item.body.data!.id }, staff)).body).toMatchObject({ code: 40300 });
    expect((await get(TEACH_PATHS.book.findList, {}, staff)).body).toMatchObject({ code: 40300 });
  });
});
