/**
 * A paid planet order is its buyer's membership (docs/decisions.md "Planet joins are orders"): placing it makes the
 * buyer a member of the planet for the planet's term, and refunding it in full ends that membership. A buyer who is
 * a member now, or whom the owner banned, cannot buy the planet again; one whose membership ended (expired,
 * refunded) joins anew, as a new member with the new order.
 */
import type { Kysely } from 'kysely';
import { membershipExpiry } from '@shared/planet-members/rules.ts';
import { MEMBER_STATUS } from '@shared/planet-members/types.ts';
import type { PlanetTimeMode, PlanetTimeUnit } from '@shared/planets/types.ts';
import type { Database } from '@server/db/schema.ts';
import { fail } from '@server/errors.ts';

export type PaidJoin = { orderId: number; planetId: number; buyerId: number; payAmount: number; now: number };

/** The member `join` makes of its buyer, refused while the buyer is a member or banned; answers the member's id. */
export async function joinPlanetOnOrder(trx: Kysely<Database>, join: PaidJoin): Promise<number> {
  const planet = await trx.selectFrom('planets').select(['time_mode', 'time_unit', 'time_value']).where('id', '=', join.planetId).executeTakeFirstOrThrow();
  const buyer = await trx.selectFrom('buyers').select(['nickname', 'phone']).where('id', '=', join.buyerId).executeTakeFirstOrThrow();
  const current = await trx
    .selectFrom('planet_members')
    .select(['status', 'expires_at'])
    .where('planet_id', '=', join.planetId)
    .where('phone', '=', buyer.phone)
    .where('role', '<>', 'owner')
    .where((eb) => eb.or([eb('status', '=', MEMBER_STATUS.blacklisted), eb.and([eb('status', '=', MEMBER_STATUS.active), eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', join.now)])])]))
    .executeTakeFirst();
  if (current?.status === MEMBER_STATUS.blacklisted) throw fail.conflict('你已被星主移出该星球，不能加入');
  if (current) throw fail.conflict('你已是该星球成员，无需重复加入');
  const expiresAt = membershipExpiry(join.now, planet.time_mode as PlanetTimeMode, planet.time_unit as PlanetTimeUnit, planet.time_value);
  const { id } = await trx
    .insertInto('planet_members')
    .values({
      planet_id: join.planetId,
      nickname: buyer.nickname,
      role: 'member',
      status: MEMBER_STATUS.active,
      phone: buyer.phone,
      paid_amount: join.payAmount,
      joined_at: join.now,
      expires_at: expiresAt,
      order_id: join.orderId,
      created_at: join.now,
      updated_at: join.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** The membership an order paid for ends with its full refund: the member becomes refunded (and a plain member). */
export async function endMembershipOf(trx: Kysely<Database>, orderId: number, now: number): Promise<void> {
  await trx
    .updateTable('planet_members')
    .set({ status: MEMBER_STATUS.refunded, role: 'member', updated_at: now })
    .where('order_id', '=', orderId)
    .where('role', '<>', 'owner')
    .where('status', 'in', [MEMBER_STATUS.active, MEMBER_STATUS.expired])
    .execute();
}
