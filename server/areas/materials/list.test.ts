import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MATERIAL_PATHS } from '@shared/materials/paths.ts';
import { SORT_OPTIONS } from '@shared/materials/kinds.ts';
import { type Material, type MaterialCategory, type SortOption, type SourceDetail } from '@shared/materials/types.ts';
import { call, login, PHONES } from '@server/test-support/http.ts';
import { testClock } from '@server/test-support/clock.ts';
import { upload } from './test-support.ts';
import { storedFiles } from '@server/test-support/buckets.ts';
import { pdf, png } from '@server/test-support/media-files.ts';
import { startServer, type TestServer } from '@server/test-support/start-server.ts';

const YEAR = 365 * 86_400;

/** 65 titles: Chinese, English, with LIKE and FTS special characters */
const TITLES = Array.from({ length: 65 }, (_, i) => {
  if (i % 5 === 0) return `写作课第${i}讲`;
  if (i % 5 === 1) return `Lesson ${i} Intro`;
  if (i % 5 === 2) return `摄影构图 ${i}`;
  if (i % 5 === 3) return `进度 ${i}0% 完成`;
  return `Say "hi" ${i}`;
});

/** China-time 'YYYY-MM-DD HH:mm:ss' of unix seconds */
function chinaTime(unix: number): string {
  return new Date((unix + 8 * 3600) * 1000).toISOString().replace('T', ' ').slice(0, 19);
}

