/**
 * Douyin group chats: the hybrid_douyin_chat switch in front of every call, groups with their members and
 * messages, auto-reply rules (exact before contains, then the newest; enabled; the groups they apply to), the
 * development message answered by its rule, potential customers (converted once they order), the export, owner
 * scoping and the modules.
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_PATHS as P } from '@shared/douyin-chat/paths.ts';
import type { AutoReply, ChatGroup, GroupMessage, PotentialCustomer, ReplyMatch } from '@shared/douyin-chat/types.ts';
import { ORDER_PATHS } from '@shared/orders/paths.ts';
import { createMainAccount, grantModules, setSwitch } from '@server/test-support/accounts.ts';
import { queryTestDatabase } from '@server/test-support/databases.ts';
import { call, login, PHONES } from '@server/test-support/http.ts';
import { startServerWithDevRoutes, type TestServer } from '@server/test-support/start-server.ts';
import { courseOnSale } from '@server/areas/courses/test-support.ts';

type Query = Record<string, string | number>;

describe('douyin group chats', () => {
  let server: TestServer;
  let lin: string;
  let other: string;
  let staff: string;
  let group: ChatGroup;
  let quiet: ChatGroup;

  const get = <T = never>(path: string, query: Query = {}, token = lin) => call<T>(server.baseUrl, 'GET', path, { token, query });
  const post = <T = unknown>(path: string, json: unknown, token = lin) => call<T>(server.baseUrl, 'POST', path, { token, json });
  const okData = async <T>(answer: Promise<{ body: { result: string; data?: T } }>): Promise<T> => {
    const { body } = await answer;
    expect(body, JSON.stringify(body)).toMatchObject({ result: 'ok' });
    return body.data as T;
  };
  const rows = async <T>(path: string, query: Query = {}, token = lin): Promise<{ rows: T[]; total: number }> => {
    const { body } = await get(path, { pageSize: 100, ...query }, token);
    expect(body, JSON.stringify(body)).toMatchObject({ result: 'ok' });
    return { rows: body.rows as T[], total: Number(body.totalCount) };
  };
  const groupInput = (name: string) => ({ name, description: '', product: null, member_limit: 500, welcome: '欢迎入群', status: 'open' });
  const ruleInput = (keywords: string[], match: 'exact' | 'contains', reply: string, extra: object = {}) => ({ keywords, match, reply, all_groups: 1, group_ids: [], enabled: 1, ...extra });

  beforeAll(async () => {
    server = await startServerWithDevRoutes({ accessTokenTtl: 86_400 * 365 });
    lin = (await login(server.baseUrl, PHONES.teacher)).token.id;
    await createMainAccount(server.dataDir, '13900001531');
    other = (await login(server.baseUrl, '13900001531')).token.id;
    staff = (await login(server.baseUrl, PHONES.staff)).token.id;
    group = await okData<ChatGroup>(post(P.groupCreate, groupInput('夜景摄影交流群')));
    quiet = await okData<ChatGroup>(post(P.groupCreate, groupInput('安静的群')));
  });
  afterAll(() => server.close());

  it('seeds the demo teacher’s groups, rules and potential customers, one of them converted', async () => {
    const seeded = (await rows<ChatGroup>(P.groups)).rows.filter((g) => g.id !== group.id && g.id !== quiet.id);
    expect(seeded.map((g) => g.name).sort()).toEqual(['夜景拍摄打卡群', '摄影爱好者交流群'].sort());
    expect(seeded.find((g) => g.name === '摄影爱好者交流群')).toMatchObject({ members_n: 4, product: { kind: 'course' } });
    expect((await rows<AutoReply>(P.rules)).total).toBe(3);
    const customers = (await rows<PotentialCustomer>(P.customers)).rows;
    expect(customers).toHaveLength(6);
    expect(customers.filter((c) => c.converted).map((c) => c.phone)).toEqual(['13700000001']);
    const { rows: messages } = await rows<GroupMessage>(P.messages, { id: seeded.find((g) => g.name === '摄影爱好者交流群')!.id });
    expect(messages.filter((m) => m.is_reply).map((m) => m.text)).toContain('课表在群公告里，每周三、周六晚八点直播。');
  });

  it('refuses every call while the account’s hybrid_douyin_chat is not on', async () => {
    const refused = { status: 403, body: { result: 'fail', code: 40300, message: '未开通抖音群聊功能' } };
    for (const path of [P.groups, P.rules, P.customers, P.customersExport, P.members + `?id=${group.id}`]) {
      const [bare, search] = path.split('?');
      const query = Object.fromEntries(new URLSearchParams(search ?? ''));
      expect(await get(bare!, query, other)).toMatchObject(refused);
    }
    expect(await post(P.groupCreate, groupInput('我的群'), other)).toMatchObject(refused);
    expect(await post(P.ruleCreate, ruleInput(['你好'], 'exact', '你好呀'), other)).toMatchObject(refused);
    expect(await post(P.ruleTest, { text: '你好' }, other)).toMatchObject(refused);
    expect(await post(P.devMessage, { group_id: group.id, douyin_uid: 'dy1', text: '你好' }, other)).toMatchObject(refused);
  });

  it('keeps groups owner-scoped: another teacher’s group does not exist for them', async () => {
    await setSwitch(server.dataDir, '13900001531', 'hybrid_douyin_chat', '1');
    expect((await rows<ChatGroup>(P.groups, {}, other)).total).toBe(0);
    expect((await post(P.groupUpdate, { id: group.id, ...groupInput('改名') }, other)).status).toBe(404);
    expect((await post(P.groupDelete, { id: group.id }, other)).status).toBe(404);
    expect((await get(P.messages, { id: group.id }, other)).status).toBe(404);
    expect((await post(P.devMessage, { group_id: group.id, douyin_uid: 'dy1', text: '你好' }, other)).status).toBe(404);
  });

  it('creates, lists, edits and checks groups', async () => {
    const { rows: listed } = await rows<ChatGroup>(P.groups, { keyword: '夜景摄影' });
    expect(listed.map((g) => g.id)).toEqual([group.id]);
    expect(listed[0]).toMatchObject({ name: '夜景摄影交流群', member_limit: 500, status: 'open', members_n: 0, messages_n: 0, product: null });
    const edited = await okData<ChatGroup>(post(P.groupUpdate, { id: group.id, ...groupInput('夜景摄影交流群'), description: '每晚八点答疑', member_limit: 200 }));
    expect(edited).toMatchObject({ description: '每晚八点答疑', member_limit: 200 });
    expect((await post(P.groupCreate, { ...groupInput('x'), member_limit: 501 })).body).toMatchObject({ result: 'fail', code: 40000 });
    expect((await post(P.groupCreate, { ...groupInput('x'), product: { kind: 'course', id: 999_999 } })).body).toMatchObject({ result: 'fail', code: 40000 });
    expect((await post(P.groupCreate, { ...groupInput(' '), status: 'open' })).body).toMatchObject({ result: 'fail', code: 40000 });
  });

  it('checks a rule’s keywords and groups', async () => {
    const many = Array.from({ length: 11 }, (_, i) => `词${i}`);
    expect((await post(P.ruleCreate, ruleInput(many, 'exact', '回复'))).body).toMatchObject({ result: 'fail', code: 40000 });
    expect((await post(P.ruleCreate, ruleInput(['一二三四五六七八九十一二三四五六七八九十一'], 'exact', '回复'))).body).toMatchObject({ result: 'fail', code: 40000 });
    expect((await post(P.ruleCreate, ruleInput([], 'exact', '回复'))).body).toMatchObject({ result: 'fail', code: 40000 });
    expect((await post(P.ruleCreate, ruleInput(['你好'], 'exact', '回复', { all_groups: 0, group_ids: [] }))).body).toMatchObject({ result: 'fail', message: '请选择至少一个群聊' });
    const sensitive = { result: 'fail', code: -1, message: '操作失败，内容包含敏感词' };
    expect((await post(P.ruleCreate, ruleInput(['你好'], 'exact', '欢迎加入传销'))).body).toEqual(sensitive);
    expect((await post(P.groupCreate, { ...groupInput('群'), welcome: '加入传销' })).body).toEqual(sensitive);
    const theirs = await okData<ChatGroup>(post(P.groupCreate, groupInput('别人的群'), other));
    expect((await post(P.ruleCreate, ruleInput(['你好'], 'exact', '回复', { all_groups: 0, group_ids: [theirs.id] }))).body).toMatchObject({ result: 'fail', message: '所选群聊不存在，请重新选择' });
  });

  it('answers with the first enabled matching rule: exact before contains, then the newest', async () => {
    const olderContains = await okData<AutoReply>(post(P.ruleCreate, ruleInput(['价格', '多少钱'], 'contains', '课程 199 元，私信领券')));
    const exact = await okData<AutoReply>(post(P.ruleCreate, ruleInput(['价格'], 'exact', '价格请看群公告')));
    const newerContains = await okData<AutoReply>(post(P.ruleCreate, ruleInput(['价格'], 'contains', '新版价格：限时 99 元')));
    const onlyQuiet = await okData<AutoReply>(post(P.ruleCreate, ruleInput(['报名'], 'contains', '安静群的报名方式', { all_groups: 0, group_ids: [quiet.id] })));
    expect(onlyQuiet.groups).toEqual([{ id: quiet.id, name: '安静的群' }]);

    const test = (text: string, groupId?: number) => okData<ReplyMatch>(post(P.ruleTest, { text, ...(groupId ? { group_id: groupId } : {}) }));
    expect((await test('价格')).rule?.id).toBe(exact.id);
    expect((await test('请问价格是多少')).rule?.id).toBe(newerContains.id);
    expect((await test('这个多少钱')).rule?.id).toBe(olderContains.id);
    expect((await test('怎么报名', group.id)).rule).toBeNull();
    expect((await test('怎么报名', quiet.id)).reply).toBe('安静群的报名方式');
    expect(await test('今天天气不错')).toEqual({ rule: null, reply: null });

    expect((await okData<AutoReply>(post(P.ruleEnable, { id: newerContains.id, enabled: 0 }))).enabled).toBe(0);
    expect((await test('请问价格是多少')).rule?.id).toBe(olderContains.id);
    expect((await rows<AutoReply>(P.rules, { enabled: 0 })).rows.map((r) => r.id)).toEqual([newerContains.id]);
    expect((await post(P.ruleEnable, { id: exact.id, enabled: 0 }, other)).status).toBe(404);
  });

  it('records a development message and the rule’s reply in the group', async () => {
    await okData(post(P.devJoin, { group_id: group.id, douyin_uid: 'dy_night_01', nickname: '夜猫子', phone: '13722221531' }));
    const answer = await okData<ReplyMatch>(post(P.devMessage, { group_id: group.id, douyin_uid: 'dy_night_01', text: '价格' }));
    expect(answer.reply).toBe('价格请看群公告');
    const { rows: messages } = await rows<GroupMessage>(P.messages, { id: group.id });
    expect(messages.map((m) => [m.nickname, m.text, m.is_reply])).toEqual([
      ['自动回复', '价格请看群公告', 1],
      ['夜猫子', '价格', 0],
    ]);
    const listed = (await rows<ChatGroup>(P.groups, { keyword: '夜景摄影' })).rows[0]!;
    expect(listed).toMatchObject({ members_n: 1, messages_n: 2 });
    await okData(post(P.devMessage, { group_id: group.id, douyin_uid: 'dy_no_phone', nickname: '路人甲', text: '今天天气不错' }));
    expect((await rows<GroupMessage>(P.messages, { id: group.id })).total).toBe(3);
  });

  it('lists potential customers until they order, and exports them', async () => {
    let { rows: found } = await rows<PotentialCustomer>(P.customers, { group: group.id });
    expect(found.map((c) => [c.douyin_uid, c.source_group, c.messages_n, c.converted]).sort()).toEqual([
      ['dy_night_01', '夜景摄影交流群', 1, 0],
      ['dy_no_phone', '夜景摄影交流群', 1, 0],
    ]);
    expect((await rows<PotentialCustomer>(P.customers, { keyword: '夜猫' })).rows.map((c) => c.douyin_uid)).toEqual(['dy_night_01']);
    expect((await rows<PotentialCustomer>(P.customers, { from: 4_000_000_000 })).total).toBe(0);

    const course = await courseOnSale(server, lin, { title: '夜景入门', price: 9_900 });
    await okData(post(ORDER_PATHS.devPlace, { product_kind: 'course', product_id: course.id, channel: 'dy', buyer_phone: '13722221531', buyer_nickname: '夜猫子' }));
    found = (await rows<PotentialCustomer>(P.customers, { group: group.id, state: 'converted' })).rows;
    expect(found.map((c) => c.douyin_uid)).toEqual(['dy_night_01']);
    expect((await rows<PotentialCustomer>(P.customers, { group: group.id, state: 'potential' })).rows.map((c) => c.douyin_uid)).toEqual(['dy_no_phone']);
    // not another teacher's business
    expect((await rows<PotentialCustomer>(P.customers, {}, other)).total).toBe(0);

    const reply = await fetch(`${server.baseUrl}${P.customersExport}?group=${group.id}`, { headers: { Authorization: lin } });
    expect(reply.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await reply.arrayBuffer());
    const sheet = book.worksheets[0]!;
    expect(sheet.rowCount).toBe(3);
    expect(sheet.getRow(1).getCell(1).value).toBe('抖音昵称');
    const states = [2, 3].map((n) => String(sheet.getRow(n).getCell(8).value)).sort();
    expect(states).toEqual(['已转化', '潜在客户'].sort());
  });

  it('lets a staff account in only with the module', async () => {
    expect((await get(P.groups, {}, staff)).body).toMatchObject({ result: 'fail', code: 40300, message: '无权限访问' });
    expect((await get(P.customers, {}, staff)).body).toMatchObject({ result: 'fail', code: 40300, message: '无权限访问' });
    await grantModules(server.dataDir, PHONES.staff, ['database']);
    expect((await get(P.customers, {}, staff)).body).toMatchObject({ result: 'ok' });
    expect((await get(P.groups, {}, staff)).body).toMatchObject({ result: 'ok' });
    expect((await post(P.groupCreate, groupInput('员工的群'), staff)).body).toMatchObject({ result: 'fail', code: 40300 });
  });

  it('deletes a group with its members and messages; its customers stay without a source', async () => {
    await okData(post(P.groupDelete, { id: group.id }));
    expect((await get(P.messages, { id: group.id })).status).toBe(404);
    const left = await queryTestDatabase<{ n: number }>(server.dataDir, 'select count(*) as n from douyin_messages where group_id = ?', [group.id]);
    expect(Number(left[0]!.n)).toBe(0);
    const customer = (await rows<PotentialCustomer>(P.customers, { keyword: 'dy_night_01' })).rows[0]!;
    expect(customer).toMatchObject({ source_group_id: null, source_group: '' });
  });
});
