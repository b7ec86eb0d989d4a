import { loadLocale } from '../../shared/i18n/i18n.ts';

// Tests switch locales synchronously; the app loads a non-default catalogue when it is chosen.
await loadLocale('en');
