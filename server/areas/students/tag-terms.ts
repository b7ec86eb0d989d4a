/**
 * Reading a teacher's tags as terms (what they mean: tag-conditions.ts) and which of them students have now: the
 * manual tags they were given and the rule tags whose conditions they meet. The student list, detail and export
 * show them; the list filters by one.
 */
import type { RawBuilder } from 'kysely';
import type { ProductKind } from '@shared/marketing/pricing.ts';
import type { StudentTagRef } from '@shared/students/tag-types.ts';
import type { Db } from '@server/db/database.ts';
import { ruleCondition, type TagTerms } from './tag-conditions.ts';

export type TagRow = TagTerms & { name: string; created_at: number; updated_at: number };

/** The owner's tags (those of `ids` when given), oldest first, with their rules' products. */
export async function tagRows(db: Db, ownerId: number, ids?: readonly number[]): Promise<TagRow[]> {
  if (ids && ids.length === 0) return [];
  let q = db
    .selectFrom('student_tags')
    .select(['id', 'name', 'kind', 'spend_min', 'orders_min', 'channel', 'created_at', 'updated_at'])
    .where('owner_id', '=', ownerId);
  if (ids) q = q.where('id', 'in', [...ids]);
  const rows = await q.orderBy('id').execute();
  const ruleIds = rows.filter((row) => row.kind === 'rule').map((row) => row.id);
  const products = ruleIds.length
    ? await db.selectFrom('student_tag_products').select(['tag_id', 'product_kind', 'product_id']).where('tag_id', 'in', ruleIds).orderBy('tag_id').orderBy('product_kind').orderBy('product_id').execute()
    : [];
  return rows.map((row) => ({
    ...row,
    spend_min: row.spend_min === null ? null : Number(row.spend_min),
    orders_min: row.orders_min === null ? null : Number(row.orders_min),
    products: products.filter((p) => p.tag_id === row.id).map((p) => ({ kind: p.product_kind as ProductKind, id: Number(p.product_id) })),
  }));
}

/** Each of `buyerIds`' tags now (manual ones given, rule ones met), in the tags' order; a buyer without any is absent. */
export async function tagsOfStudents(db: Db, ownerId: number, buyerIds: readonly number[]): Promise<Map<number, StudentTagRef[]>> {
  const found = new Map<number, StudentTagRef[]>();
  if (buyerIds.length === 0) return found;
  const tags = await tagRows(db, ownerId);
  if (tags.length === 0) return found;
  const having = new Map<number, Set<number>>();
  const links = await db
    .selectFrom('student_tag_links')
    .select(['tag_id', 'buyer_id'])
    .where('owner_id', '=', ownerId)
    .where('buyer_id', 'in', [...buyerIds])
    .execute();
  for (const link of links) having.set(link.tag_id, (having.get(link.tag_id) ?? new Set()).add(link.buyer_id));
  for (const tag of tags.filter((t) => t.kind === 'rule')) {
    const met = await db
      .selectFrom('owner_buyers as s')
      .select('s.buyer_id')
      .where('s.owner_id', '=', ownerId)
      .where('s.buyer_id', 'in', [...buyerIds])
      .where(ruleCondition(tag))
      .execute();
    having.set(tag.id, new Set(met.map((row) => row.buyer_id)));
  }
  for (const buyerId of buyerIds) {
    const refs = tags.filter((tag) => having.get(tag.id)?.has(buyerId)).map((tag) => ({ id: tag.id, name: tag.name, kind: tag.kind }));
    if (refs.length > 0) found.set(buyerId, refs);
  }
  return found;
}

/** How many of the owner's students a condition on `s` names. */
export async function studentsCounted(db: Db, ownerId: number, condition: RawBuilder<boolean>): Promise<number> {
  const { n } = await db
    .selectFrom('owner_buyers as s')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('s.owner_id', '=', ownerId)
    .where(condition)
    .executeTakeFirstOrThrow();
  return Number(n);
}
