import { addMessages } from '@shared/i18n/i18n.ts';
import { fundsMessages } from '@shared/funds/texts.ts';

// The funds screens (and the ledger lines other screens show) bring their own texts: zh-CN at once, English when chosen.
void addMessages(fundsMessages);
