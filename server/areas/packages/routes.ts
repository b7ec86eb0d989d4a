/**
 * Resource packages (docs/api.md "Resource packages"): the catalogue, what the account has now, and the
 * orders through the payment stand-in (pay channel default wx_pub_qr and env default 2, spec §9). Creating and
 * refunding move money and carry an Idempotency-Key header. With LECTERN_DEV_ROUTES=1 (never in production)
 * `order/paid` is the payment platform's notice that an order was paid. The page 资源包 (`materials.package`).
 */
import type { FastifyInstance } from 'fastify';
import { PACKAGE_PATHS as P } from '@shared/packages/paths.ts';
import type { PackageOrderStatus } from '@shared/packages/types.ts';
import { PAY_CHANNELS, PAY_ENVS, type PayChannel, type PayEnv } from '@shared/planet-funds/types.ts';
import { ok, okRows } from '@server/http/answers.ts';
import { bodySchema, idField, pageFields, querySchema } from '@server/http/schemas.ts';
import { inModule, sessionOf } from '@server/http/session-plugin.ts';
import { RULE_KEYWORD } from '@server/http/validation.ts';
import { idempotencyKeyOf } from '@server/areas/funds/routes.ts';
import { devRoutesEnabled } from '@server/config.ts';
import type { Services } from '@server/services.ts';

const config = inModule('materials.package');

/** spec §9: payment channel default wx_pub_qr, environment default 2 */
const payFields = {
  pay_channel: { type: 'string', enum: [...PAY_CHANNELS], default: 'wx_pub_qr', [RULE_KEYWORD]: '必须是 wx_pub_qr（微信扫码支付）' },
  env: { type: 'integer', enum: [...PAY_ENVS], default: 2, [RULE_KEYWORD]: '必须是 1（沙箱）或 2（生产）' },
} as const;

type PayBody = { pay_channel: PayChannel; env: PayEnv };
type IdBody = { id: number };

export function registerPackageRoutes(app: FastifyInstance, services: Services): void {
  const { packages } = services;
  const { orders } = packages;
  const idBody = { config, schema: { querystring: querySchema(), body: bodySchema({ id: idField }) } };

  app.get(P.list, { config, schema: { querystring: querySchema() } }, async () => {
    const rows = await packages.catalogue();
    return okRows(rows, rows.length);
  });
  app.get(P.current, { config, schema: { querystring: querySchema() } }, async (request) => ok(await packages.overview(sessionOf(request))));

  app.post<{ Body: PayBody & { package_id: number } }>(
    P.orderCreate,
    { config, schema: { querystring: querySchema(), body: bodySchema({ package_id: idField, ...payFields }, ['package_id']) } },
    async (request) => ok(await orders.create(sessionOf(request), request.body.package_id, request.body.pay_channel, request.body.env, idempotencyKeyOf(request))),
  );
  app.get<{ Querystring: { page: number; pageSize: number; status?: PackageOrderStatus } }>(
    P.orderList,
    { config, schema: { querystring: querySchema({ ...pageFields(50, 10), status: { type: 'integer', enum: [0, 1, 2, 3], [RULE_KEYWORD]: '必须是 0、1、2 或 3' } }) } },
    async (request) => {
      const found = await orders.list(sessionOf(request), request.query.page, request.query.pageSize, request.query.status);
      return okRows(found.rows, found.totalCount);
    },
  );
  app.get<{ Querystring: IdBody }>(P.orderDetail, { config, schema: { querystring: querySchema({ id: idField }, ['id']) } }, async (request) =>
    ok(await orders.detail(sessionOf(request), request.query.id)),
  );
  app.post<{ Body: IdBody }>(P.orderClose, idBody, async (request) => ok(await orders.close(sessionOf(request), request.body.id)));
  app.post<{ Body: IdBody & PayBody }>(
    P.orderRefund,
    { config, schema: { querystring: querySchema(), body: bodySchema({ id: idField, ...payFields }, ['id']) } },
    async (request) => ok(await orders.refund(sessionOf(request), request.body.id, request.body.pay_channel, request.body.env, idempotencyKeyOf(request))),
  );
  if (devRoutesEnabled()) {
    app.post<{ Body: IdBody }>(P.orderPaid, idBody, async (request) => ok(await orders.pay(sessionOf(request), request.body.id)));
  }
}
