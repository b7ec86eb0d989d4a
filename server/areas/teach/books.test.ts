/** Textbooks attached to courses (/teach/book): the four calls against the real server. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COURSE_PATHS } from '@shared/courses/paths.ts';
import type { CourseRecord } from '@shared/courses/types.ts';
import { MATERIAL_PATHS } from '@shared/materials/paths.ts';
import type { Material } from '@shared/materials/types.ts';
import { TEACH_PATHS } from '@shared/teach/paths.ts';
import type { Book } from '@shared/teach/book.ts';
import { upload } from '@server/areas/materials/test-support.ts';
import { createMainAccount, grantModules } from '@server/test-support/accounts.ts';
import { call, login, PHONES } from '@server/test-support/http.ts';
import { png } from '@server/test-support/media-files.ts';
import { startServer, type TestServer } from '@server/test-support/start-server.ts';

const PATHS = TEACH_PATHS.book;
const SENSITIVE = { result: 'fail', code: -1, message: '操作失败，内容包含敏感词' };
const ISBN_WRONG = 'ISBN 格式不正确，请填写 13 位 ISBN';
/** the demo books, newest change first (server/areas/teach/seed.ts) */
const DEMO = ['故事的解剖', '写作课练习册（电子版）'];

describe('books', () => {
  let server: TestServer;
  let lin: string;
  let other: string;
  let staff: string;
  let coverId: number;
  /** demo courses of the teacher, by title */
  const course: Record<string, number> = {};

  const get = (query: Record<string, string | number> = {}, token = lin) => call<never>(server.baseUrl, 'GET', PATHS.findList, { token, query });
  const post = <T = unknown>(path: string, json: unknown, token = lin) => call<T>(server.baseUrl, 'POST', path, { token, json });
  const list = async (query: Record<string, string | number> = {}, token = lin) => (await get(query, token)).body.rows as Book[];
  const titles = async (query: Record<string, string | number> = {}, token = lin) => (await list(query, token)).map((row) => row.title);
  const input = () => ({
    title: '  故事写作课本 ',
    author: ' 林老师 ',
    publisher: '写作出版社',
    isbn: ' 978-7-5404-5992-5 ',
    cover_id: coverId,
    price: 3_980,
    description: '第一行\n第二行',
    course_ids: [course['写作课讲义精读']!, course['作文批改服务（单篇）']!],
  });

  beforeAll(async () => {
    server = await startServer({ planets: { sensitiveWords: ['传销'] } });
    lin = (await login(server.baseUrl, PHONES.teacher)).token.id;
    await createMainAccount(server.dataDir, '13900001303');
    other = (await login(server.baseUrl, '13900001303')).token.id;
    staff = (await login(server.baseUrl, PHONES.staff)).token.id;
    coverId = (await upload<Material>(server.baseUrl, lin, 'picture', '教材封面.png', png(30, 40))).body.data!.id;
    const courses = (await call<never>(server.baseUrl, 'GET', COURSE_PATHS.course.findList, { token: lin, query: { pageSize: 100 } })).body.rows as CourseRecord[];
    for (const row of courses) course[row.title] = row.id;
  });
  afterAll(() => server.close());

  it('lists the demo books newest change first, with the demo courses that exist in the order attached, and finds them by title', async () => {
    const answer = await get();
    expect(answer.status).toBe(200);
    const seeded = answer.body.rows as Book[];
    expect(seeded.map((row) => row.title)).toEqual(DEMO);
    expect(answer.body.totalCount).toBe(2);
    // the test server seeds no demo files: no cover, and the video course that needs one is not there
    expect(seeded[0]).toMatchObject({ author: '罗伯特·麦基', isbn: '9789865671068', price: 6_800, cover_id: 0, cover_url: '' });
    expect(seeded[0]!.courses).toEqual([{ id: course['从零开始写小说（组合课）'], title: '从零开始写小说（组合课）', type: 'mixture' }]);
    expect(seeded[1]).toMatchObject({ isbn: '', price: 0, course_ids: [course['写作课讲义精读']] });
    expect(await titles({ keyword: '练习' })).toEqual(['写作课练习册（电子版）']);
    expect(await titles({ keyword: '麦基' })).toEqual([]);
    expect(await titles({ page: 2, pageSize: 1 })).toEqual(['写作课练习册（电子版）']);
  });

  it('creates with trimmed texts, the ISBN as 13 digits, a cover and courses in order; updates, and deletes', async () => {
    const created = await post<Book>(PATHS.create, input());
    expect(created.body.data).toMatchObject({
      title: '故事写作课本',
      author: '林老师',
      publisher: '写作出版社',
      isbn: '9787540459925',
      cover_id: coverId,
      price: 3_980,
      description: '第一行\n第二行',
      course_ids: [course['写作课讲义精读'], course['作文批改服务（单篇）']],
      courses: [
        { id: course['写作课讲义精读'], title: '写作课讲义精读', type: 'richtext' },
        { id: course['作文批改服务（单篇）'], title: '作文批改服务（单篇）', type: 'service' },
      ],
    });
    const id = created.body.data!.id;
    const cover = await fetch(`${server.baseUrl}${created.body.data!.cover_url}`);
    expect([cover.status, cover.headers.get('content-type')]).toEqual([200, 'image/png']);
    expect((await titles())[0]).toBe('故事写作课本');

    // the order given is the order kept; the cover and the ISBN can be taken away
    const reordered = [course['林老师写作专栏']!, course['写作课讲义精读']!];
    const updated = await post<Book>(PATHS.update, { ...input(), id, title: '故事写作课本（第二版）', isbn: '', cover_id: 0, course_ids: reordered });
    expect(updated.body.data).toMatchObject({ id, title: '故事写作课本（第二版）', isbn: '', cover_id: 0, cover_url: '', course_ids: reordered });
    expect(updated.body.data!.courses.map((row) => row.title)).toEqual(['林老师写作专栏', '写作课讲义精读']);
    expect((await list())[0]).toEqual(updated.body.data);

    expect((await post(PATHS.delete, { id })).body.result).toBe('ok');
    expect(await titles()).toEqual(DEMO);
    expect((await post(PATHS.delete, { id })).body).toMatchObject({ result: 'fail', message: '教材不存在' });
    // a title is enough
    const bare = await post<Book>(PATHS.create, { title: '讲义合订本' });
    expect(bare.body.data).toMatchObject({ title: '讲义合订本', author: '', publisher: '', isbn: '', cover_id: 0, price: 0, description: '', course_ids: [], courses: [] });
    await post(PATHS.delete, { id: bare.body.data!.id });
  });

  it('refuses a wrong ISBN, a bad price, repeated or too many courses, a course or picture not of the account and sensitive words, writing nothing', async () => {
    // a wrong check digit, twelve digits, an ISBN-10, a 977 prefix, letters
    for (const isbn of ['978-7-5404-5992-4', '978754045992', '7-5404-5992-X', '9777540459925', 'ISBN 978-7-5404-5992-5']) {
      expect((await post(PATHS.create, { ...input(), isbn })).body, isbn).toMatchObject({ result: 'fail', code: 40000, message: ISBN_WRONG });
    }
    expect((await post(PATHS.create, { ...input(), title: '   ' })).body.message).toBe('参数错误：title 不能为空');
    expect((await post(PATHS.create, { ...input(), author: '长'.repeat(41) })).body.message).toMatch(/^参数错误：author/);
    for (const price of [-1, 10_000_000, 9.5]) expect((await post(PATHS.create, { ...input(), price })).body.message, String(price)).toMatch(/^参数错误：price/);
    const demo = course['写作课讲义精读']!;
    expect((await post(PATHS.create, { ...input(), course_ids: [demo, demo] })).body.message).toBe('参数错误：course_ids 必须是不重复的课程 id，最多 50 个');
    expect((await post(PATHS.create, { ...input(), course_ids: Array.from({ length: 51 }, (_, i) => i + 1) })).body.message).toBe('参数错误：course_ids 必须是不重复的课程 id，最多 50 个');

    const theirs = await post<CourseRecord>(COURSE_PATHS.course.create, { type: 'service', title: '别人的批改服务', price: 100 }, other);
    expect(theirs.body.result).toBe('ok');
    for (const courseIds of [[demo, theirs.body.data!.id], [999_999]]) {
      expect((await post(PATHS.create, { ...input(), course_ids: courseIds })).body).toMatchObject({ result: 'fail', code: 40000, message: '课程不存在，请重新选择' });
    }
    const theirPicture = (await upload<Material>(server.baseUrl, other, 'picture', '别人的.png', png(10, 10))).body.data!.id;
    expect((await post(PATHS.create, { ...input(), cover_id: theirPicture })).body.message).toBe('封面图片不存在，请重新选择图片素材');
    for (const field of ['title', 'author', 'publisher', 'description'] as const) {
      expect((await post(PATHS.create, { ...input(), [field]: '传销' })).body, field).toEqual(SENSITIVE);
    }
    expect(await titles()).toEqual(DEMO);
  });

  it('drops a course deleted since from the book, and shows a cover deleted from the library as none', async () => {
    const made = await post<CourseRecord>(COURSE_PATHS.course.create, { type: 'service', title: '将删除的服务课', price: 100 }, lin);
    const picture = (await upload<Material>(server.baseUrl, lin, 'picture', '将删除的封面.png', png(30, 40))).body.data!.id;
    const book = (await post<Book>(PATHS.create, { ...input(), cover_id: picture, course_ids: [made.body.data!.id, course['写作课讲义精读']!] })).body.data!;
    expect(book.course_ids).toHaveLength(2);
    expect((await post(COURSE_PATHS.course.delete, { id: made.body.data!.id })).body.result).toBe('ok');
    expect((await call(server.baseUrl, 'POST', MATERIAL_PATHS.deleteSource(picture), { token: lin, form: {} })).status).toBe(200);
    expect((await list())[0]).toMatchObject({ id: book.id, cover_id: 0, cover_url: '', course_ids: [course['写作课讲义精读']] });
    await post(PATHS.delete, { id: book.id });
  });

  it("keeps each account to its own books: another teacher's answers 404 and stays as it was", async () => {
    expect(await titles({}, other)).toEqual([]);
    const mine = await list();
    const target = mine[0]!;
    expect((await post(PATHS.update, { title: '改', id: target.id }, other)).body).toMatchObject({ result: 'fail', code: 40400, message: '教材不存在' });
    expect((await post(PATHS.delete, { id: target.id }, other)).status).toBe(404);
    expect(await list()).toEqual(mine);
  });

  it('lets a staff account in with the 教学管理 module only', async () => {
    await grantModules(server.dataDir, PHONES.staff, ['materials']);
    expect((await get({}, staff)).body).toMatchObject({ code: 40300 });
    await grantModules(server.dataDir, PHONES.staff, ['teach']);
    expect(await titles({}, staff)).toEqual(DEMO);
  });
});
