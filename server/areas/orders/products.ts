/**
 * What a buyer can buy from a teacher: courses, content items and columns (course rows, told apart by
 * `courseProductKind`) and planets, with whether it is on sale.
 */
import type { Kysely } from 'kysely';
import { courseProductKind, type PricedProduct, type ProductRef } from '@shared/marketing/pricing.ts';
import type { Database } from '@server/db/schema.ts';
import { fail } from '@server/errors.ts';

export type SellableProduct = PricedProduct & { title: string; on_sale: boolean };

/** The product of the teacher `ownerId`, or 404 as if it did not exist. */
export async function ownedProduct(db: Kysely<Database>, ownerId: number, ref: ProductRef): Promise<SellableProduct> {
  if (ref.kind === 'planet') {
    const planet = await db.selectFrom('planets').select(['id', 'title', 'price', 'audit_status']).where('id', '=', ref.id).where('owner_id', '=', ownerId).executeTakeFirst();
    if (!planet) throw fail.notFound('商品不存在');
    return { kind: 'planet', id: planet.id, title: planet.title, price: planet.price, on_sale: planet.audit_status === 2 };
  }
  const course = await db.selectFrom('courses').select(['id', 'title', 'price', 'type', 'single', 'status']).where('id', '=', ref.id).where('owner_id', '=', ownerId).executeTakeFirst();
  if (!course || courseProductKind(course) !== ref.kind) throw fail.notFound('商品不存在');
  return { kind: ref.kind, id: course.id, title: course.title, price: course.price, on_sale: course.status === 1 };
}
