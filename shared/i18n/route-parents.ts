/**
 * Routes that sit under another route without a menu entry of their own — a record's editor, its detail and the
 * detail's sections under the list they are opened from — so that the breadcrumb can show the way back
 * (首页 / 我的星球 / 星球详情 / 星球成员). Beside route-titles/, which names every route.
 *
 * A key is a path, or `<prefix>/*` for every path under the prefix (the exact path wins, then the longest prefix).
 * `keep` names the query parameters that lead back to the same record (a planet's `id`).
 */
export type RouteParent = { path: string; keep?: readonly string[] };

const planetParents = (base: '' | '/p'): Record<string, RouteParent> => ({
  [`${base}/planet/editPlanet`]: { path: `${base}/planet/list` },
  [`${base}/planet/detail`]: { path: `${base}/planet/list` },
  [`${base}/planet/detail/*`]: { path: `${base}/planet/detail`, keep: ['id'] },
  [`${base}/planet/detail/cards/punchcardList`]: { path: `${base}/planet/detail/cards`, keep: ['id'] },
  [`${base}/planet/detail/homework/homeworkList`]: { path: `${base}/planet/detail/homework`, keep: ['id'] },
});

/** the live pages opened from 直播列表 rather than from the menu */
const liveParents: Record<string, RouteParent> = {
  '/live/edit': { path: '/live/list' },
  '/live/batch': { path: '/live/list' },
  '/live/soft': { path: '/live/list' },
};

/** a coupon's editor and codes are opened from 优惠券 */
const couponParents: Record<string, RouteParent> = {
  '/marketing/coupon/add': { path: '/marketing/coupon' },
  '/marketing/coupon/edit': { path: '/marketing/coupon' },
  '/marketing/coupon/code': { path: '/marketing/coupon' },
};

/** a refund request's detail is opened from 退款 */
const aftersaleParents: Record<string, RouteParent> = {
  '/aftersale/detail': { path: '/aftersale/index' },
};

/** the activity order is opened from 课程活动 */
const courseParents: Record<string, RouteParent> = {
  '/course/activity/sort': { path: '/course/activityList' },
};

/** the withdrawal and payee pages are opened from 账户余额, the payout account pages from 收款账户 */
const fundsParents: Record<string, RouteParent> = {
  '/accounting/extractCash': { path: '/accounting/balance' },
  '/accounting/hybridExtractCash': { path: '/accounting/balance' },
  '/accounting/extractCashSuccess': { path: '/accounting/balance' },
  '/accounting/balance/*': { path: '/accounting/balance' },
  '/setting/accounting/*': { path: '/setting/accounting' },
};

const ROUTE_PARENTS: Record<string, RouteParent> = { ...planetParents(''), ...planetParents('/p'), ...liveParents, ...courseParents, ...couponParents, ...aftersaleParents, ...fundsParents };

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
