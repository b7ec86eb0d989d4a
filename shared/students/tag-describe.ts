/** A rule tag's conditions in words, for the tag list (the console passes its translator). */
import { formatFen } from '@shared/format/currency.ts';
import type { TagRule } from './tag-types.ts';

type Translate = (key: 'tags.rule.spend' | 'tags.rule.orders' | 'tags.rule.channel' | 'tags.rule.products' | 'tags.rule.productGone', values?: Record<string, string | number>) => string;

/** Each condition of the rule, in the order the edit page asks them. */
export function ruleParts(rule: TagRule, t: Translate, channelName: (channel: NonNullable<TagRule['channel']>) => string): string[] {
  const parts: string[] = [];
  if (rule.spend_min !== null) parts.push(t('tags.rule.spend', { amount: formatFen(rule.spend_min) }));
  if (rule.orders_min !== null) parts.push(t('tags.rule.orders', { n: rule.orders_min }));
  if (rule.channel !== null) parts.push(t('tags.rule.channel', { channel: channelName(rule.channel) }));
  if (rule.products.length > 0) parts.push(t('tags.rule.products', { titles: rule.products.map((p) => (p.title ? `《${p.title}》` : t('tags.rule.productGone'))).join('、') }));
  return parts;
}
