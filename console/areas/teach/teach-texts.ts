import { addMessages } from '@shared/i18n/i18n.ts';
import { teachMessages } from '@shared/teach/texts.ts';

// The teaching screens bring their own texts: zh-CN at once, English when chosen.
void addMessages(teachMessages);
