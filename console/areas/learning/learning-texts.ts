import { addMessages } from '@shared/i18n/i18n.ts';
import { learningMessages } from '@shared/learning/texts.ts';

// The learning screens bring their own texts: zh-CN at once, English when chosen.
void addMessages(learningMessages);
