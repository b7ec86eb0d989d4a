import { addMessages } from '@shared/i18n/i18n.ts';
import { trafficMessages } from '@shared/traffic/texts.ts';

// The traffic screen (and the allowance meter /package shows) bring their own texts: zh-CN at once, English when chosen.
void addMessages(trafficMessages);
