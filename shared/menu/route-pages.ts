/**
 * Which menu page opens each console route (docs/decisions.md "Page permissions"): a route the menu lists is its
 * own page; every other private route (a form, a detail, a step) belongs to the pages that lead to it, and a staff
 * account opens it only while its menu shows one of them, as the server answers its calls only then. A few routes
 * are every signed-in account's.
 */

/** Home, the account's own settings (the avatar menu opens them) and the messages. */
const OPEN_ROUTES: ReadonlySet<string> = new Set(['/dashboard', '/p/dashboard', '/setting/self', '/chat']);

const COURSES_WITH_LESSONS = ['/course/video/manage', '/course/audio', '/course/richtext', '/course/mixture', '/course/private'];
const COURSE_PAGES = [...COURSES_WITH_LESSONS, '/course/column', '/course/service'];
const INTERACTION_PAGES = ['/interaction/punch', '/interaction/exam', '/interaction/practice', '/interaction/homework', '/interaction/question'];

/** The menu pages that lead to each route the menu does not list. */
const ROUTE_OWNERS: Readonly<Record<string, readonly string[]>> = {
  '/course/video/create': ['/course/video/manage'],
  '/course/audio/create': ['/course/audio'],
  '/course/audio/manage': ['/course/audio'],
  '/course/richtext/create': ['/course/richtext'],
  '/course/richtext/manage': ['/course/richtext'],
  '/course/mixture/create': ['/course/mixture'],
  '/course/mixture/manage': ['/course/mixture'],
  '/course/column/create': ['/course/column'],
  '/course/column/copy': ['/course/column'],
  '/course/column/manage': ['/course/column'],
  '/course/video/poster': COURSE_PAGES,
  '/course/video/playbill': COURSE_PAGES,
  '/course/lesson': COURSES_WITH_LESSONS,
  '/course/activity/sort': ['/course/activityList'],
  '/content/video/edit': ['/content/video'],
  '/content/video/batch': ['/content/video'],
  '/content/audio/edit': ['/content/audio'],
  '/content/audio/batch': ['/content/audio'],
  '/content/rich/edit': ['/content/rich'],
  '/live/edit': ['/live/list'],
  '/live/batch': ['/live/list', '/live/create'],
  '/live/soft': ['/live/list', '/live/create'],
  '/quick/live': ['/live/list', '/live/create'],
  '/platform/list': ['/platform/dy', '/platform/ks', '/platform/sph', '/platform/xhs', '/platform/code'],
  '/platform/dy/edit': ['/platform/dy'],
  '/platform/ks/edit': ['/platform/ks'],
  '/platform/sph/edit': ['/platform/sph'],
  '/platform/xhs/edit': ['/platform/xhs'],
  '/interaction/punch/edit': ['/interaction/punch'],
  '/interaction/punch/detail': ['/interaction/punch'],
  '/interaction/cert/edit': ['/interaction/cert'],
  '/interaction/activity': INTERACTION_PAGES,
  '/interaction/detection': ['/interaction/exam'],
  '/interaction/test': ['/interaction/exam', '/interaction/practice'],
  '/interaction/qapayment': ['/interaction/question'],
  '/user/detail': ['/user/index'],
  '/user/tags/edit': ['/user/tags'],
  '/groups/autoreply': ['/user/groups'],
  '/marketing/coupon/add': ['/marketing/coupon'],
  '/marketing/coupon/edit': ['/marketing/coupon'],
  '/marketing/coupon/code': ['/marketing/coupon'],
  '/marketing/limited/create': ['/marketing/limited'],
  '/marketing/limited/edit': ['/marketing/limited'],
  '/marketing/group/create': ['/marketing/group'],
  '/marketing/group/edit': ['/marketing/group'],
  '/marketing/course/create': ['/marketing/course'],
  '/marketing/course/edit': ['/marketing/course'],
  '/marketing/packet/create': ['/marketing/packet'],
  '/marketing/packet/edit': ['/marketing/packet'],
  '/aftersale/detail': ['/aftersale/index'],
  '/accounting/balance/person': ['/accounting/balance/indentify'],
  '/accounting/balance/company': ['/accounting/balance/indentify'],
  '/accounting/extractCash': ['/accounting/balance'],
  '/accounting/extractCashSuccess': ['/accounting/balance'],
  '/accounting/hybridExtractCash': ['/accounting/balance'],
  '/setting/accounting/add': ['/setting/accounting'],
  '/setting/accounting/edit': ['/setting/accounting'],
  '/setting/accounting/qualification': ['/setting/accounting'],
  // what 账号设置 links to: the operation log, API keys, the teacher profile and certification
  ...Object.fromEntries(
    [
      '/setting/record', '/setting/api', '/setting/myRoleApply', '/setting/roleBaseInfoApply', '/setting/roleClassInfoApply',
      '/setting/roleAuthInfoApply', '/setting/ttScope', '/setting/teacher/information', '/setting/identificationApply',
      '/setting/IdentificationSuccess', '/setting/enterpriseBaseInfoApply', '/setting/enterpriseClassInfoApply',
      '/setting/enterpriseAuthInfoApply',
    ].map((path) => [path, ['/setting/self']]),
  ),
  '/guide/index': ['/setting/guide'],
  '/p/setting/accounting/add': ['/p/accounting/balance'],
  '/p/planet/wxGroup': ['/p/planet/list'],
};

/** A planet's pages belong to the planet list of its mode. */
function planetOwner(path: string): string | undefined {
  if (/^\/planet\/(editPlanet|detail)(\/|$)/.test(path)) return '/planet/list';
  if (/^\/p\/planet\/(editPlanet|detail)(\/|$)/.test(path)) return '/p/planet/list';
  return undefined;
}

/** The menu pages that open `path` (itself first); empty for a route every signed-in account opens. */
export function pagesOpening(path: string): readonly string[] {
  if (OPEN_ROUTES.has(path)) return [];
  const planet = planetOwner(path);
  return [path, ...(ROUTE_OWNERS[path] ?? []), ...(planet ? [planet] : [])];
}

/** Whether a staff account whose menu shows the pages `menuPaths` may open the private route `path`. */
export function menuOpens(path: string, menuPaths: ReadonlySet<string>): boolean {
  const pages = pagesOpening(path);
  return pages.length === 0 || pages.some((page) => menuPaths.has(page));
}
