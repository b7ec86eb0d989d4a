import type { Page } from './types.ts';

/**
 * An area's records as the console's screen kit sees them (react-admin's data provider, one per resource): how to
 * list them and, where the area allows it, create, update and remove one. Areas declare theirs in
 * `shared/<area>/resources.ts` over their client calls; screens hand them to the kit and never call the client.
 */
export type Resource<Row, Query, Input = never, Extra = object> = {
  /** the cache's name for these records: `<area>/<records>`, e.g. `planet-mode/wiki` */
  name: string;
  list: (query: Query) => Promise<Page<Row> & Extra>;
  create?: (input: Input) => Promise<unknown>;
  update?: (row: Row, input: Input) => Promise<unknown>;
  remove?: (row: Row) => Promise<unknown>;
  /** other resources a change here makes stale (a count or figure shown elsewhere) */
  affects?: readonly string[];
};
