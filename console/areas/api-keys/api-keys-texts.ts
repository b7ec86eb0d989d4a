import { addMessages } from '@shared/i18n/i18n.ts';
import { apiKeysMessages } from '@shared/api-keys/texts.ts';

// /setting/api brings its own texts: zh-CN at once, English when chosen.
void addMessages(apiKeysMessages);
