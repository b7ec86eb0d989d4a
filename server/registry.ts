/**
 * The areas add their tables (`AreaTables`, server/db/schema.ts) and their services (`AreaServices`,
 * server/services.ts) to registries by declaration merging, each under its own name, in their manifests
 * (server/areas/<area>/area.ts). So the central types list no area, and the files that import them (every route,
 * every query) never import the list of areas back: no import cycle.
 */

/** One type of every member of a union: `A | B` gives `A & B`. */
export type Intersection<Union> = (Union extends unknown ? (member: Union) => void : never) extends (all: infer All) => void ? All : never;

/** All of a registry's entries as one type: `{ a: A; b: B }` gives `A & B`. */
export type Merged<Registry> = Intersection<Registry[keyof Registry]>;
