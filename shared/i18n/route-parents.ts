/**
 * Routes that sit under another route without a menu entry of their own — a record's editor, its detail and the
 * detail's sections under the list they are opened from — so that the breadcrumb can show the way back
 * (首页 / 我的星球 / 星球详情 / 星球成员). Beside route-titles/, which names every route; each area names its own in
 * its manifest (shared/<area>/area.ts).
 *
 * A key is a path, or `<prefix>/*` for every path under the prefix (the exact path wins, then the longest prefix).
 * `keep` names the query parameters that lead back to the same record (a planet's `id`).
 */
import type { RouteParent } from '@shared/area-manifest.ts';
import { SHARED_AREAS } from '@shared/areas.ts';

export type { RouteParent };

/** every area's (its manifest, shared/<area>/area.ts) */
const ROUTE_PARENTS: Record<string, RouteParent> = Object.fromEntries(SHARED_AREAS.flatMap((area) => Object.entries(area.routeParents ?? {})));

/** The route a path sits under, if any. */
export function routeParent(path: string, parents: Record<string, RouteParent> = ROUTE_PARENTS): RouteParent | undefined {
  const exact = parents[path];
  if (exact) return exact;
  let best: { prefix: string; parent: RouteParent } | undefined;
  for (const [key, parent] of Object.entries(parents)) {
    if (!key.endsWith('/*')) continue;
    const prefix = key.slice(0, -1);
    if (path.startsWith(prefix) && path.length > prefix.length && (!best || prefix.length > best.prefix.length)) best = { prefix, parent };
  }
  return best?.parent;
}

/** Every route above a path, the farthest first (a loop in the table stops the walk). */
export function routeAncestors(path: string, parents: Record<string, RouteParent> = ROUTE_PARENTS): RouteParent[] {
  const chain: RouteParent[] = [];
  const seen = new Set([path]);
  for (let parent = routeParent(path, parents); parent && !seen.has(parent.path); parent = routeParent(parent.path, parents)) {
    seen.add(parent.path);
    chain.unshift(parent);
  }
  return chain;
}

/** The address of a parent, with the kept query parameters of the current address. */
export function parentHref(parent: RouteParent, search: URLSearchParams): string {
  const query = new URLSearchParams();
  for (const key of parent.keep ?? []) {
    const value = search.get(key);
    if (value !== null) query.set(key, value);
  }
  const text = query.toString();
  return text ? `${parent.path}?${text}` : parent.path;
}
