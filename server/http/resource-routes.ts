/**
 * The four routes of a plain resource (shared/api/resource-definition.ts), from its definition: GET findList,
 * POST create, update and delete (JSON), each with its request schema, its 200 answer, its pages (the staff grant)
 * and the session. The service scopes every call to the caller's records: one of another teacher's answers 404 as
 * if it did not exist.
 */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { InputOf, ListDataOf, ListQueryOf, RecordOf, ResourceDefinition } from '@shared/api/resource-definition.ts';
import { Id, Type } from '@shared/api/schema.ts';
import type { Page } from '@shared/api/types.ts';
import type { RouteModule } from '@shared/menu/modules.ts';
import { answers, dataAnswer, EmptyAnswer, rowsAnswer, rowsWithDataAnswer } from './answer-schemas.ts';
import { ok, okRows } from './answers.ts';
import { closedBody, clientQueryFields } from './schemas.ts';
import { inModule, sessionOf } from './session-plugin.ts';
import type { Session } from './session-types.ts';

type ResourceService<D extends ResourceDefinition> = {
  list: (session: Session, query: ListQueryOf<D>) => Promise<Page<RecordOf<D>> & ListDataOf<D>>;
  create: (session: Session, input: InputOf<D>) => Promise<RecordOf<D>>;
  update: (session: Session, id: number, input: InputOf<D>) => Promise<RecordOf<D>>;
  remove: (session: Session, id: number) => Promise<void>;
};

export type ResourceRoutes<D extends ResourceDefinition> = {
  resource: D;
  module: RouteModule;
  /** the list's pages when other pages' screens read it too (a picker); default `module` */
  listModule?: RouteModule;
  /** the create call's pages when a page of its own makes the records (创建直播); default `module` */
  createModule?: RouteModule;
  service: ResourceService<D>;
};

export function registerResourceRoutes<D extends ResourceDefinition>(server: FastifyInstance, spec: ResourceRoutes<D>): void {
  const app = server.withTypeProvider<TypeBoxTypeProvider>();
  const { paths, record, input, query, pageSize, listData } = spec.resource;
  const config = inModule(spec.module);
  const clientQuery = Type.Object(clientQueryFields);
  const listQuery = Type.Object({
    ...clientQueryFields,
    page: Type.Integer({ minimum: 1, default: 1 }),
    pageSize: Type.Integer({ minimum: 1, maximum: pageSize.max, default: pageSize.default }),
    ...query.properties,
  });
  const one = answers(dataAnswer(record));

  app.get(
    paths.findList,
    {
      config: spec.listModule ? inModule(spec.listModule) : config,
      schema: { querystring: listQuery, response: answers(listData ? rowsWithDataAnswer(record, listData) : rowsAnswer(record)) },
    },
    async (request) => {
      // the definition's query fields and the paging, as the schema above checked them
      const found = await spec.service.list(sessionOf(request), request.query as ListQueryOf<D>);
      return { ...okRows(found.rows, found.totalCount), ...('data' in found ? { data: found.data } : {}) };
    },
  );
  app.post(
    paths.create,
    { config: spec.createModule ? inModule(spec.createModule) : config, schema: { querystring: clientQuery, body: closedBody(input), response: one } },
    async (request) => ok(await spec.service.create(sessionOf(request), request.body as InputOf<D>)),
  );
  const updateBody = closedBody(Type.Object({ id: Id, ...input.properties }));
  app.post(paths.update, { config, schema: { querystring: clientQuery, body: updateBody, response: one } }, async (request) => {
    const { id, ...rest } = request.body as InputOf<D> & { id: number };
    return ok(await spec.service.update(sessionOf(request), id, rest as InputOf<D>));
  });
  app.post(
    paths.delete,
    { config, schema: { querystring: clientQuery, body: closedBody(Type.Object({ id: Id })), response: answers(EmptyAnswer) } },
    async (request) => {
      await spec.service.remove(sessionOf(request), request.body.id);
      return ok();
    },
  );
}
