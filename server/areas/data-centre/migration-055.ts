/**
 * An order's delete takes its day and product counts back with updates only (migration 045 wrote them as upserts).
 * While a teacher's account goes, its count rows go by cascade, and an upsert from an order deleted after them wrote
 * a row back for an account that is gone, so the account could not be deleted. Every order's rows exist while the
 * order does (its insert wrote them), so an update finds them.
 */
import type { Kysely } from 'kysely';
import { createRowTrigger, dropRowTrigger } from '@server/db/portable-sql.ts';

const DAY = '(old.created_at + 28800) / 86400';

const takeBack = `update order_day_counts set n = n - 1, paid = paid - old.pay_amount, refunded = refunded - old.refunded_amount
    where owner_id = old.owner_id and day = ${DAY} and status = old.status and product_kind = old.product_kind and channel = old.channel;
  update order_product_days set n = n - 1, paid = paid - old.pay_amount, refunded = refunded - old.refunded_amount
    where old.status <> 'closed' and owner_id = old.owner_id and day = ${DAY} and product_kind = old.product_kind
      and product_id = old.product_id and channel = old.channel`;

/** migration 045's body, for `down` */
const upserts = `insert into order_day_counts(owner_id, day, status, product_kind, channel, n, paid, refunded)
    values (old.owner_id, ${DAY}, old.status, old.product_kind, old.channel, -1, -1 * old.pay_amount, -1 * old.refunded_amount)
    on conflict(owner_id, day, status, product_kind, channel) do update set n = order_day_counts.n + excluded.n,
      paid = order_day_counts.paid + excluded.paid, refunded = order_day_counts.refunded + excluded.refunded;
  insert into order_product_days(owner_id, day, product_kind, product_id, channel, n, paid, refunded)
    select old.owner_id, ${DAY}, old.product_kind, old.product_id, old.channel, -1, -1 * old.pay_amount, -1 * old.refunded_amount
    where old.status <> 'closed'
    on conflict(owner_id, day, product_kind, product_id, channel) do update set n = order_product_days.n + excluded.n,
      paid = order_product_days.paid + excluded.paid, refunded = order_product_days.refunded + excluded.refunded`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await dropRowTrigger(db, 'order_day_counts_delete', 'orders');
  await createRowTrigger(db, { name: 'order_day_counts_delete', event: 'after delete on orders', body: takeBack });
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropRowTrigger(db, 'order_day_counts_delete', 'orders');
  await createRowTrigger(db, { name: 'order_day_counts_delete', event: 'after delete on orders', body: upserts });
}
