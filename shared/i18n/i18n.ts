import { atom, computed } from 'nanostores';
import { persistentAtom } from '@nanostores/persistent';
import type { AreaMessageKey } from '@shared/areas.ts';
import type { ConsoleMessageKey } from './console-zh-CN.ts';
import type { GuideMessageKey } from './guide/zh-CN.ts';
import type { HelpMessageKey } from './help/zh-CN.ts';
import type { MaterialMessageKey } from './materials/zh-CN.ts';
import type { NetworkBannerMessageKey } from './network-banner/zh-CN.ts';
import type { NotificationMessageKey } from './notifications/zh-CN.ts';
import type { UploaderMessageKey } from './uploader/zh-CN.ts';
import type { UploadMessageKey } from './uploads/zh-CN.ts';
import { zhCN, type CoreMessageKey } from './zh-CN.ts';
import { interpolate, type MessageParams } from './interpolate.ts';

import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from './locales.ts';

export { interpolate, type MessageParams, type Locale };

/** The widgets' texts: the common ones (zh-CN.ts) and each element's own (registered by the element). */
type WidgetMessageKey =
  | CoreMessageKey
  | GuideMessageKey
  | HelpMessageKey
  | MaterialMessageKey
  | NetworkBannerMessageKey
  | NotificationMessageKey
  | UploaderMessageKey
  | UploadMessageKey;
/** every text key: the widgets', the console's own and each area's (shared/areas.ts) */
export type MessageKey = WidgetMessageKey | ConsoleMessageKey | AreaMessageKey;
export type Translate = (key: MessageKey, params?: MessageParams) => string;

const LOCALE_STORAGE_KEY = 'lectern_locale';

export type Catalog = Partial<Record<MessageKey, string>>;

/** Texts of one part of the product: zh-CN at hand, English fetched when it is chosen. */
export type MessageSet = { 'zh-CN': Catalog; en: () => Promise<Catalog> };

/**
 * The texts every widget may show. Each element adds its own set when its code loads, and the console adds its
 * own and every widget's at start-up (`addMessages`), so a page using one element downloads that element's texts
 * and none of the console's.
 */
const messageSets: MessageSet[] = [{ 'zh-CN': zhCN, en: () => import('./en.ts').then((module) => module.en) }];

/**
 * The catalogues loaded so far. zh-CN, the default, is always there; another locale loads when it is
 * chosen (`loadLocale`), so pages in Chinese, the widgets' script-tag bundle above all, never download it.
 * Until it arrives its texts fall back to zh-CN.
 */
export const $catalogs = atom<Partial<Record<Locale, Catalog>>>({ 'zh-CN': zhCN });

const loading = new Map<Locale, Promise<void>>();

async function fetchCatalog(locale: Locale, sets: MessageSet[]): Promise<Catalog> {
  const parts = await Promise.all(sets.map((set) => (locale === 'zh-CN' ? set['zh-CN'] : set[locale]())));
  return Object.assign({}, ...parts) as Catalog;
}

function merge(locale: Locale, catalog: Catalog): void {
  $catalogs.set({ ...$catalogs.get(), [locale]: { ...$catalogs.get()[locale], ...catalog } });
}

export function loadLocale(locale: Locale): Promise<void> {
  if ($catalogs.get()[locale]) return Promise.resolve();
  let pending = loading.get(locale);
  if (!pending) {
    pending = fetchCatalog(locale, messageSets).then(
      (catalog) => merge(locale, catalog),
      (error: unknown) => {
        loading.delete(locale); // offline: the zh-CN fallback stays, and a later use tries again
        throw error;
      },
    );
    loading.set(locale, pending);
  }
  return pending;
}

/** Adds a part's texts (once; adding the same set again does nothing); a locale already loaded (or loading) gets them too. */
export async function addMessages(set: MessageSet): Promise<void> {
  if (messageSets.includes(set)) return;
  messageSets.push(set);
  merge('zh-CN', set['zh-CN']);
  await Promise.all(
    LOCALES.filter((locale) => locale !== 'zh-CN' && ($catalogs.get()[locale] || loading.has(locale))).map(async (locale) => {
      await loading.get(locale);
      merge(locale, await fetchCatalog(locale, [set]));
    }),
  );
}

/** The catalogue of a locale, asking for it to load when it is not there yet. */
function catalogOf(locale: Locale): Catalog {
  const catalog = $catalogs.get()[locale];
  if (!catalog) loadLocale(locale).catch(() => undefined);
  return catalog ?? zhCatalog();
}

function zhCatalog(): Catalog {
  return $catalogs.get()['zh-CN'] ?? zhCN;
}

/** The chosen locale, kept in plain (not encrypted) storage and synced across tabs. */
export const $locale = persistentAtom<Locale>(LOCALE_STORAGE_KEY, DEFAULT_LOCALE, {
  encode: (locale: Locale) => locale,
  decode: (raw: string) => (isLocale(raw) ? raw : DEFAULT_LOCALE),
  listen: true,
});


export function translate(locale: Locale, key: MessageKey, params?: MessageParams): string {
  return interpolate(catalogOf(locale)[key] ?? zhCatalog()[key] ?? key, params);
}

/** Text in the current locale; outside a reactive context (stores, API client). Components use `$t`. */
export function t(key: MessageKey, params?: MessageParams): string {
  return translate($locale.get(), key, params);
}

/** A translate function that changes with the locale, so components re-render on a switch. */
export const $t = computed([$locale, $catalogs], (locale): Translate => (key, params) => translate(locale, key, params));

/** Every loaded locale's text for one key: for matching a server message that may come in either language. */
export function allTexts(key: MessageKey): string[] {
  return LOCALES.flatMap((locale) => $catalogs.get()[locale]?.[key] ?? []);
}
