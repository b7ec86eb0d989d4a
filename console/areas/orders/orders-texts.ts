import { addMessages } from '@shared/i18n/i18n.ts';
import { ordersMessages } from '@shared/orders/texts.ts';

// The order screens bring their own texts: zh-CN at once, English when chosen.
void addMessages(ordersMessages);
