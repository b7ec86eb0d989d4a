import { PLANET_CLASSES, type PlanetClassId } from './classes.ts';

/** The catalogue key of a class's name. */
type PlanetClassKey = `planet.class.${PlanetClassId}`;

/**
 * The classes' names in the zh-CN catalogue, by id: these Chinese names are what the server answers (GET classes)
 * and planets keep only ids, so a screen names a class by its id in the reader's language (texts-en.ts has English).
 */
export const PLANET_CLASS_TEXTS = Object.fromEntries(
  PLANET_CLASSES.flatMap((parent) => [parent, ...parent.children]).map((item) => [`planet.class.${item.id}`, item.name]),
) as Record<PlanetClassKey, string>;

/** A class's name in the reader's language. */
export function planetClassName(id: PlanetClassId, translate: (key: PlanetClassKey) => string): string {
  return translate(`planet.class.${id}`);
}
