/**
 * Data centre calls (issue 15; docs/api.md "Data centre"): the sales analysis and its export. Module 数据中心
 * (`database`).
 */
import type { FastifyInstance } from 'fastify';
import { DATA_CENTRE_PATHS as P } from '@shared/data-centre/paths.ts';
import type { SalesQuery } from '@shared/data-centre/types.ts';
import { ORDER_CHANNELS } from '@shared/orders/types.ts';
import { ok } from '@server/http/answers.ts';
import { querySchema } from '@server/http/schemas.ts';
import { inModule, sessionOf } from '@server/http/session-plugin.ts';
import { RULE_KEYWORD } from '@server/http/validation.ts';
import { PRODUCT_KINDS } from '@server/areas/orders/fields.ts';
import type { Services } from '@server/services.ts';
import { sendSalesXlsx } from './sales-export.ts';

const config = inModule('database');
const day = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$', [RULE_KEYWORD]: '必须是 YYYY-MM-DD' } as const;
const oneOf = (values: readonly string[]) => ({ type: 'string', enum: [...values], [RULE_KEYWORD]: `必须是 ${values.join('、')} 之一` }) as const;
const salesQuery = querySchema({ start: day, end: day, channel: oneOf(ORDER_CHANNELS), product_kind: oneOf(PRODUCT_KINDS) }, ['start', 'end']);

const queryOf = (q: SalesQuery): SalesQuery => ({
  start: q.start,
  end: q.end,
  ...(q.channel ? { channel: q.channel } : {}),
  ...(q.product_kind ? { product_kind: q.product_kind } : {}),
});

export function registerDataCentreRoutes(app: FastifyInstance, services: Services): void {
  const { sales } = services;
  app.get<{ Querystring: SalesQuery }>(P.sales, { config, schema: { querystring: salesQuery } }, async (request) =>
    ok(await sales.report(sessionOf(request), queryOf(request.query))),
  );
  app.get<{ Querystring: SalesQuery }>(P.salesExport, { config, schema: { querystring: salesQuery } }, async (request, reply) =>
    sendSalesXlsx(reply, await sales.report(sessionOf(request), queryOf(request.query))),
  );
}
