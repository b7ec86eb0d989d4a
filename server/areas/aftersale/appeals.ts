/**
 * Buyers' complaints (/aftersale/appeal): what a buyer says about an order, with evidence pictures (files
 * of the evidence store at signed URLs: evidence-files.ts), the teacher's reply — shown to the buyer, so checked for
 * sensitive words by its schema — and its closing. Owner-scoped: another teacher's complaint answers 404.
 */
import { AFTERSALE_LIMITS } from '@shared/aftersale/rules.ts';
import type { Appeal, AppealPicture, AppealQuery, DevAppealInput } from '@shared/aftersale/types.ts';
import { seconds, type ServiceContext } from '@server/db/context.ts';
import type { Db } from '@server/db/database.ts';
import { countedPage } from '@server/db/paging.ts';
import type { Events } from '@server/db/events.ts';
import { lockRowForWrite } from '@server/db/portable-sql.ts';
import { fail } from '@server/errors.ts';
import { checkedText } from '@server/http/checked-text.ts';
import type { Session } from '@server/http/session-types.ts';
import { ownedOrder } from '@server/areas/orders/orders.ts';
import type { StagedFile } from '@server/storage/store.ts';
import { decodeEvidence, type EvidenceFiles, type EvidencePicture } from './evidence-files.ts';
import { notifyTeacher, tellBuyer } from './notify.ts';
import { orderMatch } from './order-match.ts';
import { APPEAL_NOT_FOUND } from './problem-texts.ts';

function selectAppeals(db: Db, ownerId: number) {
  return db
    .selectFrom('aftersale_appeals as a')
    .innerJoin('orders as o', 'o.id', 'a.order_id')
    .innerJoin('buyers as b', 'b.id', 'a.buyer_id')
    .leftJoin('users as rp', 'rp.id', 'a.replied_by')
    .leftJoin('users as cl', 'cl.id', 'a.closed_by')
    .select([
      'a.id',
      'a.order_id',
      'o.order_no',
      'o.product_kind',
      'o.product_title',
      'a.buyer_id',
      'b.nickname as buyer_nickname',
      'b.phone as buyer_phone',
      'o.pay_amount',
      'o.refunded_amount',
      'o.status as order_status',
      'a.content',
      'a.state',
      'a.reply',
      'rp.nickname as replier_name',
      'a.replied_at',
      'cl.nickname as closer_name',
      'a.closed_at',
      'a.created_at',
    ])
    .where('a.owner_id', '=', ownerId);
}

type AppealRow = Awaited<ReturnType<ReturnType<typeof selectAppeals>['execute']>>[number];

/** The complaint, locked for this transaction and not closed, or a refusal. */
async function openAppeal(trx: Db, ownerId: number, id: number) {
  const found = await trx.selectFrom('aftersale_appeals').select('id').where('id', '=', id).where('owner_id', '=', ownerId).executeTakeFirst();
  if (!found) throw fail.notFound(APPEAL_NOT_FOUND);
  await lockRowForWrite(trx, 'aftersale_appeals', id);
  const row = await trx.selectFrom('aftersale_appeals').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  if (row.state === 'closed') throw fail.conflict('投诉已关闭，不能再处理');
  return row;
}

/** The teacher's answer to a complaint not closed (again, if need be), in `trx`; the buyer is told each time. */
export async function replyToAppeal(trx: Db, session: Session, id: number, rawReply: string, at: number): Promise<void> {
  const ownerId = session.main.id;
  const reply = checkedText('reply', rawReply, AFTERSALE_LIMITS.replyMax, true);
  const row = await openAppeal(trx, ownerId, id);
  await trx.updateTable('aftersale_appeals').set({ state: 'replied', reply, replied_by: session.user.id, replied_at: at, updated_at: at }).where('id', '=', row.id).execute();
  await tellBuyer(trx, { buyerId: row.buyer_id, ownerId, orderId: row.order_id, kind: 'appeal_replied', title: '商家回复了你的投诉', body: reply, ref: { type: 'appeal', id: row.id } }, at);
}

/** Closes a complaint, in `trx`, and tells the buyer. */
async function closeComplaint(trx: Db, session: Session, id: number, at: number): Promise<void> {
  const ownerId = session.main.id;
  const row = await openAppeal(trx, ownerId, id);
  const order = await ownedOrder(trx, ownerId, row.order_id);
  await trx.updateTable('aftersale_appeals').set({ state: 'closed', closed_by: session.user.id, closed_at: at, updated_at: at }).where('id', '=', row.id).execute();
  await tellBuyer(
    trx,
    { buyerId: row.buyer_id, ownerId, orderId: order.id, kind: 'appeal_closed', title: '投诉已处理完毕', body: `商家已处理并关闭了你对「${order.product_title}」（订单 ${order.order_no}）的投诉。`, ref: { type: 'appeal', id: row.id } },
    at,
  );
}

export type NewAppeal = { orderId: number; content: string; pictures: readonly EvidencePicture[] };

