/**
 * Module and page keys (spec §6; docs/api.md "Modules"; docs/decisions.md "Page permissions"). A module names a
 * top-level entry of the menu catalogue (server/areas/menu/catalog.ts); a page names one entry a role can tick: a
 * leaf of a group (`user.tags`), or the entry itself when it has no leaves (`planet`). Every private API route
 * declares the pages whose screens call it, and the server lets a staff account in only when its menu shows one of
 * them. The same key may name an entry of each mode (资金's 账户余额 is `accounting.balance` in both). `shell` is
 * Home's: always shown, always allowed.
 */
export const SHELL = 'shell';

/** Each module with its pages; an empty list: the module is one page, named by its own key. */
const MODULE_PAGES = {
  // teacher centre (the planet list is also the planet member mode's 我的星球)
  planet: [],
  course: ['column', 'video', 'audio', 'richtext', 'mixture', 'private', 'service', 'activity', 'evaluation'],
  content: ['video', 'audio', 'rich'],
  live: ['list', 'create'],
  teach: ['teacher', 'book', 'courseware'],
  materials: ['source', 'traffic', 'package'],
  platform: ['dy', 'ks', 'sph', 'xhs', 'code'],
  interaction: ['punch', 'exam', 'practice', 'homework', 'question', 'cert', 'form', 'comment', 'documents', 'pages'],
  marketing: ['coupon', 'limited', 'group', 'course', 'packet', 'page'],
  order: ['center', 'manage'],
  aftersale: ['index', 'appeal'],
  user: ['dashboard', 'index', 'tags', 'groups'],
  database: ['analysis', 'course', 'student', 'living', 'costomer'],
  accounting: ['detail', 'balance', 'income', 'tax', 'identify', 'home'],
  guide: [],
  setting: ['self', 'accounting', 'index', 'role'],
  // planet member mode
  'planet-activity': [],
  'planet-user': [],
  'planet-lesson': [],
  'planet-live': ['list', 'database', 'setting'],
  'planet-wiki': [],
  'planet-future': [],
  'planet-vip': [],
  'course-guide': [],
} as const;

type Pages = typeof MODULE_PAGES;
export type ModuleKey = keyof Pages;
// distributes over a union of modules
type PageOf<M extends ModuleKey> = M extends ModuleKey ? (Pages[M]['length'] extends 0 ? M : `${M}.${Pages[M][number]}`) : never;
/** One page a role can tick, which routes declare. */
export type PageKey = PageOf<ModuleKey>;

export const MODULE_KEYS = Object.keys(MODULE_PAGES) as ModuleKey[];

/** The pages of a module, in menu order. */
export function pagesOf<M extends ModuleKey>(module: M): PageOf<M>[] {
  const pages: readonly string[] = MODULE_PAGES[module];
  return (pages.length === 0 ? [module] : pages.map((page) => `${module}.${page}`)) as PageOf<M>[];
}

export const PAGE_KEYS: readonly PageKey[] = MODULE_KEYS.flatMap((module) => pagesOf(module));

/** The module a page belongs to. */
export function moduleOfPage(page: PageKey): ModuleKey {
  return page.split('.')[0] as ModuleKey;
}

/**
 * What a route declares: `shell` (every signed-in account), the page whose screen calls it, or every page whose
 * screens call it (a list several pages show, a picker of another group's data), any one of which grants it.
 */
export type RouteModule = typeof SHELL | PageKey | readonly PageKey[];

const pagesOfRoute = (module: Exclude<RouteModule, typeof SHELL>): readonly PageKey[] => (typeof module === 'string' ? [module] : module);

/** Whether an account whose menu shows the pages `granted` may call a route of `module`; one that declares none is refused. */
export function moduleAllows(module: RouteModule | undefined, granted: ReadonlySet<string>): boolean {
  if (module === undefined) return false;
  if (module === SHELL) return true;
  return pagesOfRoute(module).some((page) => granted.has(page));
}

/** The modules of a route's pages (an API key's scopes and the operation log name modules); Home's is `shell`. */
export function modulesOfRoute(module: RouteModule): (ModuleKey | typeof SHELL)[] {
  if (module === SHELL) return [SHELL];
  return [...new Set(pagesOfRoute(module).map(moduleOfPage))];
}
