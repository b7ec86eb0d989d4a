/**
 * Student tags (/user/tags): a teacher's tags, given by hand or kept as rules the server evaluates when it
 * reads (tag-conditions.ts), so a rule tag names the students who meet it now and a manual one those it was given to.
 * Owner-scoped: another teacher's tag or student answers 404 as if it did not exist.
 */
import { sql } from 'kysely';
import type { ProductRef } from '@shared/marketing/types.ts';
import { TAG_LIMITS, ruleIsEmpty } from '@shared/students/tag-rules.ts';
import type { StudentTag, StudentTagInput, StudentTagQuery, TagAssignInput } from '@shared/students/tag-types.ts';
import type { Db } from '@server/db/database.ts';
import { seconds, type ServiceContext } from '@server/db/context.ts';
import { countedPage } from '@server/db/paging.ts';
import { containsText } from '@server/db/portable-sql.ts';
import { fail } from '@server/errors.ts';
import { checkedText } from '@server/http/checked-text.ts';
import type { Session } from '@server/http/session-types.ts';
import { presentProducts, productKey } from '@server/areas/marketing/products.ts';
import { STUDENT_NOT_FOUND } from './students.ts';
import { ruleCondition, tagCondition, type TagTerms } from './tag-conditions.ts';
import { studentsCounted, tagRows, type TagRow } from './tag-terms.ts';

const TAG_NOT_FOUND = '标签不存在';
const TAG_NAME_TAKEN = '标签名称已存在';
const RULE_EMPTY = '请至少设置一个条件';
const RULE_TAG_NOT_GIVEN = '规则标签按条件自动匹配学员，不能手动添加或移除';
const TAG_PRODUCT_GONE = '所选商品不存在，请重新选择';

type CheckedRule = Omit<TagTerms, 'id' | 'kind'>;

