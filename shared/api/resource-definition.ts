/**
 * A plain resource, defined once: the record a list shows, what a teacher writes for one, the fields its list is
 * filtered by, and the four calls that serve it (GET `<base>/findList`, POST `<base>/create`, `update`, `delete`,
 * JSON). The server registers its routes from the definition (server/http/resource-routes.ts), the console calls them
 * through `resourceClient` (resource-client.ts), and both sides' types are the schemas' (`RecordOf`, `InputOf`,
 * `ListQueryOf`). A contract: the server imports it, so it holds no client.
 */
import { Type, type Static, type TObject, type TProperties } from 'typebox';

type CrudPaths = { findList: string; create: string; update: string; delete: string };

/** The four calls of a resource under `base`. */
export const crudPaths = (base: string): CrudPaths => ({
  findList: `${base}/findList`,
  create: `${base}/create`,
  update: `${base}/update`,
  delete: `${base}/delete`,
});

export type ResourceDefinition<
  Rec extends TObject = TObject,
  Input extends TObject = TObject,
  Query extends TProperties = TProperties,
  ListData extends TObject | undefined = TObject | undefined,
> = {
  paths: CrudPaths;
  record: Rec;
  input: Input;
  /** the list's fields besides `page` and `pageSize` (filters, keyword, sort) */
  query: TObject<Query>;
  /** what the list answers beside its rows in `data` (the categories of a filter …), if anything */
  listData: ListData;
  /** rows a page: `default` unless asked, at most `max` */
  pageSize: { default: number; max: number };
};

export function defineResource<Rec extends TObject, Input extends TObject, Query extends TProperties = Record<never, never>, ListData extends TObject | undefined = undefined>(definition: {
  base: string;
  /** paths that differ from `crudPaths(base)` (a list the spec names `/list` …) */
  paths?: Partial<CrudPaths>;
  record: Rec;
  input: Input;
  query?: Query;
  listData?: ListData;
  pageSize?: { default: number; max: number };
}): ResourceDefinition<Rec, Input, Query, ListData> {
  return {
    paths: { ...crudPaths(definition.base), ...definition.paths },
    record: definition.record,
    input: definition.input,
    query: Type.Object(definition.query ?? ({} as Query)),
    listData: definition.listData as ListData,
    pageSize: definition.pageSize ?? { default: 20, max: 100 },
  };
}

export type RecordOf<D extends ResourceDefinition> = Static<D['record']>;
export type InputOf<D extends ResourceDefinition> = Static<D['input']>;
/** what a list answers beside its rows: `{data}` when the definition names it */
export type ListDataOf<D extends ResourceDefinition> = D['listData'] extends TObject ? { data: Static<D['listData']> } : object;
/** a list call's query: its page and the definition's fields */
export type ListQueryOf<D extends ResourceDefinition> = Static<D['query']> & { page: number; pageSize: number };
