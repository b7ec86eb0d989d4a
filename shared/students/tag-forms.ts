/** The tag edit page's form (/user/tags/edit) and the call's input it makes; spend typed in yuan. */
import type { OrderChannel } from '@shared/orders/types.ts';
import { fenOfYuan } from './resources.ts';
import type { StudentTag, StudentTagInput, StudentTagKind, TagProduct } from './tag-types.ts';

export type TagForm = {
  name: string;
  kind: StudentTagKind;
  /** yuan as typed; '' for no such condition */
  spend: string;
  /** a whole number as typed; '' for no such condition */
  orders: string;
  channel: '' | OrderChannel;
  products: TagProduct[];
};

const yuanOf = (fen: number) => (fen % 100 === 0 ? String(fen / 100) : (fen / 100).toFixed(2));

export function tagFormOf(tag: StudentTag | null): TagForm {
  const rule = tag?.rule;
  return {
    name: tag?.name ?? '',
    kind: tag?.kind ?? 'rule',
    spend: rule?.spend_min != null ? yuanOf(rule.spend_min) : '',
    orders: rule?.orders_min != null ? String(rule.orders_min) : '',
    channel: rule?.channel ?? '',
    products: rule?.products ?? [],
  };
}

/** The rule the form states (conditions left empty are none); null for a manual tag. */
export function ruleOfForm(form: TagForm): StudentTagInput['rule'] {
  if (form.kind === 'manual') return null;
  return {
    spend_min: fenOfYuan(form.spend) ?? null,
    orders_min: /^\d{1,6}$/.test(form.orders.trim()) ? Number(form.orders.trim()) : null,
    channel: form.channel || null,
    products: form.products.map((p) => ({ kind: p.kind, id: p.id })),
  };
}

export const tagInputOf = (form: TagForm): StudentTagInput => ({ name: form.name.trim(), kind: form.kind, rule: ruleOfForm(form) });
