/**
 * 营销页面 (/marketing/page): pages that gather products — a title, a cover from the picture library, an
 * introduction and the products in the teacher's order — published (发布) or taken down (下线), each with its link on
 * the platform's student side (what its QR code holds). The cover is recorded as used (material_uses).
 */
import { sql } from 'kysely';
import { canPublish, CAMPAIGN_LIMITS, pageProductsProblem } from '@shared/marketing/campaign-rules.ts';
import { CAMPAIGN_PRODUCT_KINDS, type MarketingPage, type MarketingPageInput, type MarketingPageQuery } from '@shared/marketing/campaign-types.ts';
import type { ProductRef } from '@shared/marketing/pricing.ts';
import { fail } from '@server/errors.ts';
import { seconds, type ServiceContext } from '@server/db/context.ts';
import { countedPage } from '@server/db/paging.ts';
import { containsText } from '@server/db/portable-sql.ts';
import { checkedText } from '@server/http/checked-text.ts';
import type { CrudList } from '@server/http/crud-routes.ts';
import type { Session } from '@server/http/session-types.ts';
import type { MediaTokens } from '@server/areas/materials/media-tokens.ts';
import { ownPictureId, presentPictures } from '@server/areas/materials/picture-refs.ts';
import { forgetUses, recordUses } from '@server/areas/materials/uses.ts';
import { refuseIf } from './campaign-common.ts';
import { ownedProducts, requireProducts, shownProducts } from './campaign-products.ts';
import type { MarketingPageRow } from './campaign-schema.ts';

const PAGE_NOT_FOUND = '营销页面不存在';
const COVER_NOT_FOUND = '封面图片不存在，请重新选择图片素材';

/** Where a marketing page lives on the student side. */
function marketingPageLink(studentOrigin: string, id: number): string {
  return `${studentOrigin}/marketing/page?id=${id}`;
}

export function createMarketingPages(ctx: ServiceContext, deps: { tokens: MediaTokens; studentOrigin: string }) {
  const { db } = ctx;
  const now = () => seconds(ctx.now);
  const base = (session: Session) => db.selectFrom('marketing_pages as p').where('p.owner_id', '=', session.main.id);

  async function productsOf(ids: readonly number[]): Promise<Map<number, ProductRef[]>> {
    const found = new Map<number, ProductRef[]>();
    if (ids.length === 0) return found;
    const rows = await db.selectFrom('marketing_page_products').selectAll().where('page_id', 'in', [...ids]).orderBy('page_id').orderBy('position').execute();
    for (const row of rows) found.set(row.page_id, [...(found.get(row.page_id) ?? []), { kind: row.product_kind, id: row.product_id }]);
    return found;
  }

  async function toRecords(session: Session, rows: MarketingPageRow[]): Promise<MarketingPage[]> {
    const owner = session.main.id;
    const chosen = await productsOf(rows.map((row) => row.id));
    const [products, covers] = await Promise.all([ownedProducts(db, owner, [...chosen.values()].flat()), presentPictures(db, owner, rows.map((row) => row.cover_id))]);
    return rows.map((row) => {
      const cover = covers.has(row.cover_id) ? row.cover_id : 0;
      return {
        id: row.id,
        title: row.title,
        cover_id: cover,
        cover_url: cover ? deps.tokens.url(cover, 'file') : '',
        intro: row.intro,
        // a product deleted since drops out of the page
        products: shownProducts(products, chosen.get(row.id) ?? []).filter((product) => !product.missing),
        published: row.published === 1 ? 1 : 0,
        published_at: row.published_at,
        link: marketingPageLink(deps.studentOrigin, row.id),
        created_at: row.created_at,
        updated_at: row.updated_at,
      };
    });
  }

  async function owned(session: Session, id: number): Promise<MarketingPageRow> {
    const row = await base(session).selectAll('p').where('p.id', '=', id).executeTakeFirst();
    if (!row) throw fail.notFound(PAGE_NOT_FOUND);
    return row;
  }

  async function one(session: Session, id: number): Promise<MarketingPage> {
    return (await toRecords(session, [await owned(session, id)]))[0]!;
  }

  async function save(session: Session, current: MarketingPageRow | null, input: MarketingPageInput): Promise<number> {
    const values = {
      title: checkedText('title', input.title, CAMPAIGN_LIMITS.pageTitleMax, true),
      intro: checkedText('intro', input.intro, CAMPAIGN_LIMITS.pageIntroMax, false),
      cover_id: await ownPictureId(db, session, input.cover_id, COVER_NOT_FOUND),
    };
    refuseIf(pageProductsProblem(input.products));
    await requireProducts(db, session.main.id, input.products, CAMPAIGN_PRODUCT_KINDS);
    // a published page keeps showing something
    if (current?.published === 1 && !canPublish(input)) throw fail.validation('已发布的页面至少要有一个商品，请先下线再清空商品');
    return db.transaction().execute(async (trx) => {
      const at = now();
      let id: number;
      if (current) {
        await trx.updateTable('marketing_pages').set({ ...values, updated_at: at }).where('id', '=', current.id).execute();
        await trx.deleteFrom('marketing_page_products').where('page_id', '=', current.id).execute();
        id = current.id;
      } else {
        id = (await trx.insertInto('marketing_pages').values({ ...values, owner_id: session.main.id, created_at: at, updated_at: at }).returning('id').executeTakeFirstOrThrow()).id;
      }
      if (input.products.length) {
        await trx.insertInto('marketing_page_products').values(input.products.map((ref, i) => ({ page_id: id, product_kind: ref.kind, product_id: ref.id, position: i + 1 }))).execute();
      }
      await recordUses(trx, { kind: 'marketing_page', id }, [values.cover_id]);
      return id;
    });
  }

  return {
    one,

    async list(session: Session, query: MarketingPageQuery): Promise<CrudList<MarketingPage>> {
      let q = base(session);
      if (query.published !== undefined) q = q.where('p.published', '=', query.published);
      const keyword = query.keyword?.trim();
      if (keyword) q = q.where(containsText(db, sql.ref('p.title'), keyword));
      return countedPage(q, query, (page) => page.selectAll('p').orderBy('p.updated_at', 'desc').orderBy('p.id', 'desc'), (rows) => toRecords(session, rows));
    },

    async create(session: Session, input: MarketingPageInput): Promise<MarketingPage> {
      return one(session, await save(session, null, input));
    },

    async update(session: Session, id: number, input: MarketingPageInput): Promise<MarketingPage> {
      return one(session, await save(session, await owned(session, id), input));
    },

    async remove(session: Session, id: number): Promise<void> {
      await owned(session, id);
      await db.transaction().execute(async (trx) => {
        await forgetUses(trx, 'marketing_page', [id]);
        await trx.deleteFrom('marketing_pages').where('id', '=', id).execute();
      });
    },

    /** 发布 (with at least one product) or 下线. */
    async publish(session: Session, id: number, published: 0 | 1): Promise<MarketingPage> {
      const page = await one(session, id);
      if (published === 1 && !canPublish(page)) throw fail.validation('页面还没有商品，请先添加商品再发布');
      const at = now();
      await db
        .updateTable('marketing_pages')
        .set(published === 1 ? { published: 1, published_at: at, updated_at: at } : { published: 0, updated_at: at })
        .where('id', '=', id)
        .execute();
      return one(session, id);
    },
  };
}
