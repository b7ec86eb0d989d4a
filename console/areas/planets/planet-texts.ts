import { addMessages } from '@shared/i18n/i18n.ts';
import { planetMessages } from '@shared/planets/texts.ts';

// The planet screens bring their own texts (shared/i18n/planet-zh-CN.ts): zh-CN at once, English when chosen.
void addMessages(planetMessages);
