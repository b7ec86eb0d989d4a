/**
 * Module keys (spec §6; docs/api.md "Modules"): every private API route declares the module it belongs to, and the
 * server refuses a staff account a route outside the modules its menu shows. A key names a top-level entry of the
 * menu catalogue (server/areas/menu/catalog.ts), the same grant the menu reads; the same key may name an entry of
 * each mode (资金 is `accounting` in both). `shell` is Home's: always shown, always allowed.
 */
export const SHELL = 'shell';

export const MODULE_KEYS = [
  // teacher centre (the planet list is also the planet member mode's 我的星球)
  'planet',
  'course',
  'content',
  'live',
  'teach',
  'materials',
  'platform',
  'interaction',
  'marketing',
  'order',
  'aftersale',
  'user',
  'database',
  'accounting',
  'guide',
  'setting',
  // planet member mode
  'planet-activity',
  'planet-user',
  'planet-lesson',
  'planet-live',
  'planet-wiki',
  'planet-future',
  'planet-vip',
  'course-guide',
] as const;

export type ModuleKey = (typeof MODULE_KEYS)[number];

/**
 * What a private route declares: `shell` (every signed-in account), its module, or the modules whose screens use it
 * (a picker of another group's data), any one of which grants it.
 */
export type RouteModule = typeof SHELL | ModuleKey | readonly ModuleKey[];

/** Whether an account holding `granted` may call a route of `module`; a route that declares none is refused. */
export function moduleAllows(module: RouteModule | undefined, granted: ReadonlySet<string>): boolean {
  if (module === undefined) return false;
  if (module === SHELL) return true;
  return typeof module === 'string' ? granted.has(module) : module.some((key) => granted.has(key));
}
