/**
 * The products a campaign names: the teacher's courses (课程), content items (单品), columns (专栏) and
 * planets, read by reference. A product of another teacher's, or of another kind than it says, is refused as if it
 * did not exist; one deleted since a campaign named it reads as missing.
 */
import type { ProductKind, ProductRef } from '@shared/marketing/pricing.ts';
import type { CampaignProduct } from '@shared/marketing/campaign-types.ts';
import { fail } from '@server/errors.ts';
import { presentProducts, productKey } from './products.ts';
import type { Db } from '@server/db/database.ts';
import { lockRowForWrite } from '@server/db/portable-sql.ts';

const PRODUCT_NOT_FOUND = '商品不存在，请重新选择';

export const refKey = productKey;

/** The owner's products among `refs`, by `refKey`, with their titles and list prices now. */
export async function ownedProducts(db: Db, ownerId: number, refs: readonly ProductRef[]): Promise<Map<string, CampaignProduct>> {
  const present = await presentProducts(db, ownerId, refs);
  return new Map([...present].map(([key, product]) => [key, { ...product, missing: false }]));
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
