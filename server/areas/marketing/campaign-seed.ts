/**
 * Demo campaigns of the demo teacher account: a running and an ended record of each kind on the demo
 * courses (an upcoming flash sale too), and a published marketing page with three products, so every campaign
 * screen shows real rows on first start. The figures (sold, groups, rewards) come from the orders the demo places,
 * never written by hand here. A course missing from the demo (no media files) is replaced by another, or its
 * campaign is left out.
 */
import type { ProductRef } from '@shared/marketing/pricing.ts';
import type { Db } from '@server/db/database.ts';
import { SECONDS_PER_DAY as DAY, startOfChinaDay } from '@server/db/time.ts';
import { recordUses } from '@server/areas/materials/uses.ts';
import { courseProductKind } from '@shared/marketing/pricing.ts';

type Product = ProductRef & { title: string; price: number };

/** the demo courses the campaigns prefer, by title (server/areas/courses/seed.ts) */
const COLUMN = '林老师写作专栏';
const PRIVATE = '一对一写作私教课';
const SERVICE = '作文批改服务（单篇）';
const HANDOUT = '写作课讲义精读';
const OPENING = '一篇好开头的五个标准';
const NOVEL = '从零开始写小说（组合课）';

export async function seedCampaigns(db: Db, ownerId: number, now: number): Promise<void> {
  const courses = await db.selectFrom('courses').select(['id', 'title', 'price', 'type', 'single']).where('owner_id', '=', ownerId).orderBy('id').execute();
  const products: Product[] = courses.map((course) => ({ kind: courseProductKind(course), id: course.id, title: course.title, price: course.price }));
  const used = new Set<number>();
  /** the first of `titles` there is, else any product with a price not used yet */
  const pick = (...titles: string[]): Product | undefined => {
    const found = titles.map((title) => products.find((p) => p.title === title && !used.has(p.id))).find(Boolean) ?? products.find((p) => p.price >= 200 && !used.has(p.id));
    if (found) used.add(found.id);
    return found;
  };
  const ref = (p: Product) => ({ product_kind: p.kind, product_id: p.id });
  const day = startOfChinaDay(now);
  const at = (days: number, hour = 10) => day + days * DAY + hour * 3600;
  const made = (start: number) => ({ created_at: Math.min(now, start) - 2 * DAY, updated_at: Math.min(now, start) - 2 * DAY });
  /** a campaign price: `percent` of the list price, whole yuan, below it */
  const off = (p: Product, percent: number) => Math.max(1, Math.min(p.price - 1, Math.round((p.price * percent) / 10_000) * 100));

  // 限时秒杀: one running, one coming, one ended (each its own product: one at a time per product)
  const flash = [
    { p: pick(COLUMN), title: '专栏限时秒杀', starts_at: at(-2), ends_at: at(5, 22), stock: 200, limit: 1, percent: 60 },
    { p: pick(HANDOUT), title: '讲义周末秒杀', starts_at: at(3, 20), ends_at: at(5, 20), stock: 100, limit: 2, percent: 50 },
    { p: pick(OPENING), title: '开学季秒杀', starts_at: at(-30), ends_at: at(-23), stock: 50, limit: 1, percent: 50 },
  ];
  for (const f of flash) {
    if (!f.p) continue;
    await db.insertInto('flash_sales').values({ owner_id: ownerId, title: f.title, ...ref(f.p), price: off(f.p, f.percent), stock: f.stock, per_user_limit: f.limit, starts_at: f.starts_at, ends_at: f.ends_at, ...made(f.starts_at) }).execute();
  }

  // 拼团
  const groups = [
    { p: pick(PRIVATE), title: '私教课三人团', starts_at: at(-3), ends_at: at(10, 22), size: 3, hours: 24, percent: 75 },
    { p: pick(SERVICE), title: '作文批改两人团', starts_at: at(-40), ends_at: at(-20), size: 2, hours: 12, percent: 80 },
  ];
  for (const g of groups) {
    if (!g.p) continue;
    await db.insertInto('group_buys').values({ owner_id: ownerId, title: g.title, ...ref(g.p), price: off(g.p, g.percent), group_size: g.size, fill_hours: g.hours, starts_at: g.starts_at, ends_at: g.ends_at, ...made(g.starts_at) }).execute();
  }

  // 买课送课 (a course bought is never given; gifts are the course area's products)
  const courseArea = products.filter((p) => p.kind !== 'planet');
  const byTitle = (title: string) => courseArea.find((p) => p.title === title);
  const gifts = [
    { buy: byTitle(COLUMN), give: [byTitle(HANDOUT), byTitle(OPENING)], title: '买专栏送讲义', starts_at: at(-1), ends_at: at(14, 22), stopped_at: null },
    { buy: byTitle(PRIVATE) ?? byTitle(NOVEL), give: [byTitle(SERVICE)], title: '买私教课送批改', starts_at: at(-60), ends_at: at(-20), stopped_at: at(-35, 18) },
  ];
  for (const g of gifts) {
    const give = g.give.filter((p): p is Product => p !== undefined && p.id !== g.buy?.id);
    if (!g.buy || give.length === 0) continue;
    const { id } = await db
      .insertInto('gift_campaigns')
      .values({ owner_id: ownerId, title: g.title, ...ref(g.buy), starts_at: g.starts_at, ends_at: g.ends_at, stopped_at: g.stopped_at, ...made(g.starts_at) })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.insertInto('gift_campaign_products').values(give.map((p, i) => ({ campaign_id: id, product_kind: p.kind, product_id: p.id, position: i + 1 }))).execute();
  }

  // 红包: one on the column now, one on every product before
  const column = byTitle(COLUMN) ?? courseArea[0];
  if (column) {
    const { id } = await db
      .insertInto('packet_campaigns')
      .values({ owner_id: ownerId, title: '分享专栏得红包', all_products: 0, reward: 500, budget: 50_000, starts_at: at(-5), ends_at: at(25, 22), ...made(at(-5)) })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.insertInto('packet_campaign_products').values({ campaign_id: id, product_kind: column.kind, product_id: column.id, position: 1 }).execute();
  }
  await db.insertInto('packet_campaigns').values({ owner_id: ownerId, title: '全店分享有礼', all_products: 1, reward: 200, budget: 20_000, starts_at: at(-40), ends_at: at(-10), ...made(at(-40)) }).execute();

  // 营销页面: three products, published
  const shown = [byTitle(COLUMN), byTitle(NOVEL) ?? byTitle(PRIVATE), byTitle(HANDOUT), ...courseArea].filter((p): p is Product => p !== undefined);
  const three = shown.filter((p, i) => shown.findIndex((other) => other.id === p.id) === i).slice(0, 3);
  if (three.length > 0) {
    const cover = await db.selectFrom('materials').select('id').where('owner_id', '=', ownerId).where('kind', '=', 'picture').where('file_name', '=', '写作课封面.png').executeTakeFirst();
    const published = at(-7);
    const { id } = await db
      .insertInto('marketing_pages')
      .values({
        owner_id: ownerId,
        title: '写作课程精选',
        cover_id: cover?.id ?? 0,
        intro: '从入门到进阶：专栏、组合课与讲义，一页看全。',
        published: 1,
        published_at: published,
        created_at: published - DAY,
        updated_at: published,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.insertInto('marketing_page_products').values(three.map((p, i) => ({ page_id: id, product_kind: p.kind, product_id: p.id, position: i + 1 }))).execute();
    await recordUses(db, { kind: 'marketing_page', id }, [cover?.id ?? 0]);
  }
}
