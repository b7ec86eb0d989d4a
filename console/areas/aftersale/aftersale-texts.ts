import { addMessages } from '@shared/i18n/i18n.ts';
import { aftersaleMessages } from '@shared/aftersale/texts.ts';
import { ordersMessages } from '@shared/orders/texts.ts';

// The after-sale screens bring their own texts, and the order screens' words they show (statuses, product types):
// zh-CN at once, English when chosen.
void addMessages(aftersaleMessages);
void addMessages(ordersMessages);
