/**
 * The order calls (docs/api.md "Orders"): the order centre's list, one order, the export, and the
 * development stand-in for a buyer's payment: the page 订单中心 (`order.center`), and 商城订单 (`order.manage`) for the
 * shops' orders.
 */
import type { FastifyInstance } from 'fastify';
import { ORDER_PATHS } from '@shared/orders/paths.ts';
import type { OrderChannel } from '@shared/orders/types.ts';
import type { ProductKind } from '@shared/marketing/pricing.ts';
import { ok, okRows } from '@server/http/answers.ts';
import { idField, pageFields, querySchema, bodySchema } from '@server/http/schemas.ts';
import { inModule, sessionOf } from '@server/http/session-plugin.ts';
import { devRoutesEnabled } from '@server/config.ts';
import type { Services } from '@server/services.ts';
import { devPlaceFields, orderFilterQuery, shopOrderQuery, shopSyncFields, type OrderFilterParams, type ShopOrderParams } from './fields.ts';
import type { Shop } from '@shared/orders/shop-types.ts';
import type { OrderFilter } from './orders.ts';
import { sendOrdersXlsx } from './export.ts';
import { refundFailedGroups } from './group-refunds.ts';

// 订单中心; 商城订单 (`order.manage`) is the shops' orders and their syncs
const config = inModule('order.center');
const shop = inModule('order.manage');

const filterOf = (q: OrderFilterParams): OrderFilter => ({
  ...(q.start_at !== undefined ? { startAt: q.start_at } : {}),
  ...(q.end_at !== undefined ? { endAt: q.end_at } : {}),
  ...(q.status ? { status: q.status } : {}),
  ...(q.product_kind ? { productKind: q.product_kind } : {}),
  ...(q.channel ? { channel: q.channel } : {}),
  ...(q.keyword?.trim() ? { keyword: q.keyword.trim() } : {}),
});

type DevPlaceBody = {
  product_kind: ProductKind;
  product_id: number;
  channel: OrderChannel;
  buyer_phone?: string;
  buyer_nickname?: string;
  sharer_phone?: string;
  sharer_nickname?: string;
  mode: 'single' | 'group';
  coupon_id?: number;
  flash_sale_id?: number;
  group_buy_id?: number;
  group_id?: number;
};

export function registerOrderRoutes(app: FastifyInstance, services: Services): void {
  const { orders, orderPlacement, shopOrders } = services;

  app.get<{ Querystring: OrderFilterParams & { page: number; pageSize: number } }>(
    ORDER_PATHS.findList,
    { config, schema: { querystring: querySchema({ ...pageFields(100, 20), ...orderFilterQuery }) } },
    async (request) => {
      const q = request.query;
      const found = await orders.list(sessionOf(request), { page: q.page, pageSize: q.pageSize, ...filterOf(q) });
      return okRows(found.rows, found.totalCount);
    },
  );
  app.get<{ Querystring: { id: number } }>(ORDER_PATHS.detail, { config, schema: { querystring: querySchema({ id: idField }, ['id']) } }, async (request) =>
    ok(await orders.one(sessionOf(request), request.query.id)),
  );
  app.get<{ Querystring: OrderFilterParams }>(
    ORDER_PATHS.export,
    { config, schema: { querystring: querySchema(orderFilterQuery) } },
    async (request, reply) => sendOrdersXlsx(reply, orders.each(sessionOf(request), filterOf(request.query)), services.ctx.now()),
  );

  app.get<{ Querystring: ShopOrderParams & { page: number; pageSize: number } }>(
    ORDER_PATHS.shopList,
    { config: shop, schema: { querystring: querySchema({ ...pageFields(100, 20), ...shopOrderQuery }) } },
    async (request) => {
      const q = request.query;
      const found = await shopOrders.list(sessionOf(request), {
        page: q.page,
        pageSize: q.pageSize,
        ...(q.shop ? { shop: q.shop } : {}),
        ...(q.status ? { status: q.status } : {}),
        ...(q.start_at !== undefined ? { startAt: q.start_at } : {}),
        ...(q.end_at !== undefined ? { endAt: q.end_at } : {}),
        ...(q.keyword?.trim() ? { keyword: q.keyword.trim() } : {}),
      });
      return okRows(found.rows, found.totalCount);
    },
  );
  app.get(ORDER_PATHS.shopSyncs, { config: shop, schema: { querystring: querySchema() } }, async (request) => {
    const rows = await shopOrders.syncs(sessionOf(request));
    return okRows(rows, rows.length);
  });
  app.post<{ Body: { shop: Shop } }>(ORDER_PATHS.shopSync, { config: shop, schema: { querystring: querySchema(), body: bodySchema(shopSyncFields) } }, async (request) =>
    ok(await shopOrders.sync(sessionOf(request), request.body.shop)),
  );

  if (devRoutesEnabled()) {
    app.post<{ Body: DevPlaceBody }>(ORDER_PATHS.devPlace, { config, schema: { querystring: querySchema(), body: bodySchema(devPlaceFields, ['product_kind', 'product_id']) } }, async (request) => {
      const body = request.body;
      const phone = body.buyer_phone ?? '13900000000';
      const placed = await orderPlacement.place(sessionOf(request), {
        product: { kind: body.product_kind, id: body.product_id },
        channel: body.channel,
        buyer: { phone, nickname: body.buyer_nickname ?? `学员${phone.slice(-4)}` },
        ...(body.sharer_phone ? { sharer: { phone: body.sharer_phone, nickname: body.sharer_nickname ?? `学员${body.sharer_phone.slice(-4)}` } } : {}),
        choice: {
          mode: body.mode,
          ...(body.coupon_id ? { couponId: body.coupon_id } : {}),
          ...(body.flash_sale_id ? { flashSaleId: body.flash_sale_id } : {}),
          ...(body.group_buy_id ? { groupBuyId: body.group_buy_id } : {}),
          ...(body.group_id ? { groupId: body.group_id } : {}),
        },
      });
      return ok(placed);
    });
    app.post(ORDER_PATHS.devSweep, { config, schema: { querystring: querySchema() } }, async () => ok({ failed: await refundFailedGroups(services.ctx) }));
  }
}
