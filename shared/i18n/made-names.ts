/**
 * Names the server makes itself (the default material category, the platform's plans and packages) are stored in
 * Chinese with a stable code beside them (docs/decisions.md "Server-made names in the reader's language"). A screen
 * shows the catalogue's name for the code in the reader's language while the row still carries the name the server
 * gave it; renamed, it shows what is stored, which is then someone's own words.
 */
export function madeCode<C extends string>(made: Readonly<Record<C, string>>, code: string | null | undefined, name: string): C | undefined {
  if (code === null || code === undefined || !Object.hasOwn(made, code)) return undefined;
  return made[code as C] === name ? (code as C) : undefined;
}
