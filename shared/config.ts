import { atom } from 'nanostores';
import { $locale, type Locale } from './i18n/i18n.ts';

export type LecternConfig = {
  /** origin (or path prefix) of the API; '' means same origin */
  apiBase: string;
  /** sent as the `app` query parameter of every call (spec §7) */
  app: string;
  /** sent as the `appid` query parameter of every call */
  appid: string;
  /** where redirect states 10002, 10003 and 10004 send the user (spec §8 "send to an assistant site") */
  assistantUrl: string;
  /** the V1.0 entry of the version menu (docs/decisions.md) */
  legacyUrl: string;
  /** the console's sign-in page, where the widgets send a teacher without a session */
  loginUrl: string;
  locale?: Locale;
};

export const DEFAULT_CONFIG: LecternConfig = {
  apiBase: '',
  app: 'lectern',
  appid: 'console',
  assistantUrl: '/helps',
  legacyUrl: '/examples/legacy-v1.html',
  loginUrl: '/login',
};

export const $config = atom<LecternConfig>({ ...DEFAULT_CONFIG });

/** Merges the given settings; a locale also switches `$locale` (`window.Lectern.configure`, DESIGN.md). */
export function configure(partial: Partial<LecternConfig>): void {
  const defined = Object.fromEntries(Object.entries(partial).filter(([, value]) => value !== undefined));
  $config.set({ ...$config.get(), ...defined });
  if (partial.locale) $locale.set(partial.locale);
}