export function createAppeals(ctx: ServiceContext, deps: { evidence: EvidenceFiles; events: Events }) {
  const { db } = ctx;
  const { evidence } = deps;
  const now = () => seconds(ctx.now);

  async function withPictures(conn: Db, rows: AppealRow[]): Promise<Appeal[]> {
    if (rows.length === 0) return [];
    const pictures = await conn
      .selectFrom('aftersale_appeal_pictures')
      .select(['id', 'appeal_id', 'width', 'height'])
      .where('appeal_id', 'in', rows.map((row) => row.id))
      .orderBy('appeal_id')
      .orderBy('sort')
      .execute();
    const byAppeal = new Map<number, AppealPicture[]>();
    for (const picture of pictures) {
      const list = byAppeal.get(picture.appeal_id) ?? [];
      list.push({ id: picture.id, url: evidence.url(picture.id), width: picture.width, height: picture.height });
      byAppeal.set(picture.appeal_id, list);
    }
    return rows.map((row) => ({
      ...row,
      replier_name: row.replier_name ?? '',
      replied_at: row.replied_at ?? null,
      closer_name: row.closer_name ?? '',
      closed_at: row.closed_at ?? null,
      pictures: byAppeal.get(row.id) ?? [],
    }));
  }

  async function one(conn: Db, ownerId: number, id: number): Promise<Appeal> {
    const row = await selectAppeals(conn, ownerId).where('a.id', '=', id).executeTakeFirst();
    if (!row) throw fail.notFound(APPEAL_NOT_FOUND);
    return (await withPictures(conn, [row]))[0]!;
  }

  /**
   * A buyer's complaint on an order of `ownerId`: its pictures are staged first, take their final names inside the
   * row's transaction and are removed again when that fails, so no file outlives a complaint that was not written.
   */
  async function create(ownerId: number, input: NewAppeal, at: number, options: { events?: Events; read?: boolean } = {}): Promise<number> {
    const content = checkedText('content', input.content, AFTERSALE_LIMITS.appealMax, true);
    // an order of someone else's is not found before any file is written
    await ownedOrder(db, ownerId, input.orderId);
    const staged: StagedFile[] = [];
    try {
      for (const picture of input.pictures) staged.push(await evidence.stage(ownerId, picture));
      return await db.transaction().execute(async (trx) => {
        await lockRowForWrite(trx, 'orders', input.orderId);
        const order = await ownedOrder(trx, ownerId, input.orderId);
        if (order.paid_at === null) throw fail.conflict('订单未支付，不能投诉');
        const waiting = await trx.selectFrom('aftersale_appeals').select('id').where('order_id', '=', order.id).where('state', '=', 'pending').executeTakeFirst();
        if (waiting) throw fail.conflict('该订单已有待处理的投诉');
        const { id } = await trx
          .insertInto('aftersale_appeals')
          .values({ owner_id: ownerId, order_id: order.id, buyer_id: order.buyer_id, content, state: 'pending', replied_by: null, replied_at: null, closed_by: null, closed_at: null, created_at: at, updated_at: at })
          .returning('id')
          .executeTakeFirstOrThrow();
        for (const [sort, file] of staged.entries()) {
          const picture = input.pictures[sort]!;
          await file.commit();
          await trx
            .insertInto('aftersale_appeal_pictures')
            .values({ appeal_id: id, owner_id: ownerId, stored_name: file.storedName, mime: picture.mime, size: file.size, width: picture.width, height: picture.height, sort })
            .execute();
        }
        const buyer = await trx.selectFrom('buyers').select('nickname').where('id', '=', order.buyer_id).executeTakeFirstOrThrow();
        await notifyTeacher(
          trx,
          options.events,
          ownerId,
          { title: '新的投诉', subtitle: `${buyer.nickname} 投诉了订单 ${order.order_no}`, content: `${buyer.nickname} 对「${order.product_title}」的投诉：${content}` },
          at,
          options.read,
        );
        return id;
      });
    } catch (error) {
      await Promise.all(staged.map((file) => file.discard()));
      throw error;
    }
  }

  return {
    create,

    async list(session: Session, query: AppealQuery): Promise<{ rows: Appeal[]; totalCount: number }> {
      let q = selectAppeals(db, session.main.id);
      if (query.state) q = q.where('a.state', '=', query.state);
      const keyword = query.keyword?.trim();
      if (keyword) q = q.where(orderMatch(db, keyword));
      return countedPage(q.clearSelect(), query, () => q.orderBy('a.created_at', 'desc').orderBy('a.id', 'desc'), (rows) => withPictures(db, rows));
    },

    one: (session: Session, id: number) => one(db, session.main.id, id),

    async reply(session: Session, input: { id: number; reply: string }): Promise<Appeal> {
      const at = now();
      return db.transaction().execute(async (trx) => {
        await replyToAppeal(trx, session, input.id, input.reply, at);
        return one(trx, session.main.id, input.id);
      });
    },

    async close(session: Session, id: number): Promise<Appeal> {
      const at = now();
      return db.transaction().execute(async (trx) => {
        await closeComplaint(trx, session, id, at);
        return one(trx, session.main.id, id);
      });
    },

    /** An evidence picture by its signed URL's token (no session), or a refusal. */
    async picture(token: string) {
      const reference = evidence.read(token);
      if (!reference) throw fail.forbidden('链接无效或已过期');
      const row = await db.selectFrom('aftersale_appeal_pictures').select(['owner_id', 'stored_name', 'mime']).where('id', '=', reference.pictureId).executeTakeFirst();
      if (!row) throw fail.notFound('图片不存在');
      return { file: await evidence.files.open(row.owner_id, row.stored_name), mime: row.mime, maxAge: Math.max(0, reference.exp - now()) };
    },

    /** The development stand-in for a buyer's complaint: the pictures arrive as base64 PNGs. */
    async complain(session: Session, input: DevAppealInput): Promise<Appeal> {
      const pictures = (input.pictures ?? []).map((text, index) => decodeEvidence(text, index));
      const id = await create(session.main.id, { orderId: input.order_id, content: input.content, pictures }, now(), { events: deps.events });
      return one(db, session.main.id, id);
    },
  };
}
