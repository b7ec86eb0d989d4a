/**
 * The campaign calls of the marketing area (docs/api.md "Marketing campaigns"): for flash sales, group
 * buys, gift campaigns and red packets the list, create, update, delete, one record and 结束; for marketing pages the
 * same without 结束 and with 发布/下线. Each kind is the page of 营销中心 that shows it.
 */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { RecordOf, ResourceDefinition } from '@shared/api/resource-definition.ts';
import { Flag, Id, Type } from '@shared/api/schema.ts';
import { CAMPAIGN_PATHS as P } from '@shared/marketing/campaign-paths.ts';
import { flashSales, giftCampaigns, groupBuys, MarketingPage, marketingPages, packets } from '@shared/marketing/campaign-types.ts';
import { answers, dataAnswer } from '@server/http/answer-schemas.ts';
import { ok } from '@server/http/answers.ts';
import { registerResourceRoutes, type ResourceRoutes } from '@server/http/resource-routes.ts';
import { closedBody, idBody, queryOf } from '@server/http/schemas.ts';
import { inModule, sessionOf } from '@server/http/session-plugin.ts';
import type { Session } from '@server/http/session-types.ts';
import type { Services } from '@server/services.ts';
import type { PageKey } from '@shared/menu/modules.ts';

type Campaign<D extends ResourceDefinition> = ResourceRoutes<D>['service'] & {
  one: (session: Session, id: number) => Promise<RecordOf<D>>;
  stop?: (session: Session, id: number) => Promise<RecordOf<D>>;
};

/** The kind's plain calls, its one record and, with `stopPath`, its 结束. */
function registerCampaign<D extends ResourceDefinition>(server: FastifyInstance, resource: D, detailPath: string, stopPath: string | null, page: PageKey, service: Campaign<D>): void {
  const app = server.withTypeProvider<TypeBoxTypeProvider>();
  const config = inModule(page);
  const one = answers(dataAnswer(resource.record));
  registerResourceRoutes(server, { resource, module: page, service });
  app.get(detailPath, { config, schema: { querystring: queryOf({ id: Id }), response: one } }, async (request) => ok(await service.one(sessionOf(request), request.query.id)));
  const { stop } = service;
  if (stopPath && stop) {
    app.post(stopPath, { config, schema: { querystring: queryOf({}), body: idBody(), response: one } }, async (request) => ok(await stop(sessionOf(request), request.body.id)));
  }
}

export function registerCampaignRoutes(server: FastifyInstance, services: Services): void {
  const app = server.withTypeProvider<TypeBoxTypeProvider>();
  const { flash, group, gift, packet, pages } = services.marketingCampaigns;
  registerCampaign(server, flashSales, P.flash.detail, P.flash.stop, 'marketing.limited', flash);
  registerCampaign(server, groupBuys, P.group.detail, P.group.stop, 'marketing.group', group);
  registerCampaign(server, giftCampaigns, P.gift.detail, P.gift.stop, 'marketing.course', gift);
  registerCampaign(server, packets, P.packet.detail, P.packet.stop, 'marketing.packet', packet);
  registerCampaign(server, marketingPages, P.page.detail, null, 'marketing.page', pages);
  app.post(
    P.page.publish,
    { config: inModule('marketing.page'), schema: { querystring: queryOf({}), body: closedBody(Type.Object({ id: Id, published: Flag() })), response: answers(dataAnswer(MarketingPage)) } },
    async (request) => ok(await pages.publish(sessionOf(request), request.body.id, request.body.published)),
  );
}
