/**
 * The one definition of what a name may not keep.
 *
 * - Control characters (C0 and DEL): they would corrupt headers, logs and file listings.
 * - Invisible format characters (Unicode category Cf): bidirectional overrides, embeddings and isolates
 *   (U+202A–U+202E, U+2066–U+2069), zero-width spaces, joiners and marks (U+200B–U+200F), the word joiner and
 *   invisible operators (U+2060–U+2064), the BOM (U+FEFF), the soft hyphen … They make a name show other than it
 *   is: 'invoice\u202Egnp.png' displays as 'invoicepng.gnp'.
 *
 * Names and titles lose their format characters wherever they come in: request bodies through the Ajv keyword
 * `x-name` (server/content/clean-text.ts), which bodySchema puts on every name and title field (a control
 * character there is refused, as before, by the routes that check for it), and upload file names (multipart and
 * tus) through cleanName in the materials' displayName, which drops control characters too.
 */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARS = /[\u0000-\u001f\u007f]/g;
const FORMAT_CHARS = /\p{Cf}/gu;

export function hasControlChars(text: string): boolean {
  return new RegExp(CONTROL_CHARS.source).test(text);
}

export function stripControlChars(text: string): string {
  return text.replace(CONTROL_CHARS, '');
}

export function stripFormatChars(text: string): string {
  return text.replace(FORMAT_CHARS, '');
}

/** A name or title as it is stored: no control characters, no invisible format characters. */
export function cleanName(text: string): string {
  return stripFormatChars(stripControlChars(text));
}
