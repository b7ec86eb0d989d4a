/**
 * Demo orders: a month of buyers paying for the demo teacher's courses, content items, columns and
 * planet on every channel, placed through the same pricing and ledger as real ones, so the order centre, the
 * balance and the ledger show real rows at once. Some are old enough to have settled; two were refunded.
 */
import type { Kysely } from 'kysely';
import { courseProductKind, type ProductRef } from '@shared/marketing/pricing.ts';
import { ORDER_CHANNELS } from '@shared/orders/types.ts';
import type { Database } from '@server/db/schema.ts';
import type { MoneyOptions } from '@server/areas/funds/money-options.ts';
import { placeBuyerOrder } from './placement.ts';
import { refundOrder } from './refund-order.ts';
import { SHOPS } from '@shared/orders/shop-types.ts';
import { standInShopConnector } from './shop-connector.ts';
import { syncShop } from './shop-orders.ts';

const BUYERS: [string, string][] = [
  ['13700000001', '林间小鹿'],
  ['13700000002', '阿杰的相机'],
  ['13700000003', '周末去拍照'],
  ['13700000004', 'Momo'],
  ['13700000005', '山川与海'],
  ['13700000006', '胶片爱好者'],
  ['13700000007', '小王同学'],
  ['13700000008', '晨光'],
];

const DAY = 86_400;

export async function seedOrders(db: Kysely<Database>, money: MoneyOptions, ownerId: number, now: number): Promise<void> {
  const courses = await db.selectFrom('courses').select(['id', 'type', 'single']).where('owner_id', '=', ownerId).where('status', '=', 1).where('price', '>', 0).orderBy('id').execute();
  const planets = await db.selectFrom('planets').select('id').where('owner_id', '=', ownerId).where('audit_status', '=', 2).where('price', '>', 0).orderBy('id').execute();
  const products: ProductRef[] = [...courses.map((c) => ({ kind: courseProductKind(c), id: c.id })), ...planets.map((p) => ({ kind: 'planet' as const, id: p.id }))];
  if (products.length === 0) return;
  await db.transaction().execute(async (trx) => {
    const placed: number[] = [];
    const joined = new Set<string>();
    for (let i = 0; i < 36; i++) {
      const product = products[i % products.length]!;
      // a member does not join a planet twice: a planet's next buyer is the next one who has not joined it
      let buyer = (i * 5) % BUYERS.length;
      if (product.kind === 'planet') {
        while (joined.has(`${buyer}:${product.id}`)) buyer = (buyer + 1) % BUYERS.length;
        joined.add(`${buyer}:${product.id}`);
      }
      const [phone, nickname] = BUYERS[buyer]!;
      // spread over the last 30 days, a few hours apart, the newest first in the list
      const at = now - Math.floor(((35 - i) * 30 * DAY) / 36) - (i % 5) * 3_600;
      const order = await placeBuyerOrder(trx, money, ownerId, { product, channel: ORDER_CHANNELS[i % ORDER_CHANNELS.length]!, buyer: { phone, nickname }, choice: { mode: 'single' } }, at);
      placed.push(order.id);
    }
    await placeWithMarketing(trx, money, ownerId, now);
    // one full refund of a settled order, one partial refund of a recent one
    for (const [index, share, days] of [[2, 1, 20], [33, 0.5, 0]] as const) {
      const row = await trx.selectFrom('orders').selectAll().where('id', '=', placed[index]!).executeTakeFirstOrThrow();
      await refundOrder(trx, row, Math.round(row.pay_amount * share), row.created_at + days * DAY + 3_600 < now ? row.created_at + days * DAY + 3_600 : now, { code: 'refund.order', params: { product: row.product_title } });
    }
  });
}

/**
 * A few of the last hours' orders bought through the demo marketing that was running then: a coupon, a flash sale
 * and a red packet's shared link, so their figures (已使用, 已售, 已发放) come from real orders.
 */
async function placeWithMarketing(trx: Kysely<Database>, money: MoneyOptions, ownerId: number, now: number): Promise<void> {
  const at = now - 2 * 3_600;
  const flash = await trx.selectFrom('flash_sales').selectAll().where('owner_id', '=', ownerId).where('starts_at', '<=', at).where('ends_at', '>', now).where('stopped_at', 'is', null).orderBy('id').executeTakeFirst();
  const coupon = await trx.selectFrom('coupons').selectAll().where('owner_id', '=', ownerId).where('starts_at', '<=', at).where('ends_at', '>', now).where('stopped_at', 'is', null).where('all_products', '=', 1).orderBy('id').executeTakeFirst();
  const course = await trx.selectFrom('courses').select(['id', 'type', 'single', 'price']).where('owner_id', '=', ownerId).where('status', '=', 1).where('price', '>', 0).orderBy('id').executeTakeFirst();
  for (const [i, [phone, nickname]] of BUYERS.slice(0, 2).entries()) {
    if (flash) {
      const product = { kind: flash.product_kind, id: flash.product_id };
      await placeBuyerOrder(trx, money, ownerId, { product, channel: 'dy', buyer: { phone, nickname }, choice: { mode: 'single', flashSaleId: flash.id } }, at + i * 600);
    }
    if (coupon && course && course.price > coupon.threshold) {
      const product = { kind: courseProductKind(course), id: course.id };
      await placeBuyerOrder(trx, money, ownerId, { product, channel: 'xhs', buyer: { phone, nickname }, choice: { mode: 'single', couponId: coupon.id } }, at + 300 + i * 600);
    }
  }
  // the red packet running on a product: the first demo buyer shared it, three friends bought through the link
  const packet = await trx
    .selectFrom('packet_campaigns as c')
    .innerJoin('packet_campaign_products as p', 'p.campaign_id', 'c.id')
    .select(['p.product_kind', 'p.product_id'])
    .where('c.owner_id', '=', ownerId)
    .where('c.starts_at', '<=', at)
    .where('c.ends_at', '>', now)
    .where('c.stopped_at', 'is', null)
    .orderBy('c.id')
    .executeTakeFirst();
  const [sharerPhone, sharerNickname] = BUYERS[0]!;
  for (const [i, [phone, nickname]] of (packet ? BUYERS.slice(3, 6) : []).entries()) {
    const product = { kind: packet!.product_kind, id: packet!.product_id };
    const sharer = { phone: sharerPhone, nickname: sharerNickname };
    await placeBuyerOrder(trx, money, ownerId, { product, channel: 'sph', buyer: { phone, nickname }, choice: { mode: 'single' }, sharer }, at + 900 + i * 600);
  }
}

/** The demo teacher's four external shops, synced once: a month of their orders. */
export async function seedShopOrders(db: Kysely<Database>, ownerId: number, now: number): Promise<void> {
  for (const shop of SHOPS) await syncShop(db, standInShopConnector, ownerId, shop, now);
}
