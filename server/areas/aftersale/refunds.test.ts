/**
 * Refund requests (/aftersale/index and /aftersale/detail) against the real server, on either engine:
 * the demo rows, the list with its tabs and search, a buyer's request and its rules, approval in full and in part
 * through the ledger (once per idempotency key), rejection with a reason, what the buyer is told, owner scoping
 * and the 售后管理 module.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AFTERSALE_PATHS as P } from '@shared/aftersale/paths.ts';
import type { RefundRequest, RefundRequestDetail } from '@shared/aftersale/types.ts';
import { NOTIFICATION_PATHS } from '@shared/notifications/contract.ts';
import type { NotificationMessage } from '@shared/notifications/contract.ts';
import { balancesOf } from '@server/areas/funds/ledger.ts';
import { grantModules } from '@server/test-support/accounts.ts';
import { openTestDatabase } from '@server/test-support/databases.ts';
import { PHONES } from '@server/test-support/http.ts';
import { DAY, SENSITIVE, startAftersaleWorld, type AftersaleWorld, type Placed } from './test-support.ts';

describe('refund requests', () => {
  let w: AftersaleWorld;
  let teacherId: number;
  let staffId: number;
  const placed: Placed[] = [];
  const key = (n: number) => `approve-key-${n}-0123456789`;
  const list = async (query: Record<string, string | number> = {}, token?: string) => {
    const body = (await w.get(P.findList, { pageSize: 100, ...query }, token)).body;
    return { rows: body.rows as RefundRequest[], total: Number(body.totalCount) };
  };
  const approve = (id: number, amount: number, idempotencyKey: string, token?: string) => w.post<RefundRequest>(P.approve, { id, amount }, token, { 'Idempotency-Key': idempotencyKey });
  const detail = async (id: number, token?: string) => (await w.get<RefundRequestDetail>(P.detail, { id }, token)).body.data!;
  const balances = async () => {
    const db = openTestDatabase(w.server.dataDir);
    try {
      return await balancesOf(db, teacherId, w.clock.seconds());
    } finally {
      await db.destroy();
    }
  };
  const refundTransactions = async (orderId: number) =>
    Number((await w.sql<{ n: number }>("select count(*) as n from ledger_transactions where order_id = ? and kind = 'refund'", [orderId]))[0]!.n);

  beforeAll(async () => {
    w = await startAftersaleWorld('13900001461');
    teacherId = Number((await w.sql<{ id: number }>('select id from users where phone = ?', [PHONES.teacher]))[0]!.id);
    staffId = Number((await w.sql<{ id: number }>('select id from users where phone = ?', [PHONES.staff]))[0]!.id);
    for (const [phone, nickname] of [['13711114601', '秋日胶片'], ['13711114602', '小周 Zhou'], ['13711114603', '阿光'], ['13711114604', '夏夏']]) {
      placed.push(await w.place(phone!, nickname!));
    }
  });
  afterAll(() => w.close());

  it('shows the demo requests: one waiting, one approved by half through the ledger, one rejected with its reason', async () => {
    const demo = (await list()).rows;
    expect(demo.map((row) => row.state).sort()).toEqual(['approved', 'pending', 'rejected']);
    const approved = demo.find((row) => row.state === 'approved')!;
    expect(approved).toMatchObject({ order_status: 'partially_refunded', refund_amount: approved.amount, refunded_amount: approved.amount, handler_name: '林老师' });
    expect(approved.amount).toBe(Math.round(approved.pay_amount / 2));
    const seen = await detail(approved.id);
    expect(seen.refund_ledger).toHaveLength(1);
    expect(seen.refund_ledger[0]!.lines.reduce((sum, line) => sum + line.amount, 0)).toBe(0);
    expect(seen.buyer_message).toMatchObject({ kind: 'refund_approved', title: '退款申请已同意' });
    const rejected = demo.find((row) => row.state === 'rejected')!;
    expect(rejected.reject_reason).toContain('不符合退款条件');
    expect(rejected.handled_at! - rejected.created_at).toBe(5 * 3600);
    expect((await detail(rejected.id)).buyer_message).toMatchObject({ kind: 'refund_rejected', body: expect.stringContaining(rejected.reject_reason) });
    // the orders the order seed refunded already are left alone
    expect(demo.every((row) => row.order_status !== 'refunded')).toBe(true);
  });

  it('takes a buyer’s request by the rules and tells the teacher in the notification centre', async () => {
    const [first] = placed;
    const asked = await w.ask(first!.id, 19_900, '  课程和介绍不一样  ');
    expect(asked).toMatchObject({ state: 'pending', amount: 19_900, reason: '课程和介绍不一样', order_no: first!.order_no, buyer_nickname: '秋日胶片', buyer_phone: '13711114601', pay_amount: 19_900, refunded_amount: 0, refund_amount: 0, handler_name: '', handled_at: null });
    const messages = (await w.get(NOTIFICATION_PATHS.messageList, { msgType: 'deal', pageSize: 50 })).body.rows as NotificationMessage[];
    expect(messages[0]).toMatchObject({ title: '新的退款申请', subtitle: '秋日胶片 申请退款 ¥199.00', read_status: 0, msg_type: 'deal' });
    expect(messages[0]!.content).toContain(first!.order_no);

    const refused = async (json: object, code: number, message: string | RegExp) => {
      const answer = await w.post(P.devRequest, json);
      expect(answer.body).toMatchObject({ result: 'fail', code, message: expect.stringMatching(message) });
    };
    await refused({ order_id: first!.id, amount: 100, reason: '再来一次' }, 40900, '该订单已有待处理的退款申请');
    await refused({ order_id: placed[1]!.id, amount: 19_901, reason: '多退点' }, 40000, /^参数错误：amount 不能超过可退金额 ¥199\.00$/);
    await refused({ order_id: placed[1]!.id, amount: 0, reason: '零元' }, 40000, /^参数错误：amount /);
    await refused({ order_id: placed[1]!.id, amount: 100, reason: '' }, 40000, /^参数错误：reason /);
    await refused({ order_id: placed[1]!.id, amount: 100 }, 40000, /^参数错误：缺少必填字段 reason$/);
    await refused({ order_id: 99_999_999, amount: 100, reason: '不存在' }, 40400, '订单不存在');
    // paid eight days ago: past the seven days
    w.clock.advance(-8 * DAY);
    const old = await w.place('13711114609', '老订单');
    w.clock.advance(8 * DAY);
    await refused({ order_id: old.id, amount: 100, reason: '太晚了' }, 40900, '已超过支付后 7 天的退款申请期限');
    expect((await list({ state: 'pending', keyword: placed[1]!.order_no })).total).toBe(0);
  });

  it('lists by tab and finds a request by order number, buyer phone or part of a nickname', async () => {
    const second = await w.ask(placed[1]!.id, 5_000, '只学了一部分');
    const all = await list();
    expect(all.rows.slice(0, 2).map((row) => row.id)).toEqual([second.id, all.rows.find((row) => row.order_id === placed[0]!.id)!.id]);
    expect(all.total).toBe(all.rows.length);
    expect((await list({ state: 'pending' })).rows.every((row) => row.state === 'pending')).toBe(true);
    expect((await list({ state: 'approved' })).rows.map((row) => row.state)).toEqual(['approved']);
    expect((await list({ keyword: placed[1]!.order_no })).rows.map((row) => row.id)).toEqual([second.id]);
    expect((await list({ keyword: '13711114602' })).rows.map((row) => row.id)).toEqual([second.id]);
    expect((await list({ keyword: 'zhou' })).rows.map((row) => row.id)).toEqual([second.id]);
    expect((await list({ keyword: '没有这个人' })).total).toBe(0);
    expect((await w.get(P.findList, { state: 'done' })).body).toMatchObject({ result: 'fail', code: 40000, message: expect.stringContaining('state') });
  });

  it('approves in part: balanced reversing lines, the order partly refunded, the balance moved, the buyer told, the log written', async () => {
    const request = (await list({ keyword: placed[1]!.order_no })).rows[0]!;
    const before = await balances();
    const answer = await approve(request.id, 5_000, key(1));
    expect(answer.body, JSON.stringify(answer.body)).toMatchObject({ result: 'ok', data: { id: request.id, state: 'approved', refund_amount: 5_000, refunded_amount: 5_000, order_status: 'partially_refunded', handler_name: '林老师' } });
    const order = await w.order(placed[1]!.id);
    expect(order).toMatchObject({ status: 'partially_refunded', refunded_amount: 5_000 });
    const refund = order.ledger.find((tx) => tx.kind === 'refund')!;
    expect(refund.lines.reduce((sum, line) => sum + line.amount, 0)).toBe(0);
    expect(refund.lines.find((line) => line.account === 'buyers')!.amount).toBe(5_000);
    const income = refund.lines.find((line) => line.account === 'income')!.amount;
    expect(income).toBeLessThan(0);
    const after = await balances();
    // a recent order's income is still pending settlement: that is where the refund comes from
    expect(after.pending - before.pending).toBe(income);
    expect(after.available).toBe(before.available);

    const seen = await detail(request.id);
    expect(seen.refund_ledger.map((tx) => tx.id)).toEqual([refund.id]);
    expect(seen.order.order_no).toBe(placed[1]!.order_no);
    expect(seen.buyer_message).toMatchObject({ kind: 'refund_approved', title: '退款申请已同意', body: expect.stringContaining('¥50.00') });
    const log = await w.sql<{ action: string; amount: number; actor_id: number; object_id: number }>("select action, amount, actor_id, object_id from operation_logs where action = 'aftersale.approve' order by id desc");
    expect(log[0]).toMatchObject({ action: 'aftersale.approve', object_id: request.id });
    expect([Number(log[0]!.amount), Number(log[0]!.actor_id)]).toEqual([5_000, teacherId]);
  });

  it('answers a repeated approval with the same key once: one refund, the same answer; another key is refused', async () => {
    const request = (await list({ keyword: placed[1]!.order_no })).rows[0]!;
    const first = (await w.sql<{ result: string }>("select result from idempotency_keys where scope = 'aftersale.approve' and key = ?", [key(1)]))[0]!;
    const again = await approve(request.id, 5_000, key(1));
    expect(again.body).toEqual({ result: 'ok', data: JSON.parse(first.result) as RefundRequest });
    expect(await refundTransactions(placed[1]!.id)).toBe(1);
    expect((await w.order(placed[1]!.id)).refunded_amount).toBe(5_000);
    // the repeat moved nothing and wrote no second line in the operation log
    const lines = await w.sql<{ n: number }>("select count(*) as n from operation_logs where action = 'aftersale.approve' and object_id = ?", [request.id]);
    expect(Number(lines[0]!.n)).toBe(1);
    expect((await approve(request.id, 5_000, key(2))).body).toMatchObject({ result: 'fail', code: 40900, message: '该退款申请已同意退款，不能重复处理' });
    expect((await approve(request.id, 6_000, key(1))).body).toMatchObject({ result: 'fail', code: 40900, message: '该请求编号已用于另一次操作，请刷新后重试' });
    expect((await w.post(P.approve, { id: request.id, amount: 5_000 })).body).toMatchObject({ result: 'fail', code: 40000, message: '参数错误：缺少必填字段 idempotency-key' });
    expect((await approve(request.id, 5_000, 'short')).body).toMatchObject({ result: 'fail', code: 40000, message: expect.stringContaining('idempotency-key') });
    expect(await refundTransactions(placed[1]!.id)).toBe(1);
  });

  it('refunds once when approvals arrive at the same moment, with one key or with two', async () => {
    const order = await w.place('13711114605', '同时点击');
    const asked = await w.ask(order.id, 2_000);
    const same = await Promise.all([approve(asked.id, 2_000, key(7)), approve(asked.id, 2_000, key(7))]);
    expect(same.map((answer) => answer.body.result)).toEqual(['ok', 'ok']);
    expect(same[1]!.body.data).toEqual(same[0]!.body.data);
    const again = await w.ask(order.id, 1_000);
    const two = await Promise.all([approve(again.id, 1_000, key(8)), approve(again.id, 1_000, key(9))]);
    expect(two.map((answer) => answer.body.result).sort()).toEqual(['fail', 'ok']);
    expect(two.find((answer) => answer.body.result === 'fail')!.body).toMatchObject({ code: 40900, message: '该退款申请已同意退款，不能重复处理' });
    expect(await refundTransactions(order.id)).toBe(2);
    expect((await w.order(order.id)).refunded_amount).toBe(3_000);
  });

  it('refuses to refund more than is left, writing nothing, and then approves in full with the same key', async () => {
    const pending = (await list({ keyword: placed[0]!.order_no, state: 'pending' })).rows[0]!;
    const over = await approve(pending.id, 19_901, key(3));
    expect(over.body).toMatchObject({ result: 'fail', code: 40000, message: '退款金额不能超过可退金额 ¥199.00' });
    expect(await refundTransactions(placed[0]!.id)).toBe(0);
    expect((await detail(pending.id)).state).toBe('pending');
    // the refusal kept nothing of the key: the teacher corrects the amount and tries again
    const full = await approve(pending.id, 19_900, key(3));
    expect(full.body.data).toMatchObject({ state: 'approved', refund_amount: 19_900, refunded_amount: 19_900, order_status: 'refunded' });
    const order = await w.order(placed[0]!.id);
    expect(order).toMatchObject({ status: 'refunded', refunded_amount: 19_900 });
    const refund = order.ledger.find((tx) => tx.kind === 'refund')!;
    // the whole fee comes back with a whole refund
    expect(refund.lines.map((line) => [line.account, line.amount])).toEqual(expect.arrayContaining([['buyers', 19_900], ['platform_fee', -order.fee], ['income', -(19_900 - order.fee)]]));
    // nothing left to ask for
    expect((await w.post(P.devRequest, { order_id: placed[0]!.id, amount: 1, reason: '再退' })).body).toMatchObject({ result: 'fail', message: '订单已全额退款' });
  });

  it('rejects with a reason the buyer reads: required, checked for sensitive words, and final', async () => {
    const asked = await w.ask(placed[2]!.id, 19_900, '不想要了');
    expect((await w.post(P.reject, { id: asked.id, reason: '   ' })).body).toMatchObject({ result: 'fail', code: 40000, message: '参数错误：reason 不能为空' });
    expect((await w.post(P.reject, { id: asked.id })).body).toMatchObject({ result: 'fail', code: 40000, message: '参数错误：缺少必填字段 reason' });
    expect((await w.post(P.reject, { id: asked.id, reason: '字'.repeat(201) })).body).toMatchObject({ result: 'fail', code: 40000, message: expect.stringMatching(/^参数错误：reason /) });
    expect((await w.post(P.reject, { id: asked.id, reason: '加入传销就退' })).body).toEqual(SENSITIVE);
    expect((await detail(asked.id)).state).toBe('pending');
    expect(await w.sql('select id from buyer_messages where ref_type = ? and ref_id = ?', ['refund', asked.id])).toEqual([]);

    const answer = await w.post<RefundRequest>(P.reject, { id: asked.id, reason: ' 课程已看完大部分 ' });
    expect(answer.body.data).toMatchObject({ state: 'rejected', reject_reason: '课程已看完大部分', refund_amount: 0, order_status: 'paid', handler_name: '林老师' });
    const seen = await detail(asked.id);
    expect(seen.buyer_message).toMatchObject({ kind: 'refund_rejected', title: '退款申请未通过', body: expect.stringContaining('课程已看完大部分') });
    expect(seen.refund_ledger).toEqual([]);
    const [message] = await w.sql<{ buyer_id: number; order_id: number }>('select buyer_id, order_id from buyer_messages where ref_type = ? and ref_id = ?', ['refund', asked.id]);
    expect([Number(message!.buyer_id), Number(message!.order_id)]).toEqual([asked.buyer_id, placed[2]!.id]);
    expect((await w.sql('select id from operation_logs where action = ? and object_id = ?', ['aftersale.reject', asked.id])).length).toBe(1);
    expect((await approve(asked.id, 100, key(4))).body).toMatchObject({ result: 'fail', code: 40900, message: '该退款申请已拒绝，不能再处理' });
    expect((await w.post(P.reject, { id: asked.id, reason: '再拒一次' })).body).toMatchObject({ result: 'fail', code: 40900 });
    expect(await refundTransactions(placed[2]!.id)).toBe(0);
  });

  it('keeps requests to their teacher: another teacher lists none, reads none and handles none', async () => {
    const asked = await w.ask(placed[3]!.id, 1_000);
    expect((await list({}, w.tokens.other)).rows).toEqual([]);
    expect((await w.get(P.detail, { id: asked.id }, w.tokens.other)).body).toMatchObject({ result: 'fail', code: 40400, message: '退款申请不存在' });
    expect((await approve(asked.id, 1_000, key(5), w.tokens.other)).body).toMatchObject({ result: 'fail', code: 40400 });
    expect((await w.post(P.reject, { id: asked.id, reason: '不是我的' }, w.tokens.other)).body).toMatchObject({ result: 'fail', code: 40400 });
    expect((await w.post(P.devRequest, { order_id: placed[3]!.id, amount: 100, reason: '别人的订单' }, w.tokens.other)).body).toMatchObject({ result: 'fail', code: 40400, message: '订单不存在' });
    expect((await detail(asked.id)).state).toBe('pending');
    expect(await w.sql("select key from idempotency_keys where key = ?", [key(5)])).toEqual([]);
  });

  it('lets a staff account in with the 售后管理 module only, and names it as the one who approved', async () => {
    const asked = (await list({ keyword: placed[3]!.order_no })).rows[0]!;
    expect((await w.get(P.findList, {}, w.tokens.staff)).status).toBe(403);
    expect((await approve(asked.id, 1_000, key(6), w.tokens.staff)).status).toBe(403);
    await grantModules(w.server.dataDir, PHONES.staff, ['aftersale']);
    expect((await list({}, w.tokens.staff)).total).toBe((await list()).total);
    expect((await approve(asked.id, 1_000, key(6), w.tokens.staff)).body.data).toMatchObject({ state: 'approved', handler_name: '助教小王' });
    const log = await w.sql<{ actor_id: number }>('select actor_id from operation_logs where action = ? and object_id = ?', ['aftersale.approve', asked.id]);
    expect(Number(log[0]!.actor_id)).toBe(staffId);
  });
});
