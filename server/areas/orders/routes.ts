/**
 * The order calls (docs/api.md "Orders"): the order centre's list, one order, the export, and the
 * development stand-in for a buyer's payment: the page 订单中心 (`order.center`), and 商城订单 (`order.manage`) for the
 * shops' orders.
 */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Id, Type } from '@shared/api/schema.ts';
import { ORDER_PATHS } from '@shared/orders/paths.ts';
import { Order, OrderDetail } from '@shared/orders/types.ts';
import { ShopOrder, ShopSync } from '@shared/orders/shop-types.ts';
import { answers, dataAnswer, rowsAnswer, XlsxAnswer } from '@server/http/answer-schemas.ts';
import { ok, okRows } from '@server/http/answers.ts';
import { closedBody, pagingFields, queryOf } from '@server/http/schemas.ts';
import { inModule, sessionOf } from '@server/http/session-plugin.ts';
import { devRoutesEnabled } from '@server/config.ts';
import type { Services } from '@server/services.ts';
import { devPlaceFields, OrderFilters, shopOrderQuery, shopSyncFields, type OrderFilterParams } from './fields.ts';
import type { OrderFilter } from './orders.ts';
import { sendOrdersXlsx } from './export.ts';
import { refundFailedGroups } from './group-refunds.ts';
import { PlacedOrder } from './place-order.ts';

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

/** a shop's sync: its state now, and what it brought */
const SyncResult = Type.Object({ ...ShopSync.properties, added: Type.Integer(), updated: Type.Integer() });

export function registerOrderRoutes(server: FastifyInstance, services: Services): void {
  const app = server.withTypeProvider<TypeBoxTypeProvider>();
  const { orders, orderPlacement, shopOrders } = services;
  const query = queryOf({});

  app.get(
    ORDER_PATHS.findList,
    { config, schema: { querystring: queryOf({ ...pagingFields(100, 20), ...OrderFilters.properties }), response: answers(rowsAnswer(Order)) } },
    async (request) => {
      const q = request.query;
      const found = await orders.list(sessionOf(request), { page: q.page, pageSize: q.pageSize, ...filterOf(q) });
      return okRows(found.rows, found.totalCount);
    },
  );
  app.get(ORDER_PATHS.detail, { config, schema: { querystring: queryOf({ id: Id }), response: answers(dataAnswer(OrderDetail)) } }, async (request) =>
    ok(await orders.one(sessionOf(request), request.query.id)),
  );
  app.get(
    ORDER_PATHS.export,
    { config, schema: { querystring: queryOf(OrderFilters.properties), response: answers(XlsxAnswer) } },
    async (request, reply) => sendOrdersXlsx(reply, orders.each(sessionOf(request), filterOf(request.query)), services.ctx.now()),
  );

  app.get(
    ORDER_PATHS.shopList,
    { config: shop, schema: { querystring: queryOf({ ...pagingFields(100, 20), ...shopOrderQuery }), response: answers(rowsAnswer(ShopOrder)) } },
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
  app.get(ORDER_PATHS.shopSyncs, { config: shop, schema: { querystring: query, response: answers(rowsAnswer(ShopSync)) } }, async (request) => {
    const rows = await shopOrders.syncs(sessionOf(request));
    return okRows(rows, rows.length);
  });
  app.post(
    ORDER_PATHS.shopSync,
    { config: shop, schema: { querystring: query, body: closedBody(Type.Object(shopSyncFields)), response: answers(dataAnswer(SyncResult)) } },
    async (request) => ok(await shopOrders.sync(sessionOf(request), request.body.shop)),
  );

  if (devRoutesEnabled()) {
    const devPlace = { querystring: query, body: closedBody(Type.Object(devPlaceFields)), response: answers(dataAnswer(PlacedOrder)) };
    app.post(ORDER_PATHS.devPlace, { config, schema: devPlace }, async (request) => {
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
    const sweep = { querystring: query, response: answers(dataAnswer(Type.Object({ failed: Type.Integer() }))) };
    app.post(ORDER_PATHS.devSweep, { config, schema: sweep }, async () => ok({ failed: await refundFailedGroups(services.ctx) }));
  }
}
