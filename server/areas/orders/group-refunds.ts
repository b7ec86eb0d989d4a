/**
 * Group buys that did not fill are refunded by themselves: a sweep finds the open groups whose time ran
 * out, fails each (one conditional update, so of two instances sweeping at once only one goes on) and refunds its
 * paid orders in full, in the same transaction. It runs at start and every minute.
 */
import type { FastifyInstance } from 'fastify';
import { seconds, type ServiceContext } from '@server/db/context.ts';
import { expiredOpenGroups, failGroup } from '@server/areas/marketing/group-buy-groups.ts';
import { refundOrder } from './refund-order.ts';

const GROUP_SWEEP_EVERY_MS = 60_000;

/** Fails the expired open groups and refunds their orders; answers how many groups failed. */
export async function refundFailedGroups(ctx: ServiceContext): Promise<number> {
  const now = seconds(ctx.now);
  let failed = 0;
  for (const group of await expiredOpenGroups(ctx.db, now)) {
    const done = await ctx.db.transaction().execute(async (trx) => {
      if (!(await failGroup(trx, group.id, now))) return false;
      const orders = await trx
        .selectFrom('group_buy_members as m')
        .innerJoin('orders as o', 'o.id', 'm.order_id')
        .selectAll('o')
        .where('m.group_id', '=', group.id)
        .where('o.status', 'in', ['paid', 'partially_refunded'])
        .execute();
      for (const order of orders) await refundOrder(trx, order, order.pay_amount - order.refunded_amount, now, { code: 'refund.group', params: { product: order.product_title } });
      return true;
    });
    if (done) failed += 1;
  }
  return failed;
}

export function startGroupRefundSweep(app: FastifyInstance, ctx: ServiceContext, everyMs = GROUP_SWEEP_EVERY_MS): void {
  const sweep = () =>
    refundFailedGroups(ctx).then(
      (failed) => failed > 0 && app.log.info(`group buys: ${failed} unfilled group(s) refunded`),
      (error: unknown) => app.log.error({ err: error }, 'group buy refund sweep failed'),
    );
  void sweep();
  const timer = setInterval(() => void sweep(), everyMs);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
