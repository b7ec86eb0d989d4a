import { addMessages } from '@shared/i18n/i18n.ts';
import { staffMessages } from '@shared/staff/texts.ts';

// The staff and role screens bring their own texts: zh-CN at once, English when chosen.
void addMessages(staffMessages);
