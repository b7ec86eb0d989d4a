/**
 * The products a campaign names (issue 14): the teacher's courses (课程), content items (单品), columns (专栏) and
 * planets, read by reference. A product of another teacher's, or of another kind than it says, is refused as if it
 * did not exist; one deleted since a campaign named it reads as missing.
 */
import type { ProductKind, ProductRef } from '@shared/marketing/pricing.ts';
import type { CampaignProduct } from '@shared/marketing/campaign-types.ts';
import { fail } from '@server/errors.ts';
import type { Db } from '@server/db/database.ts';
import { lockRowForWrite } from '@server/db/portable-sql.ts';

export const PRODUCT_NOT_FOUND = '商品不存在，请重新选择';

export const refKey = (ref: ProductRef) => `${ref.kind}:${ref.id}`;

/** The kind a row of `courses` sells as, told apart as the orders area does: a column, a content item or a course. */
export function courseProductKind(row: { type: string; single: number }): ProductKind {
  if (row.type === 'column') return 'column';
  return row.single === 1 ? 'content' : 'course';
}

/** The owner's products among `refs`, by `refKey`, with their titles and list prices now. */
export async function ownedProducts(db: Db, ownerId: number, refs: readonly ProductRef[]): Promise<Map<string, CampaignProduct>> {
  const found = new Map<string, CampaignProduct>();
  const courseIds = [...new Set(refs.filter((ref) => ref.kind !== 'planet').map((ref) => ref.id))];
  const planetIds = [...new Set(refs.filter((ref) => ref.kind === 'planet').map((ref) => ref.id))];
  const [courses, planets] = await Promise.all([
    courseIds.length
      ? db.selectFrom('courses').select(['id', 'title', 'price', 'type', 'single']).where('owner_id', '=', ownerId).where('id', 'in', courseIds).execute()
      : [],
    planetIds.length ? db.selectFrom('planets').select(['id', 'title', 'price']).where('owner_id', '=', ownerId).where('id', 'in', planetIds).execute() : [],
  ]);
  for (const course of courses) {
    const kind = courseProductKind(course);
    found.set(refKey({ kind, id: course.id }), { kind, id: course.id, title: course.title, price: course.price, missing: false });
  }
  for (const planet of planets) found.set(refKey({ kind: 'planet', id: planet.id }), { kind: 'planet', id: planet.id, title: planet.title, price: planet.price, missing: false });
  return found;
}

/** Each of `refs` as shown: the product, or a missing one (deleted since) with no title. */
export function shownProducts(found: ReadonlyMap<string, CampaignProduct>, refs: readonly ProductRef[]): CampaignProduct[] {
  return refs.map((ref) => found.get(refKey(ref)) ?? { kind: ref.kind, id: ref.id, title: '', price: 0, missing: true });
}

/** The owner's products of `refs`, in their order, each of one of `kinds`; anything else is refused. */
export async function requireProducts(db: Db, ownerId: number, refs: readonly ProductRef[], kinds: readonly ProductKind[]): Promise<CampaignProduct[]> {
  const found = await ownedProducts(db, ownerId, refs);
  return refs.map((ref) => {
    const product = found.get(refKey(ref));
    if (!product || !kinds.includes(ref.kind)) throw fail.validation(PRODUCT_NOT_FOUND);
    return product;
  });
}

/** Holds the product's row until the transaction ends, so two campaigns saved at once take turns on the one-at-a-time check. */
export async function lockProduct(trx: Db, product: ProductRef): Promise<void> {
  await lockRowForWrite(trx, product.kind === 'planet' ? 'planets' : 'courses', product.id);
}
