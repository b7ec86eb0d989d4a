import { addMessages } from '@shared/i18n/i18n.ts';
import { studentsMessages } from '@shared/students/texts.ts';

// The student screens bring their own texts: zh-CN at once, English when chosen.
void addMessages(studentsMessages);
