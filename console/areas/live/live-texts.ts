import { addMessages } from '@shared/i18n/i18n.ts';
import { liveMessages } from '@shared/live/texts.ts';

// The live screens bring their own texts: zh-CN at once, English when chosen.
void addMessages(liveMessages);
