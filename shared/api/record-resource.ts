/**
 * One record of the caller that is read and saved whole (a settings page), as the console's screen kit sees it;
 * the one-record sibling of `Resource` (resource.ts). Areas declare theirs in `shared/<area>/resources.ts`.
 */
export type RecordResource<T, Input = T> = {
  /** the cache's name for the record: `<area>/<record>`, e.g. `planet-mode/live-settings` */
  name: string;
  read: () => Promise<T>;
  save: (input: Input) => Promise<unknown>;
  /** other resources a save makes stale */
  affects?: readonly string[];
};
