/** The blacklist of a planet: banning a member, taking them off, and the list (spec §3 "Member" status 3). */
import { sql } from 'kysely';
import { MEMBER_LIMITS } from '@shared/planet-members/limits.ts';
import { MEMBER_STATUS, type PlanetMember, type PlanetMemberStatus } from '@shared/planet-members/types.ts';
import { fail } from '@server/errors.ts';
import { seconds, type ServiceContext } from '@server/db/context.ts';
import { countedPage } from '@server/db/paging.ts';
import { checkedText } from '@server/http/checked-text.ts';
import type { Session } from '@server/http/session-types.ts';
import type { MemberRows } from './member-rows.ts';
import { containsText } from '@server/db/portable-sql.ts';

export function createBlacklistService(ctx: ServiceContext, { db, memberQuery, toMember, memberOf, ownedPlanet, changeable }: MemberRows) {
  return {
    async blacklist(session: Session, planetId: number, query: { page: number; pageSize: number; keyword?: string }): Promise<{ rows: PlanetMember[]; totalCount: number }> {
      await ownedPlanet(session, planetId);
      let base = memberQuery(db, planetId).where('m.status', '=', MEMBER_STATUS.blacklisted);
      const keyword = query.keyword?.trim();
      if (keyword) base = base.where(containsText(db, sql.ref('m.nickname'), keyword));
      return countedPage(base.clearSelect(), query, () => base.orderBy('m.banned_at', 'desc').orderBy('m.id', 'desc'), (rows) => rows.map(toMember));
    },

    /** Blacklists a member: out of the planet (status 3, a plain member), kept from joining again until unbanned. */
    async ban(session: Session, planetId: number, memberId: number, rawReason: string): Promise<PlanetMember> {
      await ownedPlanet(session, planetId);
      const reason = checkedText('reason', rawReason, MEMBER_LIMITS.reasonMax, true);
      const row = await changeable(db, planetId, memberId, '不能拉黑星主');
      if (row.status === MEMBER_STATUS.blacklisted) throw fail.conflict('该成员已在黑名单中');
      const now = seconds(ctx.now);
      await db
        .updateTable('planet_members')
        .set({ status: MEMBER_STATUS.blacklisted, status_before_ban: row.status, role: 'member', ban_reason: reason, banned_at: now, updated_at: now })
        .where('id', '=', memberId)
        .where('status', '!=', MEMBER_STATUS.blacklisted)
        .execute();
      return toMember(await memberOf(db, planetId, memberId));
    },

    /** Takes a member off the blacklist: back to the status the ban replaced (expired if the term ran out since). */
    async unban(session: Session, planetId: number, memberId: number): Promise<PlanetMember> {
      await ownedPlanet(session, planetId);
      const row = await memberOf(db, planetId, memberId);
      if (row.status !== MEMBER_STATUS.blacklisted) throw fail.conflict('该成员不在黑名单中');
      const now = seconds(ctx.now);
      let status = (row.status_before_ban ?? MEMBER_STATUS.active) as PlanetMemberStatus;
      if (status === MEMBER_STATUS.active && row.expires_at !== null && row.expires_at <= now) status = MEMBER_STATUS.expired;
      await db
        .updateTable('planet_members')
        .set({ status, status_before_ban: null, ban_reason: '', banned_at: null, updated_at: now })
        .where('id', '=', memberId)
        .execute();
      return toMember(await memberOf(db, planetId, memberId));
    },

    /** Whether a person (by phone) is kept out of a planet: the join flow of the member-facing app asks this. */
    async isBlacklisted(planetId: number, phone: string): Promise<boolean> {
      const row = await db
        .selectFrom('planet_members')
        .select('id')
        .where('planet_id', '=', planetId)
        .where('phone', '=', phone)
        .where('status', '=', MEMBER_STATUS.blacklisted)
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}
