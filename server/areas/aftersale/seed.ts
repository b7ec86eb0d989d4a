/**
 * Demo after-sale rows for the demo teacher, made through the same functions as real ones, on the demo
 * orders `seedOrders` placed (whose index 2 it refunded in full and 33 by half: those are not paid in full any more
 * and are left alone): a refund request waiting, one approved by half with its refund in the ledger, one rejected
 * with a reason; a complaint waiting (with two evidence pictures when the demo files are written) and one answered.
 * Each was asked within the days the rules allow after paying and answered soon after, so the timelines read true.
 */
import { stripedPng } from '@server/seed/media/png.ts';
import type { Services } from '@server/services.ts';
import type { Session } from '@server/http/session-types.ts';
import { SECONDS_PER_DAY as DAY } from '@server/db/time.ts';
import { replyToAppeal, type NewAppeal } from './appeals.ts';
import { decodeEvidence } from './evidence-files.ts';
import { approveRequest, createRefundRequest, rejectRequest } from './refunds.ts';

const HOUR = 3600;

/** two phone screenshots a buyer might send: a dark player that did not load, a page of the course */
const screenshots = () => [stripedPng(360, 640, [31, 41, 55], [55, 65, 81], 40), stripedPng(360, 640, [241, 245, 249], [226, 232, 240], 32)];

export async function seedAftersale(services: Services, ownerId: number, now: number, options: { pictures: boolean }): Promise<void> {
  const { db } = services.ctx;
  const owner = await db.selectFrom('users').selectAll().where('id', '=', ownerId).executeTakeFirstOrThrow();
  const session: Session = { user: owner, main: owner, isChild: false, familyId: 0 };
  // paid in full a day ago or more, the newest first
  const paid = await db
    .selectFrom('orders')
    .select(['id', 'pay_amount', 'paid_at'])
    .where('owner_id', '=', ownerId)
    .where('status', '=', 'paid')
    .where('pay_amount', '>', 100)
    .where('paid_at', '<=', now - DAY)
    .orderBy('paid_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  const [waiting, approved, complained, ...older] = paid.map((order) => ({ ...order, paid_at: order.paid_at ?? now }));
  const rejected = older.find((order) => order.paid_at <= now - 10 * DAY);
  const answered = older.find((order) => order !== rejected && order.paid_at <= now - 5 * DAY);
  if (!waiting || !approved || !complained || !rejected || !answered) return;

  await db.transaction().execute(async (trx) => {
    const no = await createRefundRequest(trx, undefined, ownerId, { orderId: rejected.id, amount: rejected.pay_amount, reason: '买错了，本来想买另一门课' }, rejected.paid_at + DAY, true);
    await rejectRequest(trx, session, no, '课程已学习超过一半，不符合退款条件；想换课可以私信我，帮你补差价换购。', rejected.paid_at + DAY + 5 * HOUR);

    const half = Math.round(approved.pay_amount / 2);
    const yes = await createRefundRequest(trx, undefined, ownerId, { orderId: approved.id, amount: half, reason: '后半部分内容和之前买的课重复了，申请退一半' }, approved.paid_at + 2 * HOUR, true);
    await approveRequest(trx, session, yes, half, approved.paid_at + 20 * HOUR);

    await createRefundRequest(trx, undefined, ownerId, { orderId: waiting.id, amount: waiting.pay_amount, reason: '课程内容和介绍不太一样，想申请退款' }, waiting.paid_at + 6 * HOUR);
  });

  const complaint: NewAppeal = {
    orderId: complained.id,
    content: '第三节的回放一直加载不出来，换了网络也一样，截图在这里，麻烦老师看一下。',
    pictures: options.pictures ? screenshots().map((png, index) => decodeEvidence(png.toString('base64'), index)) : [],
  };
  await services.aftersale.appeals.create(ownerId, complaint, complained.paid_at + 10 * HOUR);
  const done = await services.aftersale.appeals.create(ownerId, { orderId: answered.id, content: '课程里说送的讲义在哪里下载？找了半天没找到。', pictures: [] }, answered.paid_at + 2 * DAY, { read: true });
  await db.transaction().execute((trx) => replyToAppeal(trx, session, done, '你好，讲义在课程详情页的“资料”标签里，点开就能下载。已经给你私信发了一份，请查收。', answered.paid_at + 2 * DAY + 3 * HOUR));
}
