import { addMessages } from '@shared/i18n/i18n.ts';
import { coursesMessages } from '@shared/courses/texts.ts';

// The course screens bring their own texts: zh-CN at once, English when chosen.
void addMessages(coursesMessages);
