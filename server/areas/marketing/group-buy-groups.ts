/**
 * The groups of a group buy as the orders area drives them: a buyer's paid order opens a group (its
 * leader) or joins one; the group fills when it has the campaign's size, and fails when it has not by its expiry —
 * the orders area then refunds its paid orders. Each change of state is one conditional update, so two instances
 * sweeping at once change a group once: the one that answers true does the refunds.
 */
import type { Db } from '@server/db/database.ts';
import { lockRowForWrite } from '@server/db/portable-sql.ts';
import type { GroupBuyGroupRow } from './campaign-schema.ts';

/** Open groups whose time ran out at `now`, the longest expired first (`limit` at a time). */
export async function expiredOpenGroups(db: Db, now: number, limit = 100): Promise<GroupBuyGroupRow[]> {
  return db.selectFrom('group_buy_groups').selectAll().where('status', '=', 'open').where('expires_at', '<=', now).orderBy('expires_at').orderBy('id').limit(limit).execute();
}

/** An open group that expired becomes 失败; answers whether this call changed it (false: already changed, or not expired). */
export async function failGroup(db: Db, groupId: number, now: number): Promise<boolean> {
  const result = await db
    .updateTable('group_buy_groups')
    .set({ status: 'failed', failed_at: now })
    .where('id', '=', groupId)
    .where('status', '=', 'open')
    .where('expires_at', '<=', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** An open group within its time becomes 已成团; answers whether this call changed it. */
export async function fillGroup(db: Db, groupId: number, now: number): Promise<boolean> {
  const result = await db
    .updateTable('group_buy_groups')
    .set({ status: 'filled', filled_at: now })
    .where('id', '=', groupId)
    .where('status', '=', 'open')
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** A buyer's group opened at `now` in `campaign`: open until `fill_hours` from now. */
export async function openGroup(db: Db, campaign: { id: number; owner_id: number; fill_hours: number }, leaderBuyerId: number, orderId: number, now: number): Promise<number> {
  const group = await db
    .insertInto('group_buy_groups')
    .values({ campaign_id: campaign.id, owner_id: campaign.owner_id, leader_buyer_id: leaderBuyerId, status: 'open', opened_at: now, expires_at: now + campaign.fill_hours * 3600 })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('group_buy_members').values({ group_id: group.id, buyer_id: leaderBuyerId, order_id: orderId, joined_at: now }).execute();
  return group.id;
}

/** The order's place in its group is free again while the group is open (the order was refunded in full). */
export async function leaveOpenGroup(db: Db, groupId: number, orderId: number): Promise<void> {
  await lockRowForWrite(db, 'group_buy_groups', groupId);
  const group = await db.selectFrom('group_buy_groups').select('status').where('id', '=', groupId).executeTakeFirst();
  if (group?.status !== 'open') return;
  await db.deleteFrom('group_buy_members').where('group_id', '=', groupId).where('order_id', '=', orderId).execute();
}
