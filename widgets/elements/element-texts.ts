import { addMessages, type MessageSet } from '@shared/i18n/i18n.ts';

/**
 * An element's own texts (shared/i18n/<part>/), added when its chunk loads, before it renders: a page downloads
 * the texts of the elements it uses. English ones load only when English is chosen; where they cannot load
 * (offline), the element speaks Chinese, as every widget does until a catalogue arrives.
 */
export function addElementTexts(...sets: MessageSet[]): void {
  for (const set of sets) addMessages(set).catch((error: unknown) => console.warn('Lectern widgets: could not load texts', error));
}
