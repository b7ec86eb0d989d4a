/**
 * What an area brings to the shared side. Two files in its folder say it, each listed in one index beside this
 * file, and the central files derive everything from those lists (DESIGN.md "Layout by area"):
 *
 * - `shared/<area>/area.ts` (a `SharedArea`, listed in shared/areas.ts): its page titles, the routes its pages
 *   sit under, and its texts' type. The console loads the list at start (every page title is there before the
 *   first screen), so a manifest holds only what the shell needs.
 * - `shared/<area>/operation-labels.ts` (`OperationLabels`, listed in shared/areas-operation-log.ts): the
 *   operation log's labels of its write routes, read by the server and by the log's own screen, so apart from
 *   the manifest they stay out of the console's first load.
 */

/** page titles by path pattern (spec §2), in both locales; en has exactly the paths of zh-CN */
export type RouteTitles = { readonly 'zh-CN': Readonly<Record<string, string>>; readonly en: Readonly<Record<string, string>> };

/**
 * The route a page sits under without a menu entry of its own (shared/i18n/route-parents.ts); `keep` names the
 * query parameters that lead back to the same record.
 */
export type RouteParent = { path: string; keep?: readonly string[] };

/**
 * An area's shared manifest. `Texts` is the type of its zh-CN catalogue (`typeof planetZhCN`), from which
 * `MessageKey` (shared/i18n/i18n.ts) takes the area's keys; the catalogue itself loads with the area's screens
 * (console/areas/<area>/*-texts.ts), never through the manifest.
 */
export type SharedArea<Texts extends object = Record<never, string>> = {
  readonly routeTitles: RouteTitles;
  /** the routes its pages sit under, by path or `<prefix>/*` (shared/i18n/route-parents.ts) */
  readonly routeParents?: Readonly<Record<string, RouteParent>>;
  /** never set: it carries `Texts` to the index, which reads the area's text keys from it */
  readonly texts?: Texts;
};

/**
 * An area's part of the operation log (/setting/record). Every private write route the area registers is in
 * `routes` or `unlogged` (server/areas/operation-log/route-log.test.ts fails on one that is in neither); a route
 * may reuse a code another area names.
 */
export type OperationLabels = {
  /** `METHOD /url pattern`, as the route is registered → its label code */
  readonly routes?: Readonly<Record<string, string>>;
  /** private writes that change nothing of the teacher's business, so they are not logged, each with the reason */
  readonly unlogged?: Readonly<Record<string, string>>;
  /**
   * The names of the codes the area brings (its routes', and those its services log with `logOperation`):
   * zh-CN are the server's words (the export writes them), en has exactly the codes of zh-CN.
   */
  readonly names?: { readonly 'zh-CN': Readonly<Record<string, string>>; readonly en: Readonly<Record<string, string>> };
};
