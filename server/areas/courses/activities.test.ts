/** Course activities and their partitions: the calls against the real server. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CourseActivity, Partition } from '@shared/courses/activity-types.ts';
import { COURSE_PATHS } from '@shared/courses/paths.ts';
import type { CourseRecord } from '@shared/courses/types.ts';
import type { Material } from '@shared/materials/types.ts';
import { upload } from '@server/areas/materials/test-support.ts';
import { createMainAccount, grantModules } from '@server/test-support/accounts.ts';
import { queryTestDatabase } from '@server/test-support/databases.ts';
import { call, login, PHONES } from '@server/test-support/http.ts';
import { png } from '@server/test-support/media-files.ts';
import { startServer, type TestServer } from '@server/test-support/start-server.ts';

const P = COURSE_PATHS;
const DAY = 86_400;
const SENSITIVE = { result: 'fail', code: -1, message: '操作失败，内容包含敏感词' };

describe('course activities and partitions', () => {
  let server: TestServer;
  let lin: string;
  let other: string;
  let staff: string;
  let coverId: number;
  let theirCoverId: number;
  let courseId: number;
  let theirCourseId: number;
  const now = Math.floor(Date.now() / 1000);

  const get = (path: string, query: Record<string, string | number> = {}, token = lin) => call(server.baseUrl, 'GET', path, { token, query });
  const post = <T = unknown>(path: string, json: unknown, token = lin) => call<T>(server.baseUrl, 'POST', path, { token, json });
  const partitions = async (token = lin) => (await get(P.partition.findList, {}, token)).body.rows as Partition[];
  const activities = async (query: Record<string, string | number> = {}, token = lin) => (await get(P.activity.findList, { pageSize: 100, ...query }, token)).body.rows as CourseActivity[];
  const made = async <T>(path: string, json: object) => {
    const answer = await post<T>(path, json);
    expect(answer.body, JSON.stringify(answer.body)).toMatchObject({ result: 'ok' });
    return answer.body.data!;
  };
  const partition = (name: string) => made<Partition>(P.partition.create, { name });
  const activity = (partitionId: number, extra: object = {}) => ({
    partition_id: partitionId, title: ' 写作课 9.9 元 ', cover_id: coverId, link_type: 'course', course_id: courseId, start_at: now - DAY, end_at: now + DAY, ...extra,
  });

  beforeAll(async () => {
    server = await startServer({ planets: { sensitiveWords: ['传销'] } });
    lin = (await login(server.baseUrl, PHONES.teacher)).token.id;
    await createMainAccount(server.dataDir, '13900001402');
    other = (await login(server.baseUrl, '13900001402')).token.id;
    staff = (await login(server.baseUrl, PHONES.staff)).token.id;
    coverId = (await upload<Material>(server.baseUrl, lin, 'picture', '活动封面.png', png(75, 30))).body.data!.id;
    theirCoverId = (await upload<Material>(server.baseUrl, other, 'picture', '别人的.png', png())).body.data!.id;
    courseId = (await made<CourseRecord>(P.course.create, { type: 'service', title: '作文面批' })).id;
    theirCourseId = (await call<CourseRecord>(server.baseUrl, 'POST', P.course.create, { token: other, json: { type: 'service', title: '别人的课' } })).body.data!.id;
  });
  afterAll(() => server.close());

  it('lists the demo partitions in order and their activities by partition and place, with their status from the time', async () => {
    expect((await partitions()).map((row) => [row.name, row.position, row.activity_count])).toEqual([['新人专区', 1, 3], ['限时特惠', 2, 4]]);
    const all = await activities();
    expect(all.map((row) => [row.partition_name, row.position, row.status])).toEqual([
      ['新人专区', 1, 1], ['新人专区', 2, 0], ['新人专区', 3, 2],
      ['限时特惠', 1, 1], ['限时特惠', 2, 0], ['限时特惠', 3, 2], ['限时特惠', 4, 1],
    ]);
    expect(all[0]).toMatchObject({ title: '新人专享：写作讲义 0 元领', link_type: 'course', course_title: '写作课讲义精读', enabled: 1 });
    expect(all[1]).toMatchObject({ link_type: 'url', url: 'https://h5.lectern.example/activity/newcomer', course_id: 0 });
    expect(all[6]).toMatchObject({ title: '私教课限量 10 席', enabled: 0 });
    const sale = (await partitions())[1]!;
    expect((await activities({ partition_id: sale.id, status: 1 })).map((row) => row.title)).toEqual(['写作专栏限时 8 折', '私教课限量 10 席']);
    expect((await activities({ status: 2 })).map((row) => row.title)).toEqual(['开学季新人课', '国庆写作营特惠']);
    expect((await activities({ keyword: '早鸟' })).map((row) => row.title)).toEqual(['组合课早鸟价']);
    expect(await partitions(other)).toEqual([]);
    expect(await activities({}, other)).toEqual([]);
  });

  it('creates a partition and an activity with its cover and course, recording the cover as used', async () => {
    const mine = await partition(' 周末特惠 ');
    expect(mine).toMatchObject({ name: '周末特惠', position: 3, activity_count: 0 });
    const first = await made<CourseActivity>(P.activity.create, activity(mine.id));
    expect(first).toMatchObject({ title: '写作课 9.9 元', partition_name: '周末特惠', position: 1, cover_id: coverId, course_title: '作文面批', status: 1, enabled: 1 });
    expect((await fetch(`${server.baseUrl}${first.cover_url}`)).headers.get('content-type')).toBe('image/png');
    const uses = await queryTestDatabase<{ material_id: number }>(server.dataDir, "select material_id from material_uses where user_kind = 'activity' and user_id = ?", [first.id]);
    expect(uses.map((row) => Number(row.material_id))).toEqual([coverId]);
    const second = await made<CourseActivity>(P.activity.create, activity(mine.id, { title: '外链活动', link_type: 'url', url: 'https://shop.example.com/a', course_id: courseId, cover_id: 0, start_at: now + DAY, end_at: now + 2 * DAY, enabled: 0 }));
    expect(second).toMatchObject({ position: 2, link_type: 'url', url: 'https://shop.example.com/a', course_id: 0, course_title: '', status: 0, enabled: 0, cover_url: '' });
    const enabled = await made<CourseActivity>(P.activity.enable, { id: second.id, enabled: 1 });
    expect(enabled.enabled).toBe(1);
    await made(P.activity.update, { ...activity(mine.id), id: first.id, cover_id: 0 });
    expect(await queryTestDatabase(server.dataDir, "select material_id from material_uses where user_kind = 'activity' and user_id = ?", [first.id])).toEqual([]);
  });

  it('keeps an activity whose course is deleted, saying it leads nowhere', async () => {
    const target = (await partitions())[0]!;
    const doomed = await made<CourseRecord>(P.course.create, { type: 'service', title: '将删除的课' });
    const linked = await made<CourseActivity>(P.activity.create, activity(target.id, { title: '指向将删除的课', course_id: doomed.id }));
    expect(linked).toMatchObject({ course_id: doomed.id, course_title: '将删除的课' });
    await made(P.course.delete, { id: doomed.id });
    expect((await activities()).find((row) => row.id === linked.id)).toMatchObject({ link_type: 'course', course_id: 0, course_title: '' });
    await made(P.activity.delete, { id: linked.id });
  });

  it('refuses what an activity or a partition cannot be, in Chinese, writing nothing', async () => {
    const target = (await partitions())[0]!;
    const before = (await activities()).length;
    const refused = async (path: string, input: object, message: string | RegExp) => {
      const answer = await post(path, input);
      expect(answer.body.result, JSON.stringify(input)).toBe('fail');
      expect(answer.body.message).toMatch(message);
    };
    await refused(P.activity.create, activity(target.id, { title: '   ' }), '参数错误：title 不能为空');
    await refused(P.activity.create, activity(target.id, { title: '长'.repeat(41) }), '参数错误：title 长度不能超过 40 个字符');
    await refused(P.activity.create, activity(target.id, { link_type: 'url', url: 'http://example.com' }), '活动链接必须是以 https:// 开头的网址');
    await refused(P.activity.create, activity(target.id, { link_type: 'url', url: 'javascript:alert(1)' }), '活动链接必须是以 https:// 开头的网址');
    await refused(P.activity.create, activity(target.id, { link_type: 'url', url: '' }), '请填写活动链接');
    await refused(P.activity.create, activity(target.id, { course_id: 0 }), '请选择活动链接的课程');
    await refused(P.activity.create, activity(target.id, { course_id: theirCourseId }), '活动链接的课程不存在，请重新选择');
    await refused(P.activity.create, activity(target.id, { cover_id: theirCoverId }), '封面图片不存在，请重新选择图片素材');
    await refused(P.activity.create, activity(target.id, { end_at: now - 2 * DAY }), '结束时间必须晚于开始时间');
    await refused(P.activity.create, activity(target.id, { link_type: 'page' }), '参数错误：link_type 必须是 course、url 之一');
    await refused(P.activity.create, activity(target.id, { start_at: 'soon' }), /^参数错误：start_at/);
    await refused(P.activity.create, activity(target.id, { enabled: 2 }), '参数错误：enabled 必须是 0 或 1');
    expect((await get(P.activity.findList, { status: 5 })).body.message).toBe('参数错误：status 必须是 0、1 或 2');
    expect((await post(P.activity.create, activity(target.id, { title: '传销课' }))).body).toEqual(SENSITIVE);
    expect((await activities()).length).toBe(before);

    await refused(P.partition.create, { name: '新人专区' }, '已有名为「新人专区」的分区');
    await refused(P.partition.create, { name: '  ' }, '参数错误：name 不能为空');
    await refused(P.partition.create, { name: '分'.repeat(13) }, '参数错误：name 长度不能超过 12 个字符');
    expect((await post(P.partition.create, { name: '传销专区' })).body).toEqual(SENSITIVE);
    const renamed = await made<Partition>(P.partition.update, { id: target.id, name: '新人福利' });
    expect(renamed).toMatchObject({ name: '新人福利', activity_count: 3 });
    await refused(P.partition.update, { id: target.id, name: '限时特惠' }, '已有名为「限时特惠」的分区');
  });

  it('puts activities and partitions in the order given, only a full one; a moved activity goes to its new partition\'s end', async () => {
    const [newcomers, sale] = await partitions();
    const inNewcomers = (await activities({ partition_id: newcomers!.id })).map((row) => row.id);
    const reversed = [...inNewcomers].reverse();
    const sorted = (await post(P.activity.sort, { partition_id: newcomers!.id, ids: reversed })).body.rows as CourseActivity[];
    expect(sorted.map((row) => [row.id, row.position])).toEqual(reversed.map((id, i) => [id, i + 1]));
    expect((await activities({ partition_id: newcomers!.id })).map((row) => row.id)).toEqual(reversed);
    const saleIds = (await activities({ partition_id: sale!.id })).map((row) => row.id);
    for (const ids of [reversed.slice(1), [...reversed, saleIds[0]], [reversed[0], reversed[0], reversed[1]], [...reversed.slice(1), saleIds[0]]]) {
      const answer = await post(P.activity.sort, { partition_id: newcomers!.id, ids });
      expect(answer.body.message).toBe('活动顺序不完整，请刷新后重试');
    }
    expect((await post(P.activity.sort, { partition_id: newcomers!.id, ids: [] })).body.message).toBe('参数错误：ids 至少需要 1 项');

    const moving = (await activities({ partition_id: newcomers!.id }))[0]!;
    const moved = await made<CourseActivity>(P.activity.update, { ...activity(sale!.id), title: moving.title, id: moving.id });
    expect(moved).toMatchObject({ partition_id: sale!.id, position: saleIds.length + 1 });
    expect((await activities({ partition_id: newcomers!.id })).map((row) => row.position)).toEqual([1, 2]);

    const all = (await partitions()).map((row) => row.id);
    const order = [all[2]!, all[0]!, all[1]!];
    const answer = await post(P.partition.sort, { ids: order });
    expect((answer.body.rows as Partition[]).map((row) => [row.id, row.position])).toEqual(order.map((id, i) => [id, i + 1]));
    expect((await post(P.partition.sort, { ids: order.slice(1) })).body.message).toBe('分区顺序不完整，请刷新后重试');
    expect((await activities())[0]!.partition_id).toBe(all[2]);
  });

  it('deletes a partition only once it is empty; a deleted activity leaves no gap', async () => {
    const empty = await partition('空分区');
    const full = (await partitions()).find((row) => row.name === '限时特惠')!;
    const refused = await post(P.partition.delete, { id: full.id });
    expect([refused.status, refused.body.message]).toEqual([400, `分区「限时特惠」中还有 ${full.activity_count} 个活动，请先删除这些活动或把它们移到其他分区`]);
    const [first] = await activities({ partition_id: full.id });
    await made(P.activity.delete, { id: first!.id });
    expect((await activities({ partition_id: full.id })).map((row) => row.position)).toEqual(Array.from({ length: full.activity_count - 1 }, (_, i) => i + 1));
    expect((await post(P.partition.delete, { id: empty.id })).body.result).toBe('ok');
    expect((await partitions()).map((row) => row.name)).not.toContain('空分区');
  });

  it("keeps each account to its own: another teacher's activity or partition answers 404 and stays as it was", async () => {
    const [mine] = await partitions();
    const [theirs] = [await call<Partition>(server.baseUrl, 'POST', P.partition.create, { token: other, json: { name: '别人的分区' } })].map((answer) => answer.body.data!);
    const target = (await activities({ partition_id: mine!.id }))[0]!;
    for (const [path, body, message] of [
      [P.activity.update, { ...activity(mine!.id), id: target.id }, '活动不存在'],
      [P.activity.update, { ...activity(theirs!.id), id: target.id, course_id: 0, link_type: 'url', url: 'https://a.example' }, '活动不存在'],
      [P.activity.delete, { id: target.id }, '活动不存在'],
      [P.activity.enable, { id: target.id, enabled: 0 }, '活动不存在'],
      [P.activity.sort, { partition_id: mine!.id, ids: [target.id] }, '分区不存在'],
      [P.activity.create, activity(mine!.id), '分区不存在'],
      [P.partition.update, { id: mine!.id, name: '抢来的' }, '分区不存在'],
      [P.partition.delete, { id: mine!.id }, '分区不存在'],
    ] as const) {
      const answer = await post(path, body, other);
      expect([answer.status, answer.body.message], path).toEqual([404, message]);
    }
    expect((await post(P.partition.sort, { ids: [mine!.id] }, other)).body.message).toBe('分区顺序不完整，请刷新后重试');
    expect((await activities({ partition_id: mine!.id }))[0]).toEqual(target);
    expect((await partitions())[0]).toEqual(mine);
  });

  it('lets a staff account in with the 课程管理 module only', async () => {
    await grantModules(server.dataDir, PHONES.staff, ['materials']);
    for (const path of [P.activity.findList, P.partition.findList]) expect((await get(path, {}, staff)).body, path).toMatchObject({ code: 40300 });
    expect((await post(P.partition.create, { name: '助教分区' }, staff)).body).toMatchObject({ code: 40300 });
    await grantModules(server.dataDir, PHONES.staff, ['course']);
    expect((await partitions(staff)).length).toBeGreaterThan(0);
    expect((await post<Partition>(P.partition.create, { name: '助教分区' }, staff)).body.data).toMatchObject({ name: '助教分区' });
  });
});
