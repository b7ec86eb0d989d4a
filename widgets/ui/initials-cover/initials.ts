/**
 * What a generated cover shows for a record without a picture: the initials of its name, on a colour picked from
 * its id, so the same record always gets the same cover and neighbours tend to differ.
 */

/** Colours that carry white text at 4.5:1 or more. */
export const COVER_COLOURS = ['#1f5fbf', '#1a7f37', '#8250df', '#b35900', '#0e7c86', '#c0305a', '#5b6472', '#7d5a00'] as const;

const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
/** a character worth showing: a letter, a digit or a pictograph (not a bracket, quote or other punctuation) */
const SHOWN = /[\p{L}\p{N}\p{Extended_Pictographic}]/u;
/** letters of a script with capitals (Latin, Greek, Cyrillic): such names get two initials, like "NS" */
const CASED = /^[\p{Lu}\p{Ll}\p{Lt}]/u;

/** the first character worth showing of each word */
const headsOf = (name: string) =>
  name.split(/\s+/u).flatMap((word) => {
    for (const { segment } of segmenter.segment(word)) if (SHOWN.test(segment)) return [segment];
    return [];
  });

/** The cover's text: the first character of a name ("夜" for 夜景与星空), or two capitals for words ("NS"). */
export function initialsOf(name: string): string {
  const [head, next] = headsOf(name);
  if (!head) return '';
  if (!CASED.test(head)) return head;
  return (head + (next && CASED.test(next) ? next : '')).toUpperCase();
}

/** The cover's colour for a record's id (or any other stable key). */
export function coverColourOf(seed: number | string): string {
  let n = typeof seed === 'number' ? Math.abs(Math.trunc(seed)) : 0;
  if (typeof seed === 'string') for (const char of seed) n = (n * 31 + char.codePointAt(0)!) >>> 0;
  return COVER_COLOURS[n % COVER_COLOURS.length]!;
}
