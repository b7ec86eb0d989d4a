/** The interface's languages, without the locale stores, so the server can check a `lang` it is sent. */
export type Locale = 'zh-CN' | 'en';

export const LOCALES: readonly Locale[] = ['zh-CN', 'en'];
export const DEFAULT_LOCALE: Locale = 'zh-CN';

export function isLocale(value: unknown): value is Locale {
  return LOCALES.includes(value as Locale);
}
