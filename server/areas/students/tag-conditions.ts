/**
 * What a student tag means in SQL over `owner_buyers as s` (migration 046): a manual tag is the students it was given
 * to; a rule tag is its conditions, evaluated against the student's figures and orders as they are now. The list's
 * tag filter, a tag's count, the rule preview and a student's tags all read them here.
 */
import { sql, type RawBuilder } from 'kysely';
import type { ProductRef } from '@shared/marketing/types.ts';
import type { OrderChannel } from '@shared/orders/types.ts';
import type { StudentTagKind } from '@shared/students/tag-types.ts';

export type TagTerms = {
  id: number;
  kind: StudentTagKind;
  spend_min: number | null;
  orders_min: number | null;
  channel: OrderChannel | null;
  products: readonly ProductRef[];
};

/** the orders that count as having bought: paid and not wholly refunded */
const KEPT = sql.raw(`o.status in ('paid', 'partially_refunded')`);

/** The students `terms` names, as a condition on `s`. */
export function tagCondition(terms: TagTerms): RawBuilder<boolean> {
  if (terms.kind === 'manual') return sql<boolean>`s.buyer_id in (select l.buyer_id from student_tag_links l where l.tag_id = ${terms.id})`;
  return ruleCondition(terms);
}

/** A rule's conditions, all of which hold (a rule has at least one). */
export function ruleCondition(rule: Omit<TagTerms, 'id' | 'kind'>): RawBuilder<boolean> {
  const parts: RawBuilder<boolean>[] = [];
  if (rule.spend_min !== null) parts.push(sql<boolean>`s.spend >= ${rule.spend_min}`);
  if (rule.orders_min !== null) parts.push(sql<boolean>`s.orders_n >= ${rule.orders_min}`);
  if (rule.channel !== null) parts.push(sql<boolean>`s.first_channel = ${rule.channel}`);
  if (rule.products.length > 0) {
    const named = sql.join(rule.products.map((p) => sql`(o.product_kind = ${p.kind} and o.product_id = ${p.id})`), sql` or `);
    parts.push(sql<boolean>`exists (select 1 from orders o where o.owner_id = s.owner_id and o.buyer_id = s.buyer_id and ${KEPT} and (${named}))`);
  }
  return parts.length === 0 ? sql<boolean>`1 = 0` : sql<boolean>`(${sql.join(parts, sql` and `)})`;
}
