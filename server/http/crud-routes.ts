/**
 * The four calls of a resource a teacher lists, creates, edits and deletes: GET findList, POST create, update and
 * delete (JSON), each with its schema, its pages (the staff grant) and the session. The service scopes every call
 * to the caller's records: one of another teacher's answers 404 as if it did not exist.
 */
import type { FastifyInstance } from 'fastify';
import type { Page } from '@shared/api/types.ts';
import type { RouteModule } from '@shared/menu/modules.ts';
import { ok, okRows } from './answers.ts';
import { bodySchema, idField, querySchema } from './schemas.ts';
import { inModule, sessionOf } from './session-plugin.ts';
import type { Session } from './session-types.ts';

type CrudPaths = { findList: string; create: string; update: string; delete: string };

/** a list answer: the page, and anything the list shows beside it (e.g. the categories of a filter) in `data` */
export type CrudList<Row> = Page<Row> & { data?: object };

type CrudService<Row, Input, Query> = {
  list: (session: Session, query: Query) => Promise<CrudList<Row>>;
  create: (session: Session, input: Input) => Promise<Row>;
  update: (session: Session, id: number, input: Input) => Promise<Row>;
  remove: (session: Session, id: number) => Promise<void>;
};

export type CrudRoutes<Row, Input, Query> = {
  paths: CrudPaths;
  module: RouteModule;
  /** the list's pages when other pages' screens read it too (a picker); default `module` */
  listModule?: RouteModule;
  /** the create call's pages when a page of its own makes the records (创建直播); default `module` */
  createModule?: RouteModule;
  /** the list's query fields besides page and pageSize (filters, keyword, sort) */
  query: Record<string, object>;
  /** the record's fields, with the rules of shared/<area>/rules.ts; `required` among them */
  fields: Record<string, object>;
  required: string[];
  /** default 20, at most 100 a page */
  pageSize?: { default: number; max: number };
  service: CrudService<Row, Input, Query>;
};

export function registerCrudRoutes<Row, Input extends object, Query extends object>(app: FastifyInstance, spec: CrudRoutes<Row, Input, Query>): void {
  const config = inModule(spec.module);
  const size = spec.pageSize ?? { default: 20, max: 100 };
  const paging = {
    page: { type: 'integer', minimum: 1, default: 1 },
    pageSize: { type: 'integer', minimum: 1, maximum: size.max, default: size.default },
  };
  const post = (body: object) => ({ config, schema: { querystring: querySchema(), body } });

  // the schemas above have checked the shapes that the casts below name
  app.get(spec.paths.findList, { config: spec.listModule ? inModule(spec.listModule) : config, schema: { querystring: querySchema({ ...paging, ...spec.query }) } }, async (request) => {
    const found = await spec.service.list(sessionOf(request), request.query as Query);
    return { ...okRows(found.rows, found.totalCount), ...(found.data ? { data: found.data } : {}) };
  });
  const create = { config: spec.createModule ? inModule(spec.createModule) : config, schema: { querystring: querySchema(), body: bodySchema(spec.fields, spec.required) } };
  app.post(spec.paths.create, create, async (request) =>
    ok(await spec.service.create(sessionOf(request), request.body as Input)),
  );
  app.post(spec.paths.update, post(bodySchema({ id: idField, ...spec.fields }, ['id', ...spec.required])), async (request) => {
    const { id, ...input } = request.body as Input & { id: number };
    return ok(await spec.service.update(sessionOf(request), id, input as unknown as Input));
  });
  app.post<{ Body: { id: number } }>(spec.paths.delete, post(bodySchema({ id: idField })), async (request) => {
    await spec.service.remove(sessionOf(request), request.body.id);
    return ok();
  });
}
