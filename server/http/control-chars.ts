// Names never keep control characters: they would corrupt headers, logs and file listings.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARS = /[\u0000-\u001f\u007f]/g;

export function hasControlChars(text: string): boolean {
  return new RegExp(CONTROL_CHARS.source).test(text);
}

export function stripControlChars(text: string): string {
  return text.replace(CONTROL_CHARS, '');
}
