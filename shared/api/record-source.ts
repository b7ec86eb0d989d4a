/**
 * One answer that is no list (a planet, its figures, a menu, the current plan) as the console's screen kit reads
 * it: the cache's name and how to fetch it for a query. Areas declare theirs in `shared/<area>/resources.ts`
 * beside their list resources; screens read them with the kit's `useRecord` and never call the client.
 *
 * The name follows the resources' `<area>/<records>`; a change that names `<area>` (or the name itself) as stale
 * fetches it again.
 */
export type RecordSource<T, Query extends object> = {
  name: string;
  read: (query: Query) => Promise<T>;
};
