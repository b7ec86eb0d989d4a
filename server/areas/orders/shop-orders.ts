/**
 * The teacher's external shops' orders (/order/manage): synced from each shop's connector into
 * `shop_orders` (upserted by the shop's order number, so a sync repeated changes only what moved on) and listed with
 * filters. A first sync reaches back 30 days; a later one re-reads the week before the last sync, where states still
 * change (paid → completed, refunds).
 */
import type { Kysely } from 'kysely';
import { SHOPS, type Shop, type ShopOrder, type ShopOrderQuery, type ShopSync } from '@shared/orders/shop-types.ts';
import type { Database } from '@server/db/schema.ts';
import { seconds, type ServiceContext } from '@server/db/context.ts';
import { countedPage } from '@server/db/paging.ts';
import { containsText } from '@server/db/portable-sql.ts';
import type { Session } from '@server/http/session-types.ts';
import type { ShopConnector } from './shop-connector.ts';

const DAY = 86_400;

/** Pulls one shop's orders for `ownerId` up to `now` and keeps them; answers how many were new. */
export async function syncShop(db: Kysely<Database>, connector: ShopConnector, ownerId: number, shop: Shop, now: number): Promise<{ added: number; updated: number }> {
  const last = await db.selectFrom('shop_syncs').select('synced_at').where('owner_id', '=', ownerId).where('shop', '=', shop).executeTakeFirst();
  const from = last ? last.synced_at - 7 * DAY : now - 30 * DAY;
  const products = await db.selectFrom('courses').select(['title', 'price']).where('owner_id', '=', ownerId).where('status', '=', 1).where('price', '>', 0).orderBy('id').execute();
  const orders = await connector.ordersIn({ ownerId, shop, products, from, to: now, now });
  return db.transaction().execute(async (trx) => {
    let added = 0;
    let updated = 0;
    for (const order of orders) {
      const known = await trx.selectFrom('shop_orders').select(['id', 'status']).where('owner_id', '=', ownerId).where('shop', '=', shop).where('external_no', '=', order.external_no).executeTakeFirst();
      if (!known) {
        await trx.insertInto('shop_orders').values({ owner_id: ownerId, shop, ...order, synced_at: now }).execute();
        added += 1;
      } else if (known.status !== order.status) {
        await trx.updateTable('shop_orders').set({ status: order.status, synced_at: now }).where('id', '=', known.id).execute();
        updated += 1;
      }
    }
    await trx
      .insertInto('shop_syncs')
      .values({ owner_id: ownerId, shop, synced_at: now })
      .onConflict((oc) => oc.columns(['owner_id', 'shop']).doUpdateSet({ synced_at: now }))
      .execute();
    return { added, updated };
  });
}

export function createShopOrderService(ctx: ServiceContext, connector: ShopConnector) {
  const { db } = ctx;

  return {
    async list(session: Session, query: ShopOrderQuery): Promise<{ rows: ShopOrder[]; totalCount: number }> {
      let base = db.selectFrom('shop_orders').where('owner_id', '=', session.main.id);
      if (query.shop) base = base.where('shop', '=', query.shop);
      if (query.status) base = base.where('status', '=', query.status);
      if (query.startAt !== undefined) base = base.where('placed_at', '>=', query.startAt);
      if (query.endAt !== undefined) base = base.where('placed_at', '<=', query.endAt);
      const keyword = query.keyword?.trim();
      if (keyword) {
        base = base.where((eb) => eb.or([eb('external_no', '=', keyword), containsText(db, eb.ref('product_title'), keyword), containsText(db, eb.ref('buyer_nickname'), keyword)]));
      }
      return countedPage(base, query, (page) => page.select(['id', 'shop', 'external_no', 'product_title', 'buyer_nickname', 'quantity', 'amount', 'status', 'placed_at', 'synced_at']).orderBy('placed_at', 'desc').orderBy('id', 'desc'));
    },

    async syncs(session: Session): Promise<ShopSync[]> {
      const ownerId = session.main.id;
      const synced = await db.selectFrom('shop_syncs').select(['shop', 'synced_at']).where('owner_id', '=', ownerId).execute();
      const counts = await db.selectFrom('shop_orders').select(['shop', (eb) => eb.fn.countAll<number>().as('n')]).where('owner_id', '=', ownerId).groupBy('shop').execute();
      return SHOPS.map((shop) => ({
        shop,
        synced_at: synced.find((row) => row.shop === shop)?.synced_at ?? null,
        orders: Number(counts.find((row) => row.shop === shop)?.n ?? 0),
      }));
    },

    async sync(session: Session, shop: Shop): Promise<ShopSync & { added: number; updated: number }> {
      const result = await syncShop(db, connector, session.main.id, shop, seconds(ctx.now));
      const state = (await this.syncs(session)).find((row) => row.shop === shop)!;
      return { ...state, ...result };
    },
  };
}
