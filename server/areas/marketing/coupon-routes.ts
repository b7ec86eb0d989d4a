/**
 * The coupon calls (docs/api.md "Marketing: coupons"): coupons, 结束, code batches, codes and their .xlsx
 * export, the page 优惠券 (`marketing.coupon`); and the teacher's sellable products, which every marketing page and
 * the order centre read.
 */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Id, Type } from '@shared/api/schema.ts';
import { whole } from '@shared/marketing/fields.ts';
import { COUPON_LIMITS as L } from '@shared/marketing/limits.ts';
import { COUPON_PATHS as P, MARKETING_PRODUCT_PATHS } from '@shared/marketing/paths.ts';
import { Coupon, CouponCode, CouponCodeBatch, CouponCodeQuery, coupons as couponResource, MarketingProduct, ProductQuery } from '@shared/marketing/types.ts';
import { answers, dataAnswer, rowsAnswer, XlsxAnswer } from '@server/http/answer-schemas.ts';
import { ok, okRows } from '@server/http/answers.ts';
import { registerResourceRoutes } from '@server/http/resource-routes.ts';
import { closedBody, idBody, queryOf } from '@server/http/schemas.ts';
import { inModule, sessionOf } from '@server/http/session-plugin.ts';
import { pagesOf } from '@shared/menu/modules.ts';
import { sendXlsx } from '@server/http/xlsx-stream.ts';
import type { Services } from '@server/services.ts';

const codeQuery = queryOf(CouponCodeQuery.properties);
const productQuery = queryOf(ProductQuery.properties);

/** the columns of a batch's export */
const CODE_COLUMNS = [{ header: '优惠码', width: 16 }, { header: '状态', width: 10 }, { header: '兑换人', width: 20 }, { header: '兑换时间', width: 20 }];

export function registerCouponRoutes(server: FastifyInstance, services: Services): void {
  const app = server.withTypeProvider<TypeBoxTypeProvider>();
  const { coupons, codes, products } = services.coupons;
  const config = inModule('marketing.coupon');
  const one = answers(dataAnswer(Coupon));

  registerResourceRoutes(server, { resource: couponResource, module: 'marketing.coupon', service: coupons });

  app.get(P.detail, { config, schema: { querystring: queryOf({ id: Id }), response: one } }, async (request) => ok(await coupons.one(sessionOf(request), request.query.id)));
  app.post(P.stop, { config, schema: { querystring: queryOf({}), body: idBody(), response: one } }, async (request) => ok(await coupons.stop(sessionOf(request), request.body.id)));

  app.get(P.codes.findList, { config, schema: { querystring: codeQuery, response: answers(rowsAnswer(CouponCode)) } }, async (request) => {
    const found = await codes.list(sessionOf(request), request.query);
    return okRows(found.rows, found.totalCount);
  });
  app.get(P.codes.batches, { config, schema: { querystring: queryOf({ coupon_id: Id }), response: answers(rowsAnswer(CouponCodeBatch)) } }, async (request) => {
    const rows = await codes.batches(sessionOf(request), request.query.coupon_id);
    return okRows(rows, rows.length);
  });
  const generateBody = closedBody(Type.Object({ coupon_id: Id, count: whole(L.codesMin, L.codesMax, '（个）') }));
  app.post(P.codes.generate, { config, schema: { querystring: queryOf({}), body: generateBody, response: answers(dataAnswer(CouponCodeBatch)) } }, async (request) =>
    ok(await codes.generate(sessionOf(request), request.body.coupon_id, request.body.count)),
  );
  app.get(P.codes.export, { config, schema: { querystring: queryOf({ batch_id: Id }), response: answers(XlsxAnswer) } }, async (request, reply) => {
    const file = await codes.exportBatch(sessionOf(request), request.query.batch_id);
    return sendXlsx(reply, file.fileName, CODE_COLUMNS, file.rows);
  });

  app.get(
    MARKETING_PRODUCT_PATHS.products,
    { config: inModule([...pagesOf('marketing'), 'order.center']), schema: { querystring: productQuery, response: answers(rowsAnswer(MarketingProduct)) } },
    async (request) => {
      const found = await products.list(sessionOf(request), request.query);
      return okRows(found.rows, found.totalCount);
    },
  );
}
