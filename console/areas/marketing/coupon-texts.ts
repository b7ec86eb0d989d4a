import { addMessages } from '@shared/i18n/i18n.ts';
import { couponMessages } from '@shared/marketing/texts.ts';

// The coupon screens (and the product picker) bring their own texts: zh-CN at once, English when chosen.
void addMessages(couponMessages);
