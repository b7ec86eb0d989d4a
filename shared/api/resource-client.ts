/** The console's calls of a plain resource, from its definition (resource-definition.ts), and its screen-kit resource. */
import { api } from './default-client.ts';
import { dataOf } from './errors.ts';
import type { Resource } from './resource.ts';
import type { InputOf, ListQueryOf, RecordOf, ResourceDefinition } from './resource-definition.ts';
import { pageOf, type Page } from './types.ts';

/** Drops the filters left empty ('' or undefined): the server then applies none. */
function setFilters(query: object): Record<string, string | number> {
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== '' && value !== undefined && value !== null)) as Record<string, string | number>;
}

/** The console's calls of a resource, typed by its definition. */
export function resourceClient<D extends ResourceDefinition>(definition: D) {
  const { paths } = definition;
  const post = async (path: string, body: unknown) => dataOf(await api().postJson<RecordOf<D>>(path, body));
  return {
    list: async (query: ListQueryOf<D>): Promise<Page<RecordOf<D>>> => pageOf<RecordOf<D>>(await api().get(paths.findList, setFilters(query))),
    create: (input: InputOf<D>) => post(paths.create, input),
    update: (id: number, input: InputOf<D>) => post(paths.update, { id, ...input }),
    remove: async (id: number): Promise<void> => {
      await api().postJson(paths.delete, { id });
    },
  };
}

type Calls<Row, Query, Input> = {
  list: (query: Query) => Promise<Page<Row>>;
  create: (input: Input) => Promise<Row>;
  update: (id: number, input: Input) => Promise<Row>;
  remove: (id: number) => Promise<void>;
};

/** A resource's calls as the console's screen kit takes them (shared/api/resource.ts), its form read by `inputOf`. */
export function crudResource<Row extends { id: number }, Query, Input, Form>(
  name: string,
  calls: Calls<Row, Query, Input>,
  inputOf: (form: Form) => Input,
): Resource<Row, Query, Form> {
  return {
    name,
    list: (query) => calls.list(query),
    create: (form) => calls.create(inputOf(form)),
    update: (row, form) => calls.update(row.id, inputOf(form)),
    remove: (row) => calls.remove(row.id),
  };
}
