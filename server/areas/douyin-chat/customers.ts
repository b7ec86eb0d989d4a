/**
 * Potential customers (/database/costomer 潜在客户): the Douyin users who joined one of the teacher's groups
 * or messaged in it (`douyin_contacts`), with their source group, first and last contact and messages; converted
 * (已转化) once an order with the teacher comes from their phone (an owner_buyers row of a buyer with that phone);
 * without a phone they stay potential. Owner-scoped, paged, filtered by state, group, last-contact range and keyword.
 */
import { sql, type ExpressionBuilder, type Selectable } from 'kysely';
import type { Page } from '@shared/api/types.ts';
import type { CustomerFilter, PotentialCustomer } from '@shared/douyin-chat/types.ts';
import type { Database } from '@server/db/schema.ts';
import type { ServiceContext } from '@server/db/context.ts';
import { containsText } from '@server/db/portable-sql.ts';
import type { Session } from '@server/http/session-types.ts';
import type { ChatGate } from './gate.ts';
import type { DouyinContactsTable } from './schema.ts';

type Row = Selectable<DouyinContactsTable> & { source_group: string | null; converted: number | string };
const EXPORT_CHUNK = 500;

/** an order with the teacher from the contact's phone */
function boughtFrom(eb: ExpressionBuilder<Database & { c: DouyinContactsTable }, 'c'>) {
  return eb.exists(
    eb
      .selectFrom('owner_buyers as ob')
      .innerJoin('buyers as b', 'b.id', 'ob.buyer_id')
      .select('ob.buyer_id')
      .whereRef('ob.owner_id', '=', 'c.owner_id')
      .whereRef('b.phone', '=', 'c.phone'),
  );
}

function present(r: Row): PotentialCustomer {
  return {
    douyin_uid: r.douyin_uid,
    nickname: r.nickname,
    phone: r.phone,
    source_group_id: r.source_group_id === null ? null : Number(r.source_group_id),
    source_group: r.source_group ?? '',
    first_contact_at: Number(r.first_contact_at),
    last_contact_at: Number(r.last_contact_at),
    messages_n: Number(r.messages_n),
    converted: Number(r.converted) === 1 ? 1 : 0,
  };
}

export function createPotentialCustomerService(ctx: ServiceContext, gate: ChatGate) {
  const { db } = ctx;

  function filtered(ownerId: number, f: CustomerFilter) {
    let q = db.selectFrom('douyin_contacts as c').where('c.owner_id', '=', ownerId);
    if (f.groupId !== undefined) q = q.where('c.source_group_id', '=', f.groupId);
    if (f.from !== undefined) q = q.where('c.last_contact_at', '>=', f.from);
    if (f.to !== undefined) q = q.where('c.last_contact_at', '<=', f.to);
    const keyword = f.keyword;
    if (keyword) q = q.where((eb) => eb.or([containsText(db, sql.ref('c.nickname'), keyword), containsText(db, sql.ref('c.phone'), keyword), containsText(db, sql.ref('c.douyin_uid'), keyword)]));
    if (f.state === 'converted') q = q.where('c.phone', '<>', '').where((eb) => boughtFrom(eb));
    if (f.state === 'potential') q = q.where((eb) => eb.or([eb('c.phone', '=', ''), eb.not(boughtFrom(eb))]));
    return q;
  }

  function rows(ownerId: number, f: CustomerFilter) {
    return filtered(ownerId, f)
      .leftJoin('douyin_groups as g', 'g.id', 'c.source_group_id')
      .selectAll('c')
      .select('g.name as source_group')
      .select((eb) => eb.case().when(eb.and([eb('c.phone', '<>', ''), boughtFrom(eb)])).then(1).else(0).end().as('converted'));
  }

  return {
    /** the switch check, before an export starts streaming */
    check: gate,

    /** Latest contact first. */
    async list(session: Session, query: CustomerFilter & { page: number; pageSize: number }): Promise<Page<PotentialCustomer>> {
      await gate(session);
      const { n } = await filtered(session.main.id, query).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      const found = await rows(session.main.id, query).orderBy('c.last_contact_at', 'desc').orderBy('c.douyin_uid').limit(query.pageSize).offset((query.page - 1) * query.pageSize).execute();
      return { rows: (found as Row[]).map(present), totalCount: Number(n) };
    },

    /** Every customer of the filter in the list's order, a keyset page at a time (the export). */
    async *each(session: Session, filter: CustomerFilter): AsyncGenerator<PotentialCustomer> {
      await gate(session);
      let after: { last: number; uid: string } | null = null;
      for (;;) {
        let q = rows(session.main.id, filter);
        if (after) {
          const { last, uid } = after;
          q = q.where((eb) => eb.or([eb('c.last_contact_at', '<', last), eb.and([eb('c.last_contact_at', '=', last), eb('c.douyin_uid', '>', uid)])]));
        }
        const page = ((await q.orderBy('c.last_contact_at', 'desc').orderBy('c.douyin_uid').limit(EXPORT_CHUNK).execute()) as Row[]).map(present);
        yield* page;
        if (page.length < EXPORT_CHUNK) return;
        const last = page[page.length - 1]!;
        after = { last: last.last_contact_at, uid: last.douyin_uid };
      }
    },
  };
}
