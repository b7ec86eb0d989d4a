import { computed } from 'nanostores';
import { persistentAtom } from '@nanostores/persistent';
import { zhCN, type MessageKey } from './zh-CN.ts';
import { en } from './en.ts';

export type { MessageKey } from './zh-CN.ts';
export type Locale = 'zh-CN' | 'en';
export type MessageParams = Record<string, string | number>;
export type Translate = (key: MessageKey, params?: MessageParams) => string;

export const LOCALES: readonly Locale[] = ['zh-CN', 'en'];
export const DEFAULT_LOCALE: Locale = 'zh-CN';
export const LOCALE_STORAGE_KEY = 'lectern_locale';

export const catalogs: Record<Locale, Record<MessageKey, string>> = { 'zh-CN': zhCN, en };

export function isLocale(value: unknown): value is Locale {
  return LOCALES.includes(value as Locale);
}

/** The chosen locale, kept in plain (not encrypted) storage and synced across tabs. */
export const $locale = persistentAtom<Locale>(LOCALE_STORAGE_KEY, DEFAULT_LOCALE, {
  encode: (locale: Locale) => locale,
  decode: (raw: string) => (isLocale(raw) ? raw : DEFAULT_LOCALE),
  listen: true,
});

/** Replaces every `{name}` whose name is in params; unknown placeholders stay visible so they get noticed. */
export function interpolate(text: string, params?: MessageParams): string {
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    return value === undefined ? whole : String(value);
  });
}

export function translate(locale: Locale, key: MessageKey, params?: MessageParams): string {
  return interpolate(catalogs[locale][key] ?? zhCN[key] ?? key, params);
}

/** Text in the current locale; outside a reactive context (stores, API client). Components use `$t`. */
export function t(key: MessageKey, params?: MessageParams): string {
  return translate($locale.get(), key, params);
}

/** A translate function that changes with the locale, so components re-render on a switch. */
export const $t = computed($locale, (locale): Translate => (key, params) => translate(locale, key, params));

/** Every locale's text for one key: for matching a server message that may come in either language. */
export function allTexts(key: MessageKey): string[] {
  return LOCALES.map((locale) => catalogs[locale][key]);
}
