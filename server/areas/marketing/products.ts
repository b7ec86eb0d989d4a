/**
 * The teacher's sellable products, for the product picker of coupons and campaigns: the course area's
 * rows — a column is type 'column', a content item (单品) `single` 1, every other row a course — and the planets.
 * Also what the coupon calls need of them: whether chosen products are the teacher's, and their titles now.
 */
import { sql, type RawBuilder } from 'kysely';
import type { MarketingProduct, ProductKind, ProductQuery, ProductRef } from '@shared/marketing/types.ts';
import { courseProductKind } from '@shared/marketing/pricing.ts';
import type { Db } from '@server/db/database.ts';
import { countedPage } from '@server/db/paging.ts';
import { containsText } from '@server/db/portable-sql.ts';
import type { CrudList } from '@server/http/crud-routes.ts';
import type { Session } from '@server/http/session-types.ts';
import { fail } from '@server/errors.ts';

const PRODUCT_NOT_FOUND = '适用商品不存在，请重新选择';

/** The kind of a course row, as SQL over `c`. */
const courseKind: RawBuilder<ProductKind> = sql<ProductKind>`case when c.type = 'column' then 'column' when c.single = 1 then 'content' else 'course' end`;

export const productKey = (ref: ProductRef) => `${ref.kind}:${ref.id}`;

/**
 * The products of `ownerId` among `refs`, with their titles and list prices now, by `kind:id`; a reference of another
 * kind or teacher is not there. Coupons and campaigns read their products through it.
 */
export async function presentProducts(db: Db, ownerId: number, refs: readonly ProductRef[]): Promise<Map<string, MarketingProduct>> {
  const found = new Map<string, MarketingProduct>();
  const courseIds = [...new Set(refs.filter((ref) => ref.kind !== 'planet').map((ref) => ref.id))];
  const planetIds = [...new Set(refs.filter((ref) => ref.kind === 'planet').map((ref) => ref.id))];
  if (courseIds.length > 0) {
    const rows = await db.selectFrom('courses').select(['id', 'title', 'price', 'type', 'single']).where('owner_id', '=', ownerId).where('id', 'in', courseIds).execute();
    for (const row of rows) {
      const product: MarketingProduct = { kind: courseProductKind(row), id: row.id, title: row.title, price: row.price };
      found.set(productKey(product), product);
    }
  }
  if (planetIds.length > 0) {
    const rows = await db.selectFrom('planets').select(['id', 'title', 'price']).where('owner_id', '=', ownerId).where('id', 'in', planetIds).execute();
    for (const row of rows) found.set(`planet:${row.id}`, { kind: 'planet', id: row.id, title: row.title, price: row.price });
  }
  return found;
}

/** The chosen products, each the caller's own, or 400 naming none of another teacher's (they do not exist here). */
export async function ownedProducts(db: Db, session: Session, refs: readonly ProductRef[]): Promise<MarketingProduct[]> {
  const found = await presentProducts(db, session.main.id, refs);
  return refs.map((ref) => {
    const product = found.get(productKey(ref));
    if (!product) throw fail.validation(PRODUCT_NOT_FOUND);
    return product;
  });
}

export function createMarketingProducts(db: Db) {
  function courseRows(ownerId: number, query: ProductQuery) {
    let q = db.selectFrom('courses as c').where('c.owner_id', '=', ownerId);
    if (query.kind === 'column') q = q.where('c.type', '=', 'column');
    if (query.kind === 'course' || query.kind === 'content') q = q.where('c.type', '<>', 'column').where('c.single', '=', query.kind === 'content' ? 1 : 0);
    const keyword = query.keyword?.trim();
    if (keyword) q = q.where(containsText(db, sql.ref('c.title'), keyword));
    return q.select([courseKind.as('kind'), 'c.id', 'c.title', 'c.price', 'c.created_at']);
  }

  function planetRows(ownerId: number, query: ProductQuery) {
    let q = db.selectFrom('planets as p').where('p.owner_id', '=', ownerId);
    const keyword = query.keyword?.trim();
    if (keyword) q = q.where(containsText(db, sql.ref('p.title'), keyword));
    return q.select([sql<ProductKind>`cast('planet' as text)`.as('kind'), 'p.id', 'p.title', 'p.price', 'p.created_at']);
  }

  return {
    /** Newest first; a kind narrows to it. At most a few hundred rows a teacher: the union is read whole. */
    async list(session: Session, query: ProductQuery): Promise<CrudList<MarketingProduct>> {
      const owner = session.main.id;
      const union =
        query.kind === 'planet' ? planetRows(owner, query) : query.kind ? courseRows(owner, query) : courseRows(owner, query).unionAll(planetRows(owner, query));
      const all = db.selectFrom(union.as('u'));
      return countedPage(all, query, (page) => page.select(['u.kind', 'u.id', 'u.title', 'u.price']).orderBy('u.created_at', 'desc').orderBy('u.kind').orderBy('u.id', 'desc'), (rows) => rows.map((row) => ({ kind: row.kind, id: Number(row.id), title: row.title, price: Number(row.price) })));
    },
  };
}
