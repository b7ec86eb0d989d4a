/**
 * A paid join is an order. A member who paid to join has the order of that join (`planet_members.order_id`), so the
 * join is in the order centre and the sales figures like any other purchase, and its refund is the order's.
 * Joins paid before this migration were ledger payments of their own (ref 'planet_member', no order): each becomes
 * an order of its member's buyer (found by phone, made when new), paid when the payment was, on the platform's own
 * app (channel 'dy', where planets are joined), with the payment's fee and holding period and what its member refunds
 * gave back; the payment and the refunds then name the order. The order triggers count it in the day figures.
 */
import { randomInt } from 'node:crypto';
import { sql, type Kysely } from 'kysely';

type Join = { id: number; owner_id: number; member_id: number; planet_id: number; created_at: number };
type Line = { transaction_id: number; account: string; amount: number; available_at: number };

const CHINA_OFFSET = 8 * 3600;

async function freshOrderNumber(db: Kysely<unknown>, at: number): Promise<string> {
  const stamp = new Date((at + CHINA_OFFSET) * 1000).toISOString().replace(/\D/g, '').slice(0, 14);
  for (;;) {
    const candidate = `${stamp}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
    const { rows } = await sql`select id from orders where order_no = ${candidate}`.execute(db);
    if (rows.length === 0) return candidate;
  }
}

async function buyerOf(db: Kysely<unknown>, member: { nickname: string; phone: string }, at: number): Promise<number> {
  const { rows } = await sql<{ id: number }>`select id from buyers where phone = ${member.phone} order by id limit 1`.execute(db);
  if (rows[0]) return Number(rows[0].id);
  const made = await sql<{ id: number }>`insert into buyers (nickname, phone, created_at) values (${member.nickname}, ${member.phone}, ${at}) returning id`.execute(db);
  return Number(made.rows[0]!.id);
}

async function orderForJoin(db: Kysely<unknown>, join: Join): Promise<void> {
  const { rows: members } = await sql<{ nickname: string; phone: string }>`select nickname, phone from planet_members where id = ${join.member_id}`.execute(db);
  const { rows: planets } = await sql<{ title: string }>`select title from planets where id = ${join.planet_id}`.execute(db);
  const member = members[0];
  const planet = planets[0];
  if (!member || !planet) return;
  const { rows: refunds } = await sql<{ id: number }>`select id from ledger_transactions
    where kind = 'refund' and ref_type = 'planet_member' and ref_id = ${join.member_id} and order_id is null`.execute(db);
  const ids = [join.id, ...refunds.map((row) => Number(row.id))];
  const { rows: lines } = await sql<Line>`select transaction_id, account, amount, available_at from ledger_entries
    where transaction_id in (${sql.join(ids)})`.execute(db);
  const sum = (transactionIds: number[], account: string) =>
    lines.filter((line) => transactionIds.includes(Number(line.transaction_id)) && line.account === account).reduce((total, line) => total + Number(line.amount), 0);
  const paid = -sum([join.id], 'buyers');
  if (paid <= 0) return;
  const refunded = Math.min(paid, sum(ids.slice(1), 'buyers'));
  const income = lines.find((line) => Number(line.transaction_id) === join.id && line.account === 'income');
  const status = refunded === 0 ? 'paid' : refunded === paid ? 'refunded' : 'partially_refunded';
  const buyerId = await buyerOf(db, member, join.created_at);
  const orderNo = await freshOrderNumber(db, join.created_at);
  const made = await sql<{ id: number }>`insert into orders (order_no, owner_id, buyer_id, product_kind, product_id, product_title, channel, list_price,
      pay_amount, campaign_discount, coupon_discount, campaign_kind, fee, refunded_amount, status, created_at, paid_at, available_at, updated_at)
    values (${orderNo}, ${join.owner_id}, ${buyerId}, 'planet', ${join.planet_id}, ${planet.title}, 'dy', ${paid},
      ${paid}, 0, 0, '', ${sum([join.id], 'platform_fee')}, ${refunded}, ${status}, ${join.created_at}, ${join.created_at},
      ${Number(income?.available_at ?? join.created_at)}, ${join.created_at})
    returning id`.execute(db);
  const orderId = Number(made.rows[0]!.id);
  await sql`update ledger_transactions set order_id = ${orderId} where id in (${sql.join(ids)})`.execute(db);
  await sql`update planet_members set order_id = ${orderId} where id = ${join.member_id}`.execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  // no foreign key: SQLite cannot drop a column that has one (down), and an order goes only with its teacher's
  // account, which takes the teacher's planets and their members with it
  await db.schema.alterTable('planet_members').addColumn('order_id', 'integer').execute();
  await db.schema.createIndex('planet_members_order').on('planet_members').column('order_id').execute();
  const { rows } = await sql<Join>`select id, owner_id, ref_id as member_id, planet_id, created_at from ledger_transactions
    where kind = 'payment' and ref_type = 'planet_member' and order_id is null and planet_id is not null order by id`.execute(db);
  for (const join of rows) {
    await orderForJoin(db, { id: Number(join.id), owner_id: Number(join.owner_id), member_id: Number(join.member_id), planet_id: Number(join.planet_id), created_at: Number(join.created_at) });
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`update ledger_transactions set order_id = null where ref_type = 'planet_member'`.execute(db);
  await sql`delete from orders where id in (select order_id from planet_members where order_id is not null)`.execute(db);
  await db.schema.dropIndex('planet_members_order').execute();
  await db.schema.alterTable('planet_members').dropColumn('order_id').execute();
}
