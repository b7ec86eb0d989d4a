/**
 * The member rows every planet-member operation reads: the query with what was refunded, the row as the
 * API answers it (phone masked), the lookups that answer 404 '成员不存在', and the planet the caller owns, its
 * expired memberships settled first (status 1 → 0 once the term has passed, docs/decisions.md).
 */
import { maskPhone } from '@shared/planet-members/rules.ts';
import { MEMBER_STATUS, type PlanetMember, type PlanetMemberRole, type PlanetMemberStatus } from '@shared/planet-members/types.ts';
import type { PlanetRow } from '@server/areas/planets/schema.ts';
import type { PlanetMemberColumnTables } from './schema.ts';
import { fail } from '@server/errors.ts';
import { seconds, type ServiceContext } from '@server/db/context.ts';
import type { PlanetAreaDeps } from '@server/areas/planets/area-deps.ts';
import type { Session } from '@server/http/session-types.ts';

const MEMBER_NOT_FOUND = '成员不存在';

export function createMemberRows(ctx: ServiceContext, deps: PlanetAreaDeps) {
  const db = ctx.db.withTables<PlanetMemberColumnTables>();
  type Db = typeof db;

  /** Active memberships whose term has passed become expired (0). */
  async function settleExpired(planetId: number): Promise<void> {
    await db
      .updateTable('planet_members')
      .set({ status: MEMBER_STATUS.expired })
      .where('planet_id', '=', planetId)
      .where('status', '=', MEMBER_STATUS.active)
      .where('role', '!=', 'owner')
      .where('expires_at', 'is not', null)
      .where('expires_at', '<=', seconds(ctx.now))
      .execute();
  }

  function memberQuery(executor: Db, planetId: number) {
    return executor
      .selectFrom('planet_members as m')
      .leftJoin('planet_member_refunds as r', 'r.member_id', 'm.id')
      .where('m.planet_id', '=', planetId)
      .select([
        'm.id',
        'm.planet_id',
        'm.nickname',
        'm.role',
        'm.status',
        'm.description',
        'm.phone',
        'm.paid_amount',
        'm.joined_at',
        'm.expires_at',
        'm.ban_reason',
        'm.banned_at',
        'm.status_before_ban',
        'm.order_id',
        (eb) => eb.fn.coalesce('r.amount', eb.lit(0)).as('refunded_amount'),
      ]);
  }
  type MemberRow = Awaited<ReturnType<ReturnType<typeof memberQuery>['executeTakeFirstOrThrow']>>;

  function toMember(row: MemberRow): PlanetMember {
    return {
      id: row.id,
      planet_id: row.planet_id,
      nickname: row.nickname,
      role: row.role as PlanetMemberRole,
      status: row.status as PlanetMemberStatus,
      description: row.description,
      phone: maskPhone(row.phone),
      paid_amount: row.paid_amount,
      refunded_amount: Number(row.refunded_amount),
      joined_at: row.joined_at,
      expires_at: row.expires_at,
      ban_reason: row.ban_reason,
      banned_at: row.banned_at,
    };
  }

  async function memberOf(executor: Db, planetId: number, memberId: number): Promise<MemberRow> {
    const row = await memberQuery(executor, planetId).where('m.id', '=', memberId).executeTakeFirst();
    if (!row) throw fail.notFound(MEMBER_NOT_FOUND);
    return row;
  }

  async function ownedPlanet(session: Session, planetId: number): Promise<PlanetRow> {
    const planet = await deps.planets.requireOwned(session, planetId);
    await settleExpired(planetId);
    return planet;
  }

  /** The member of an owned planet that a change may touch: never the owner. */
  async function changeable(executor: Db, planetId: number, memberId: number, refusal: string): Promise<MemberRow> {
    const row = await memberOf(executor, planetId, memberId);
    if (row.role === 'owner') throw fail.forbidden(refusal);
    return row;
  }

  return { db, memberQuery, toMember, memberOf, ownedPlanet, changeable };
}

export type MemberRows = ReturnType<typeof createMemberRows>;
