/**
 * Complaints (/aftersale/appeal) against the real server, on either engine: the demo rows, a buyer's
 * complaint with evidence pictures stored as files and served at signed URLs, the teacher's reply (checked for
 * sensitive words) and closing, what the buyer is told, owner scoping and the 售后管理 module.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AFTERSALE_PATHS as P } from '@shared/aftersale/paths.ts';
import type { Appeal } from '@shared/aftersale/types.ts';
import { NOTIFICATION_PATHS } from '@shared/notifications/contract.ts';
import type { NotificationMessage } from '@shared/notifications/contract.ts';
import { png } from '@server/test-support/media-files.ts';
import { SENSITIVE, startAftersaleWorld, type AftersaleWorld, type Placed } from './test-support.ts';

describe('complaints', () => {
  let w: AftersaleWorld;
  const placed: Placed[] = [];
  const pictures = [png(64, 48), png(30, 40)];
  const list = async (query: Record<string, string | number> = {}, token?: string) => {
    const body = (await w.get(P.appeal.findList, { pageSize: 100, ...query }, token)).body;
    return { rows: body.rows as Appeal[], total: Number(body.totalCount) };
  };
  const fetchPicture = (url: string) => fetch(new URL(url, w.server.baseUrl));
  const counts = async () => ({
    appeals: Number((await w.sql<{ n: number }>('select count(*) as n from aftersale_appeals'))[0]!.n),
    pictures: Number((await w.sql<{ n: number }>('select count(*) as n from aftersale_appeal_pictures'))[0]!.n),
    messages: Number((await w.sql<{ n: number }>('select count(*) as n from buyer_messages'))[0]!.n),
  });

  beforeAll(async () => {
    w = await startAftersaleWorld('13900001462');
    for (const [phone, nickname] of [['13711114701', '雨天小林'], ['13711114702', 'Kiki'], ['13711114703', '北方的猫']]) placed.push(await w.place(phone!, nickname!));
  });
  afterAll(() => w.close());

  it('shows the demo complaints: one waiting, one answered', async () => {
    expect((await list()).total).toBe(2);
    const waiting = (await list({ state: 'pending' })).rows;
    expect(waiting).toHaveLength(1);
    expect(waiting[0]).toMatchObject({ state: 'pending', reply: '', replied_at: null, content: expect.stringContaining('回放') });
    const replied = (await list({ state: 'replied' })).rows;
    expect(replied).toHaveLength(1);
    expect(replied[0]).toMatchObject({ state: 'replied', replier_name: '林老师', reply: expect.stringContaining('讲义') });
    expect((await list({ state: 'closed' })).rows).toEqual([]);
  });

  it('takes a complaint with evidence pictures, stored as files and served at signed URLs', async () => {
    const appeal = await w.complain(placed[0]!.id, '  直播回放打不开  ', pictures.map((bytes, i) => (i === 0 ? `data:image/png;base64,${bytes.toString('base64')}` : bytes.toString('base64'))));
    expect(appeal).toMatchObject({ state: 'pending', content: '直播回放打不开', order_no: placed[0]!.order_no, buyer_nickname: '雨天小林', buyer_phone: '13711114701' });
    expect(appeal.pictures.map((p) => [p.width, p.height])).toEqual([[64, 48], [30, 40]]);
    for (const [i, picture] of appeal.pictures.entries()) {
      expect(picture.url).toMatch(new RegExp(`^${P.evidence}/`));
      // no session: an <img> sends none
      const response = await fetchPicture(picture.url);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/png');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(Buffer.from(await response.arrayBuffer()).equals(pictures[i]!)).toBe(true);
    }
    const tampered = appeal.pictures[0]!.url.replace(/-(\d+)\./, (_, exp: string) => `-${Number(exp) + 600}.`);
    expect((await fetchPicture(tampered)).status).toBe(403);
    expect((await fetchPicture(`${P.evidence}/nothing`)).status).toBe(403);
    // expired two hours (and a little) later
    w.clock.advance(7800);
    expect((await fetchPicture(appeal.pictures[1]!.url)).status).toBe(403);
    w.clock.advance(-7800);
    // not in the material library
    expect(await w.sql("select id from materials where title like '%.png' and created_at >= ?", [w.clock.seconds()])).toEqual([]);

    const messages = (await w.get(NOTIFICATION_PATHS.messageList, { msgType: 'deal', pageSize: 5 })).body.rows as NotificationMessage[];
    expect(messages[0]).toMatchObject({ title: '新的投诉', subtitle: `雨天小林 投诉了订单 ${placed[0]!.order_no}`, read_status: 0 });
  });

  it('refuses what is no PNG, too many pictures, a second waiting complaint and bad fields, writing nothing', async () => {
    const before = await counts();
    const refused = async (json: object, message: string | RegExp, code = 40000) =>
      expect((await w.post(P.devAppeal, json)).body).toMatchObject({ result: 'fail', code, message: expect.stringMatching(message) });
    await refused({ order_id: placed[1]!.id, content: '看图', pictures: [pictures[0]!.toString('base64'), Buffer.from('GIF89a not a png').toString('base64')] }, /^参数错误：pictures\.1 不是 PNG 图片$/);
    await refused({ order_id: placed[1]!.id, content: '看图', pictures: ['%%%'] }, /^参数错误：pictures\.0 必须是 base64/);
    await refused({ order_id: placed[1]!.id, content: '看图', pictures: Array.from({ length: 7 }, () => pictures[1]!.toString('base64')) }, /^参数错误：pictures /);
    await refused({ order_id: placed[1]!.id, content: '' }, /^参数错误：content /);
    await refused({ order_id: placed[1]!.id, content: '字'.repeat(501) }, /^参数错误：content /);
    await refused({ order_id: placed[0]!.id, content: '再投诉一次', pictures: [pictures[1]!.toString('base64')] }, '该订单已有待处理的投诉', 40900);
    await refused({ order_id: 99_999_999, content: '没有的订单' }, '订单不存在', 40400);
    expect(await counts()).toEqual(before);
  });

  it('replies: required, within 500 characters, checked for sensitive words; the buyer is told', async () => {
    const appeal = await w.complain(placed[1]!.id, '讲义下载不了');
    const before = await counts();
    expect((await w.post(P.appeal.reply, { id: appeal.id, reply: '加微信买传销课' })).body).toEqual(SENSITIVE);
    expect((await w.post(P.appeal.reply, { id: appeal.id, reply: '字'.repeat(501) })).body).toMatchObject({ result: 'fail', code: 40000, message: expect.stringMatching(/^参数错误：reply /) });
    expect((await w.post(P.appeal.reply, { id: appeal.id, reply: '  ' })).body).toMatchObject({ result: 'fail', code: 40000, message: '参数错误：reply 不能为空' });
    expect(await counts()).toEqual(before);
    expect((await list({ keyword: placed[1]!.order_no })).rows[0]).toMatchObject({ state: 'pending', reply: '' });

    const answer = await w.post<Appeal>(P.appeal.reply, { id: appeal.id, reply: ' 已经重新上传，请再试一次。 ' });
    expect(answer.body.data).toMatchObject({ id: appeal.id, state: 'replied', reply: '已经重新上传，请再试一次。', replier_name: '林老师' });
    expect(answer.body.data!.replied_at).toBe(w.clock.seconds());
    const [message] = await w.sql<{ kind: string; body: string; buyer_id: number }>("select kind, body, buyer_id from buyer_messages where ref_type = 'appeal' and ref_id = ?", [appeal.id]);
    expect(message).toMatchObject({ kind: 'appeal_replied', body: '已经重新上传，请再试一次。' });
    expect(Number(message!.buyer_id)).toBe(appeal.buyer_id);
    expect((await list({ state: 'replied', keyword: 'kiki' })).rows.map((row) => row.id)).toEqual([appeal.id]);
    expect((await list({ state: 'pending', keyword: 'kiki' })).rows).toEqual([]);
  });

  it('closes a complaint for good: no reply and no closing after, and the buyer is told', async () => {
    const appeal = (await list({ state: 'replied', keyword: '13711114702' })).rows[0]!;
    const closed = await w.post<Appeal>(P.appeal.close, { id: appeal.id });
    expect(closed.body.data).toMatchObject({ state: 'closed', closer_name: '林老师', reply: '已经重新上传，请再试一次。' });
    expect((await list({ state: 'closed' })).rows.map((row) => row.id)).toEqual([appeal.id]);
    expect((await w.post(P.appeal.reply, { id: appeal.id, reply: '补充一句' })).body).toMatchObject({ result: 'fail', code: 40900, message: '投诉已关闭，不能再处理' });
    expect((await w.post(P.appeal.close, { id: appeal.id })).body).toMatchObject({ result: 'fail', code: 40900 });
    const kinds = await w.sql<{ kind: string }>("select kind from buyer_messages where ref_type = 'appeal' and ref_id = ? order by id", [appeal.id]);
    expect(kinds.map((row) => row.kind)).toEqual(['appeal_replied', 'appeal_closed']);
    // a closed complaint no longer blocks a new one on the order
    expect((await w.complain(placed[1]!.id, '又打不开了')).state).toBe('pending');
  });

  it('finds complaints by order number, buyer phone or part of a nickname', async () => {
    await w.complain(placed[2]!.id, '老师回复太慢了');
    expect((await list({ keyword: placed[2]!.order_no })).rows.map((row) => row.buyer_nickname)).toEqual(['北方的猫']);
    expect((await list({ keyword: '13711114703' })).rows.map((row) => row.order_no)).toEqual([placed[2]!.order_no]);
    expect((await list({ keyword: '的猫' })).rows.map((row) => row.order_no)).toEqual([placed[2]!.order_no]);
    expect((await list({ keyword: '13700000000' })).total).toBe(0);
  });

  it('keeps complaints to their teacher and lets a staff account in with the 售后管理 module only', async () => {
    const appeal = (await list({ keyword: placed[2]!.order_no })).rows[0]!;
    expect((await list({}, w.tokens.other)).rows).toEqual([]);
    expect((await w.post(P.appeal.reply, { id: appeal.id, reply: '不是我的' }, w.tokens.other)).body).toMatchObject({ result: 'fail', code: 40400, message: '投诉不存在' });
    expect((await w.post(P.appeal.close, { id: appeal.id }, w.tokens.other)).body).toMatchObject({ result: 'fail', code: 40400 });
    expect((await w.post(P.devAppeal, { order_id: placed[2]!.id, content: '别人的订单' }, w.tokens.other)).body).toMatchObject({ result: 'fail', code: 40400 });
    expect((await list({ keyword: placed[2]!.order_no })).rows[0]).toMatchObject({ state: 'pending', reply: '' });
    expect((await w.get(P.appeal.findList, {}, w.tokens.staff)).status).toBe(403);
    expect((await w.post(P.appeal.close, { id: appeal.id }, w.tokens.staff)).status).toBe(403);
  });
});
