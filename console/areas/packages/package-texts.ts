import { addMessages } from '@shared/i18n/i18n.ts';
import { packagesMessages } from '@shared/packages/texts.ts';

// The /package screen brings its own texts: zh-CN at once, English when chosen.
void addMessages(packagesMessages);