export function createStudentTagService(ctx: ServiceContext) {
  const { db } = ctx;

  async function ownedTag(trx: Db, session: Session, id: number): Promise<TagRow> {
    const [row] = await tagRows(trx, session.main.id, [id]);
    if (!row) throw fail.notFound(TAG_NOT_FOUND);
    return row;
  }

  /** The rule as stored: its products the teacher's own, at least one condition. */
  async function checkedRule(trx: Db, session: Session, input: StudentTagInput['rule']): Promise<CheckedRule> {
    if (!input) throw fail.validation(RULE_EMPTY);
    const products = [...new Map(input.products.map((p) => [productKey(p), { kind: p.kind, id: p.id }])).values()];
    const found = await presentProducts(trx, session.main.id, products);
    if (products.some((p) => !found.has(productKey(p)))) throw fail.validation(TAG_PRODUCT_GONE);
    const rule = { spend_min: input.spend_min, orders_min: input.orders_min, channel: input.channel, products };
    if (ruleIsEmpty(rule)) throw fail.validation(RULE_EMPTY);
    return rule;
  }

  async function nameTaken(trx: Db, session: Session, name: string, self: number): Promise<boolean> {
    const row = await trx.selectFrom('student_tags').select('id').where('owner_id', '=', session.main.id).where('name', '=', name).where('id', '<>', self).executeTakeFirst();
    return row !== undefined;
  }

  async function writeProducts(trx: Db, tagId: number, products: readonly ProductRef[]): Promise<void> {
    await trx.deleteFrom('student_tag_products').where('tag_id', '=', tagId).execute();
    if (products.length > 0) await trx.insertInto('student_tag_products').values(products.map((p) => ({ tag_id: tagId, product_kind: p.kind, product_id: p.id }))).execute();
  }

  /** Tags as the page shows them: the students each names now and the titles of a rule's products (a product since deleted: no title). */
  async function shown(ownerId: number, rows: readonly TagRow[]): Promise<StudentTag[]> {
    const titles = await presentProducts(db, ownerId, rows.flatMap((row) => row.products));
    const out: StudentTag[] = [];
    for (const row of rows) {
      out.push({
        id: row.id,
        name: row.name,
        kind: row.kind,
        rule:
          row.kind === 'rule'
            ? { spend_min: row.spend_min, orders_min: row.orders_min, channel: row.channel, products: row.products.map((p) => ({ ...p, title: titles.get(productKey(p))?.title ?? '' })) }
            : null,
        students_n: await studentsCounted(db, ownerId, tagCondition(row)),
        created_at: row.created_at,
        updated_at: row.updated_at,
      });
    }
    return out;
  }

  async function one(session: Session, id: number): Promise<StudentTag> {
    return (await shown(session.main.id, [await ownedTag(db, session, id)]))[0]!;
  }

  return {
    /** Newest first; the keyword matches the name. */
    async list(session: Session, query: StudentTagQuery): Promise<{ rows: StudentTag[]; totalCount: number }> {
      let q = db.selectFrom('student_tags').where('owner_id', '=', session.main.id);
      const keyword = query.keyword?.trim();
      if (keyword) q = q.where(containsText(db, sql.ref('name'), keyword));
      if (query.kind) q = q.where('kind', '=', query.kind);
      return countedPage(q, query, (page) => page.select('id').orderBy('id', 'desc'), async (ids) => {
        const rows = await tagRows(db, session.main.id, ids.map((row) => row.id));
        return shown(session.main.id, rows.reverse());
      });
    },

    async create(session: Session, input: StudentTagInput): Promise<StudentTag> {
      const id = await db.transaction().execute(async (trx) => {
        const name = checkedText('name', input.name, TAG_LIMITS.nameMax, true);
        const rule = input.kind === 'rule' ? await checkedRule(trx, session, input.rule) : null;
        const { n } = await trx.selectFrom('student_tags').select((eb) => eb.fn.countAll<number>().as('n')).where('owner_id', '=', session.main.id).executeTakeFirstOrThrow();
        if (Number(n) >= TAG_LIMITS.tagsMax) throw fail.conflict(`最多创建 ${TAG_LIMITS.tagsMax} 个标签`);
        if (await nameTaken(trx, session, name, 0)) throw fail.conflict(TAG_NAME_TAKEN);
        const now = seconds(ctx.now);
        const row = await trx
          .insertInto('student_tags')
          .values({ owner_id: session.main.id, name, kind: input.kind, spend_min: rule?.spend_min ?? null, orders_min: rule?.orders_min ?? null, channel: rule?.channel ?? null, created_at: now, updated_at: now })
          .returning('id')
          .executeTakeFirstOrThrow();
        if (rule) await writeProducts(trx, row.id, rule.products);
        return row.id;
      });
      return one(session, id);
    },

    /** The name, and a rule tag's conditions; the kind stays what it was. */
    async update(session: Session, id: number, input: StudentTagInput): Promise<StudentTag> {
      await db.transaction().execute(async (trx) => {
        const tag = await ownedTag(trx, session, id);
        if (input.kind !== tag.kind) throw fail.validation('标签类型创建后不能修改');
        const name = checkedText('name', input.name, TAG_LIMITS.nameMax, true);
        const rule = tag.kind === 'rule' ? await checkedRule(trx, session, input.rule) : null;
        if (await nameTaken(trx, session, name, id)) throw fail.conflict(TAG_NAME_TAKEN);
        await trx
          .updateTable('student_tags')
          .set({ name, spend_min: rule?.spend_min ?? null, orders_min: rule?.orders_min ?? null, channel: rule?.channel ?? null, updated_at: seconds(ctx.now) })
          .where('id', '=', id)
          .execute();
        if (rule) await writeProducts(trx, id, rule.products);
      });
      return one(session, id);
    },

    /** The tag and whom it was given to (its links and products go with it). */
    async remove(session: Session, id: number): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await ownedTag(trx, session, id);
        await trx.deleteFrom('student_tag_links').where('tag_id', '=', id).execute();
        await trx.deleteFrom('student_tag_products').where('tag_id', '=', id).execute();
        await trx.deleteFrom('student_tags').where('id', '=', id).execute();
      });
    },

    /** How many students a rule names now. */
    async preview(session: Session, input: StudentTagInput['rule']): Promise<{ students_n: number }> {
      const rule = await checkedRule(db, session, input);
      return { students_n: await studentsCounted(db, session.main.id, ruleCondition(rule)) };
    },

    /** Manual tags given to (or taken from) the owner's students; a tag already given is not given twice. */
    async assign(session: Session, input: TagAssignInput): Promise<{ changed: number }> {
      const ownerId = session.main.id;
      const tagIds = [...new Set(input.tag_ids)];
      const buyerIds = [...new Set(input.buyer_ids)];
      return db.transaction().execute(async (trx) => {
        const tags = await tagRows(trx, ownerId, tagIds);
        if (tags.length !== tagIds.length) throw fail.notFound(TAG_NOT_FOUND);
        if (tags.some((tag) => tag.kind !== 'manual')) throw fail.validation(RULE_TAG_NOT_GIVEN);
        const students = await trx.selectFrom('owner_buyers').select('buyer_id').where('owner_id', '=', ownerId).where('buyer_id', 'in', buyerIds).execute();
        if (students.length !== buyerIds.length) throw fail.notFound(STUDENT_NOT_FOUND);
        if (input.remove) {
          const gone = await trx.deleteFrom('student_tag_links').where('tag_id', 'in', tagIds).where('buyer_id', 'in', buyerIds).executeTakeFirst();
          return { changed: Number(gone.numDeletedRows) };
        }
        const now = seconds(ctx.now);
        const added = await trx
          .insertInto('student_tag_links')
          .values(tagIds.flatMap((tag_id) => buyerIds.map((buyer_id) => ({ tag_id, owner_id: ownerId, buyer_id, created_at: now }))))
          .onConflict((oc) => oc.columns(['tag_id', 'buyer_id']).doNothing())
          .executeTakeFirst();
        return { changed: Number(added.numInsertedOrUpdatedRows ?? 0n) };
      });
    },
  };
}
