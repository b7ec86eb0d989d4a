/** `{name}` placeholders, filled without the locale stores, so the server can render a catalogue's text too. */
export type MessageParams = Record<string, string | number>;

/** Replaces every `{name}` whose name is in params; unknown placeholders stay visible so they get noticed. */
export function interpolate(text: string, params?: MessageParams): string {
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    return value === undefined ? whole : String(value);
  });
}