describe('findSources and the category calls', () => {
  let server: TestServer;
  let token: string;
  const clock = testClock();
  /** everything uploaded, in upload order */
  const uploaded: Material[] = [];

  const find = (query: Record<string, string | number>, kind: 'picture' | 'document' = 'picture') =>
    call<never>(server.baseUrl, 'GET', MATERIAL_PATHS.findSources(kind), { token, query });
  const rows = async (query: Record<string, string | number>) => {
    const reply = await find(query);
    expect(reply.status).toBe(200);
    return { rows: reply.body.rows as Material[], totalCount: reply.body.totalCount! };
  };

  beforeAll(async () => {
    server = await startServer({ now: clock.now, accessTokenTtl: YEAR, refreshTokenTtl: YEAR });
    token = (await login(server.baseUrl, PHONES.teacher)).token.id;
    for (const [i, title] of TITLES.entries()) {
      // sizes vary with the dimensions; some repeat, so ties are broken by id
      const reply = await upload<Material>(server.baseUrl, token, 'picture', `${title}.png`, png(10 + (i % 7) * 13, 10 + (i % 3) * 9));
      expect(reply.status).toBe(200);
      uploaded.push(reply.body.data!);
      // five hours apart, and every ninth one at the same second as the one before
      if (i % 9 !== 8) clock.advance(5 * 3600);
    }
  });
  afterAll(() => server.close());

  it('lists newest first, 60 per page, with the total', async () => {
    const first = await rows({});
    expect(first.totalCount).toBe(65);
    expect(first.rows).toHaveLength(60);
    const second = await rows({ page: 2 });
    expect(second.rows).toHaveLength(5);
    expect(second.totalCount).toBe(65);
    expect((await rows({ page: 3 })).rows).toHaveLength(0);
    const ids = [...first.rows, ...second.rows].map((r) => r.id);
    const expected = [...uploaded].sort((a, b) => b.created_at - a.created_at || b.id - a.id).map((r) => r.id);
    expect(ids).toEqual(expected);
    expect((await rows({ pageSize: 7, page: 3 })).rows.map((r) => r.id)).toEqual(expected.slice(14, 21));
  });

  it('sorts by each of the six options, ties broken by id', async () => {
    const key: Record<SortOption, (m: Material) => string | number> = {
      name_asc: (m) => m.title,
      name_desc: (m) => m.title,
      size_asc: (m) => m.file_size!,
      size_desc: (m) => m.file_size!,
      time_asc: (m) => m.created_at,
      time_desc: (m) => m.created_at,
    };
    for (const sort of SORT_OPTIONS) {
      const { rows: list } = await rows({ sort_by: sort, pageSize: 200 });
      const desc = sort.endsWith('desc') ? -1 : 1;
      const expected = [...uploaded].sort((a, b) => {
        const [x, y] = [key[sort](a), key[sort](b)];
        // SQLite compares text by UTF-8 bytes, which orders like code points
        const byKey = typeof x === 'number' ? x - (y as number) : Buffer.compare(Buffer.from(x), Buffer.from(y as string));
        return desc * (byKey || a.id - b.id);
      });
      expect(list.map((r) => r.id), sort).toEqual(expected.map((r) => r.id));
    }
    const sizes = new Set(uploaded.map((m) => m.file_size));
    expect(sizes.size).toBeLessThan(uploaded.length);
  });

  it('searches titles by substring: trigram index from 3 characters, LIKE below', async () => {
    const expectKeyword = async (keyword: string) => {
      const found = await rows({ keyword, pageSize: 200 });
      const expected = uploaded.filter((m) => m.title.toLowerCase().includes(keyword.toLowerCase()));
      expect(found.rows.map((r) => r.id).sort((a, b) => a - b), keyword).toEqual(expected.map((r) => r.id));
      expect(found.totalCount, keyword).toBe(expected.length);
      return expected.length;
    };
    expect(await expectKeyword('写作课')).toBe(13);
    expect(await expectKeyword('写作')).toBe(13);
    expect(await expectKeyword('第1')).toBeGreaterThan(1);
    expect(await expectKeyword('LESSON')).toBe(13);
    expect(await expectKeyword('ss')).toBe(13);
    expect(await expectKeyword('0%')).toBe(13);
    expect(await expectKeyword('%')).toBe(13);
    expect(await expectKeyword('_')).toBe(0);
    expect(await expectKeyword('"hi"')).toBe(13);
    expect(await expectKeyword('构图 2')).toBeGreaterThan(0);
    expect(await expectKeyword('no such title')).toBe(0);
    // paging through trigram hits, and past them
    const page2 = await rows({ keyword: '写作课', pageSize: 10, page: 2 });
    expect([page2.rows.length, page2.totalCount]).toEqual([3, 13]);
    const page3 = await rows({ keyword: '写作课', pageSize: 10, page: 3 });
    expect([page3.rows.length, page3.totalCount]).toEqual([0, 13]);
    const none = await rows({ keyword: '不存在的', page: 1 });
    expect([none.rows.length, none.totalCount]).toEqual([0, 0]);
    // a blank keyword is no filter
    expect((await rows({ keyword: '  ' })).totalCount).toBe(65);
  });

  it('filters by a date range in China time, inclusive', async () => {
    const times = uploaded.map((m) => m.created_at);
    const start = times[10]!;
    const end = times[30]!;
    const found = await rows({ start_at: chinaTime(start), end_at: chinaTime(end), pageSize: 200 });
    const expected = uploaded.filter((m) => m.created_at >= start && m.created_at <= end);
    expect(found.totalCount).toBe(expected.length);
    expect(found.rows.map((r) => r.id).sort((a, b) => a - b)).toEqual(expected.map((r) => r.id));

    // the client's whole-day form: start 00:00:00, end 23:59:59 (spec §9); the clock started 2026-01-05 09:00
    const day = await rows({ start_at: '2026-01-06 00:00:00', end_at: '2026-01-06 23:59:59', pageSize: 200 });
    const dayStart = Date.UTC(2026, 0, 5, 16) / 1000;
    expect(day.totalCount).toBe(uploaded.filter((m) => m.created_at >= dayStart && m.created_at < dayStart + 86_400).length);
    expect(day.totalCount).toBeGreaterThan(0);

    const combined = await rows({ keyword: '写作', start_at: chinaTime(start), end_at: chinaTime(end), sort_by: 'name_asc' });
    expect(combined.totalCount).toBe(expected.filter((m) => m.title.includes('写作')).length);

    expect((await rows({ start_at: chinaTime(end), end_at: chinaTime(start) })).totalCount).toBe(0);
    expect((await rows({ start_at: '', end_at: '' })).totalCount).toBe(65);
    const bad = await find({ start_at: '2026-02-30 00:00:00' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('参数错误：start_at 不是有效的日期时间');
    expect((await find({ end_at: '2026/01/01' })).body.message).toBe('参数错误：end_at 必须是 YYYY-MM-DD HH:mm:ss 格式');
  });

  it('checks the paging and sort parameters', async () => {
    expect((await find({ pageSize: 201 })).body.message).toBe('参数错误：pageSize 不能大于 200');
    expect((await find({ page: 0 })).body.message).toBe('参数错误：page 不能小于 1');
    expect((await find({ sort_by: 'newest' })).status).toBe(400);
    expect((await rows({ pageSize: 200 })).rows).toHaveLength(65);
  });

  it('creates categories, counts per kind, filters and moves', async () => {
    const created = await call<MaterialCategory>(server.baseUrl, 'POST', MATERIAL_PATHS.createCategory, { token, form: { name: '  课程封面 ' } });
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ name: '课程封面', source_count: 0 });
    const covers = created.body.data!.id;
    const duplicate = await call(server.baseUrl, 'POST', MATERIAL_PATHS.createCategory, { token, json: { name: '课程封面' } });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body).toEqual({ result: 'fail', code: 40900, message: '分类名称已存在' });
    expect((await call(server.baseUrl, 'POST', MATERIAL_PATHS.createCategory, { token, form: { name: '   ' } })).body.message).toBe(
      '参数错误：name 不能为空',
    );
    expect((await call(server.baseUrl, 'POST', MATERIAL_PATHS.createCategory, { token, form: { name: '一'.repeat(21) } })).body.message).toBe(
      '参数错误：name 长度不能超过 20 个字符',
    );
    const empty = await call<MaterialCategory>(server.baseUrl, 'POST', MATERIAL_PATHS.createCategory, { token, form: { name: '空分类' } });

    // move three pictures one by one
    for (const material of uploaded.slice(0, 3)) {
      const moved = await call(server.baseUrl, 'POST', MATERIAL_PATHS.updateSource(material.id), { token, form: { category_id: String(covers) } });
      expect(moved.body).toEqual({ result: 'ok' });
    }
    const pdfReply = await upload<Material>(server.baseUrl, token, 'document', 'doc.pdf', pdf(), { fields: { categoryId: String(covers) } });
    expect(pdfReply.status).toBe(200);

    const pictureCategories = await call<MaterialCategory[]>(server.baseUrl, 'GET', MATERIAL_PATHS.getCategorys('picture'), { token });
    expect(pictureCategories.body.data).toEqual([
      { id: uploaded[0]!.category_id, name: '默认分类', source_count: 62, system_key: 'default' },
      { id: covers, name: '课程封面', source_count: 3 },
      { id: empty.body.data!.id, name: '空分类', source_count: 0 },
    ]);
    const documentCategories = await call<MaterialCategory[]>(server.baseUrl, 'GET', MATERIAL_PATHS.getCategorys('document'), { token });
    expect(documentCategories.body.data!.map((c) => c.source_count)).toEqual([0, 1, 0]);

    const inCovers = await rows({ categoryId: covers });
    expect(inCovers.totalCount).toBe(3);
    expect(inCovers.rows.every((r) => r.category_id === covers)).toBe(true);
    expect((await rows({ categoryId: 0 })).totalCount).toBe(65);
    expect((await find({ categoryId: 99_999 })).status).toBe(404);

    // move all pictures of 课程封面 to 空分类; the document stays (target_type limits it)
    const all = await call(server.baseUrl, 'POST', MATERIAL_PATHS.updateCategorySource(covers), {
      token,
      form: { categoryId: String(empty.body.data!.id), target_type: 'picture' },
    });
    expect(all.body).toEqual({ result: 'ok' });
    expect((await rows({ categoryId: empty.body.data!.id })).totalCount).toBe(3);
    expect((await find({ categoryId: covers }, 'document')).body.totalCount).toBe(1);
    // without target_type every kind moves
    await call(server.baseUrl, 'POST', MATERIAL_PATHS.updateCategorySource(covers), { token, form: { categoryId: String(empty.body.data!.id) } });
    expect((await find({ categoryId: covers }, 'document')).body.totalCount).toBe(0);

    const badTarget = await call(server.baseUrl, 'POST', MATERIAL_PATHS.updateCategorySource(covers), { token, form: { categoryId: '99999' } });
    expect(badTarget.status).toBe(404);
    const badMove = await call(server.baseUrl, 'POST', MATERIAL_PATHS.updateSource(uploaded[5]!.id), { token, form: { category_id: '99999' } });
    expect(badMove.status).toBe(404);
    expect(badMove.body.message).toBe('素材分类不存在');
  });

  it('renames: the new name is listed and found, the old one is not', async () => {
    const target = uploaded[7]!;
    const renamed = await call(server.baseUrl, 'POST', MATERIAL_PATHS.updateSource(target.id), { token, form: { file_name: ' 全新的名字 ' } });
    expect(renamed.body).toEqual({ result: 'ok' });
    const found = await rows({ keyword: '全新的' });
    expect(found.rows.map((r) => [r.id, r.title, r.file_name])).toEqual([[target.id, '全新的名字', '全新的名字']]);
    expect((await rows({ keyword: target.title })).rows.map((r) => r.id)).not.toContain(target.id);

    const wrongKind = await call(server.baseUrl, 'POST', MATERIAL_PATHS.updateSource(target.id), {
      token,
      form: { file_name: 'x', target_type: 'video' },
    });
    expect(wrongKind.status).toBe(404);
    expect(wrongKind.body.message).toBe('素材不存在');
    const blank = await call(server.baseUrl, 'POST', MATERIAL_PATHS.updateSource(target.id), { token, form: { file_name: '  ' } });
    expect(blank.body.message).toBe('参数错误：file_name 不能为空');
    const nothing = await call(server.baseUrl, 'POST', MATERIAL_PATHS.updateSource(target.id), { token, form: {} });
    expect(nothing.body.message).toBe('参数错误：缺少必填字段 file_name 或 category_id');
    const unknown = await call(server.baseUrl, 'POST', MATERIAL_PATHS.updateSource(999_999), { token, form: { file_name: 'x' } });
    expect(unknown.status).toBe(404);
  });

  it('deletes a picture: row, file and media URL gone', async () => {
    const target = uploaded[64]!;
    // a fresh URL: the one from the upload expired as the clock moved on
    const fresh = (await rows({ pageSize: 200 })).rows.find((m) => m.id === target.id)!;
    expect((await fetch(new URL(fresh.url!, server.baseUrl))).status).toBe(200);
    expect((await fetch(new URL(target.url!, server.baseUrl))).status).toBe(403);
    const before = await storedFiles(server.dataDir);
    const deleted = await call(server.baseUrl, 'POST', MATERIAL_PATHS.deleteSource(target.id), { token });
    expect(deleted.body).toEqual({ result: 'ok' });
    expect(await storedFiles(server.dataDir)).toHaveLength(before.length - 1);
    expect((await rows({})).totalCount).toBe(64);
    expect((await fetch(new URL(fresh.url!, server.baseUrl))).status).toBe(404);
    const again = await call(server.baseUrl, 'POST', MATERIAL_PATHS.deleteSource(target.id), { token });
    expect(again.status).toBe(404);
  });

  it('totals every kind', async () => {
    const detail = await call<SourceDetail[]>(server.baseUrl, 'GET', MATERIAL_PATHS.getSourceDetail, { token });
    const pictures = (await rows({ pageSize: 200 })).rows;
    expect(detail.body.data).toEqual([
      { target_type: 'picture', source_count: 64, source_size: pictures.reduce((sum, m) => sum + m.file_size!, 0) },
      { target_type: 'audio', source_count: 0, source_size: 0 },
      { target_type: 'video', source_count: 0, source_size: 0 },
      { target_type: 'document', source_count: 1, source_size: pdf().length },
    ]);
  });
});
