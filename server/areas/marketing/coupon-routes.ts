/**
 * The coupon calls (docs/api.md "Marketing: coupons"): coupons, 结束, code batches, codes and their .xlsx
 * export, the page 优惠券 (`marketing.coupon`); and the teacher's sellable products, which every marketing page and
 * the order centre read.
 */
import type { FastifyInstance } from 'fastify';
import { COUPON_PATHS as P, MARKETING_PRODUCT_PATHS } from '@shared/marketing/paths.ts';
import { ok, okRows } from '@server/http/answers.ts';
import { registerCrudRoutes } from '@server/http/crud-routes.ts';
import { bodySchema, querySchema } from '@server/http/schemas.ts';
import { inModule, sessionOf } from '@server/http/session-plugin.ts';
import { pagesOf } from '@shared/menu/modules.ts';
import { sendXlsx } from '@server/http/xlsx-stream.ts';
import type { Services } from '@server/services.ts';
import type { CodeQuery } from './coupon-codes.ts';
import { codeQuery, couponFields, couponQuery, couponRequired, generateFields, idField, productQuery } from './coupon-fields.ts';
import type { ProductQuery } from './products.ts';

const paging = (size: number) => ({ page: { type: 'integer', minimum: 1, default: 1 }, pageSize: { type: 'integer', minimum: 1, maximum: 100, default: size } });

/** the columns of a batch's export */
const CODE_COLUMNS = [{ header: '优惠码', width: 16 }, { header: '状态', width: 10 }, { header: '兑换人', width: 20 }, { header: '兑换时间', width: 20 }];

export function registerCouponRoutes(app: FastifyInstance, services: Services): void {
  const { coupons, codes, products } = services.coupons;
  const config = inModule('marketing.coupon');

  registerCrudRoutes(app, { paths: P.coupon, module: 'marketing.coupon', query: couponQuery, fields: couponFields, required: couponRequired, service: coupons });

  app.get<{ Querystring: { id: number } }>(P.detail, { config, schema: { querystring: querySchema({ id: idField }, ['id']) } }, async (request) =>
    ok(await coupons.one(sessionOf(request), request.query.id)),
  );
  app.post<{ Body: { id: number } }>(P.stop, { config, schema: { querystring: querySchema(), body: bodySchema({ id: idField }) } }, async (request) =>
    ok(await coupons.stop(sessionOf(request), request.body.id)),
  );

  app.get<{ Querystring: CodeQuery }>(P.codes.findList, { config, schema: { querystring: querySchema({ ...paging(20), ...codeQuery }, ['coupon_id']) } }, async (request) => {
    const found = await codes.list(sessionOf(request), request.query);
    return okRows(found.rows, found.totalCount);
  });
  app.get<{ Querystring: { coupon_id: number } }>(P.codes.batches, { config, schema: { querystring: querySchema({ coupon_id: idField }, ['coupon_id']) } }, async (request) => {
    const rows = await codes.batches(sessionOf(request), request.query.coupon_id);
    return okRows(rows, rows.length);
  });
  app.post<{ Body: { coupon_id: number; count: number } }>(P.codes.generate, { config, schema: { querystring: querySchema(), body: bodySchema(generateFields) } }, async (request) =>
    ok(await codes.generate(sessionOf(request), request.body.coupon_id, request.body.count)),
  );
  app.get<{ Querystring: { batch_id: number } }>(P.codes.export, { config, schema: { querystring: querySchema({ batch_id: idField }, ['batch_id']) } }, async (request, reply) => {
    const file = await codes.exportBatch(sessionOf(request), request.query.batch_id);
    return sendXlsx(reply, file.fileName, CODE_COLUMNS, file.rows);
  });

  app.get<{ Querystring: ProductQuery }>(MARKETING_PRODUCT_PATHS.products, { config: inModule([...pagesOf('marketing'), 'order.center']), schema: { querystring: querySchema({ ...paging(10), ...productQuery }) } }, async (request) => {
    const found = await products.list(sessionOf(request), request.query);
    return okRows(found.rows, found.totalCount);
  });
}
