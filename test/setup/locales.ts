import { consoleMessages } from '@shared/i18n/console-messages.ts';
import { addMessages, loadLocale } from '@shared/i18n/i18n.ts';
import { planetMessages } from '@shared/planets/texts.ts';
import { teachMessages } from '@shared/teach/texts.ts';

// Tests switch locales synchronously; the app loads a non-default catalogue when it is chosen.
await addMessages(consoleMessages);
await addMessages(planetMessages);
await addMessages(teachMessages);
await loadLocale('en');
