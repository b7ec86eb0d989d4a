/**
 * The campaign calls of the marketing area (docs/api.md "Marketing campaigns"): for flash sales, group
 * buys, gift campaigns and red packets the list, create, update, delete, one record and 结束; for marketing pages the
 * same without 结束 and with 发布/下线. Each kind is the page of 营销中心 that shows it.
 */
import type { FastifyInstance } from 'fastify';
import { CAMPAIGN_PATHS as P } from '@shared/marketing/campaign-paths.ts';
import { ok } from '@server/http/answers.ts';
import { registerCrudRoutes, type CrudService } from '@server/http/crud-routes.ts';
import { bodySchema, idField, querySchema } from '@server/http/schemas.ts';
import { inModule, sessionOf } from '@server/http/session-plugin.ts';
import type { Session } from '@server/http/session-types.ts';
import type { Services } from '@server/services.ts';
import type { PageKey } from '@shared/menu/modules.ts';
import * as f from './campaign-fields.ts';

type Campaign<Row, Input, Query> = CrudService<Row, Input, Query> & {
  one: (session: Session, id: number) => Promise<Row>;
  stop?: (session: Session, id: number) => Promise<Row>;
};

type Paths = { findList: string; create: string; update: string; delete: string; detail: string; stop?: string };

function registerCampaign<Row, Input extends object, Query extends object>(
  app: FastifyInstance,
  paths: Paths,
  page: PageKey,
  spec: { query: Record<string, object>; fields: Record<string, object>; required: string[] },
  service: Campaign<Row, Input, Query>,
): void {
  const config = inModule(page);
  registerCrudRoutes(app, { paths, module: page, ...spec, service });
  app.get<{ Querystring: { id: number } }>(paths.detail, { config, schema: { querystring: querySchema({ id: idField }, ['id']) } }, async (request) =>
    ok(await service.one(sessionOf(request), request.query.id)),
  );
  const { stop } = service;
  if (paths.stop && stop) {
    app.post<{ Body: { id: number } }>(paths.stop, { config, schema: { querystring: querySchema(), body: bodySchema({ id: idField }) } }, async (request) =>
      ok(await stop(sessionOf(request), request.body.id)),
    );
  }
}

export function registerCampaignRoutes(app: FastifyInstance, services: Services): void {
  const { flash, group, gift, packet, pages } = services.marketingCampaigns;
  registerCampaign(app, P.flash, 'marketing.limited', { query: f.campaignQuery, fields: f.flashFields, required: f.flashRequired }, flash);
  registerCampaign(app, P.group, 'marketing.group', { query: f.campaignQuery, fields: f.groupFields, required: f.groupRequired }, group);
  registerCampaign(app, P.gift, 'marketing.course', { query: f.campaignQuery, fields: f.giftFields, required: f.giftRequired }, gift);
  registerCampaign(app, P.packet, 'marketing.packet', { query: f.campaignQuery, fields: f.packetFields, required: f.packetRequired }, packet);
  registerCampaign(app, P.page, 'marketing.page', { query: f.pageQuery, fields: f.pageFields, required: f.pageRequired }, pages);
  app.post<{ Body: { id: number; published: 0 | 1 } }>(
    P.page.publish,
    { config: inModule('marketing.page'), schema: { querystring: querySchema(), body: bodySchema({ id: idField, published: f.pageQuery.published }) } },
    async (request) => ok(await pages.publish(sessionOf(request), request.body.id, request.body.published)),
  );
}
