import { addMessages } from '@shared/i18n/i18n.ts';
import { certificationMessages } from '@shared/certification/texts.ts';

// The certification screens bring their own texts: zh-CN at once, English when chosen.
void addMessages(certificationMessages);
