/** The member-facing menu of a planet: its entries' order, names and visibility. */
import { defaultPlanetMenu, menuProblem } from '@shared/planet-members/rules.ts';
import { menuProblemText } from './problem-texts.ts';
import { PLANET_MENU_KEYS, type PlanetMenuItem } from '@shared/planet-members/types.ts';
import { fail } from '@server/errors.ts';
import { hasControlChars } from '@server/http/control-chars.ts';
import { seconds, type ServiceContext } from '@server/db/context.ts';
import type { PlanetAreaDeps } from '@server/areas/planets/area-deps.ts';
import type { Session } from '@server/http/session-types.ts';

function parseMenu(json: string): PlanetMenuItem[] {
  const fallback = defaultPlanetMenu();
  try {
    const stored: unknown = JSON.parse(json);
    if (!Array.isArray(stored)) return fallback;
    const items = stored.filter(
      (item): item is PlanetMenuItem =>
        typeof item === 'object' && item !== null && PLANET_MENU_KEYS.includes((item as PlanetMenuItem).key) && typeof (item as PlanetMenuItem).name === 'string',
    );
    const seen = new Set(items.map((item) => item.key));
    // an entry added to the product after the planet saved its menu shows at the end
    return [...items.map((item) => ({ key: item.key, name: item.name, visible: item.visible === 0 ? 0 : 1 }) as const), ...fallback.filter((item) => !seen.has(item.key))];
  } catch {
    return fallback;
  }
}

export function createMenuService(ctx: ServiceContext, deps: PlanetAreaDeps) {
  const { db } = ctx;
  return {
    async menus(session: Session, planetId: number): Promise<PlanetMenuItem[]> {
      await deps.planets.requireOwned(session, planetId);
      const row = await db.selectFrom('planet_menus').select('items').where('planet_id', '=', planetId).executeTakeFirst();
      return row ? parseMenu(row.items) : defaultPlanetMenu();
    },

    async updateMenus(session: Session, planetId: number, items: PlanetMenuItem[]): Promise<PlanetMenuItem[]> {
      await deps.planets.requireOwned(session, planetId);
      const cleaned = items.map((item) => ({ key: item.key, name: item.name.trim(), visible: item.visible }));
      const problem = menuProblem(cleaned);
      if (problem) throw fail.validation(menuProblemText(problem));
      if (cleaned.some((item) => hasControlChars(item.name))) throw fail.validation('参数错误：name 不能包含控制字符');
      const now = seconds(ctx.now);
      const json = JSON.stringify(cleaned);
      await db
        .insertInto('planet_menus')
        .values({ planet_id: planetId, items: json, updated_at: now })
        .onConflict((oc) => oc.column('planet_id').doUpdateSet({ items: json, updated_at: now }))
        .execute();
      return cleaned;
    },
  };
}
