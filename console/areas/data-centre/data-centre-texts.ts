import { addMessages } from '@shared/i18n/i18n.ts';
import { dataCentreMessages } from '@shared/data-centre/texts.ts';

// The data centre screens bring their own texts: zh-CN at once, English when chosen.
void addMessages(dataCentreMessages);
