/** The member list of a planet, and a member's role and the owner's note on them. */
import { sql } from 'kysely';
import { MEMBER_LIMITS } from '@shared/planet-members/limits.ts';
import { MEMBER_STATUS, type AssignableMemberRole, type PlanetMember, type PlanetMemberRole, type PlanetMemberStatus } from '@shared/planet-members/types.ts';
import { fail } from '@server/errors.ts';
import { seconds, type ServiceContext } from '@server/db/context.ts';
import { countedPage } from '@server/db/paging.ts';
import { checkedText } from '@server/http/checked-text.ts';
import type { Session } from '@server/http/session-types.ts';
import type { MemberRows } from './member-rows.ts';
import { containsText } from '@server/db/portable-sql.ts';

export type MemberListFilter = {
  page: number;
  pageSize: number;
  keyword?: string;
  role?: PlanetMemberRole;
  status?: PlanetMemberStatus;
  blacklisted?: 0 | 1;
};

export function createMemberListService(ctx: ServiceContext, { db, memberQuery, toMember, memberOf, ownedPlanet, changeable }: MemberRows) {
  return {
    async list(session: Session, planetId: number, filter: MemberListFilter): Promise<{ rows: PlanetMember[]; totalCount: number }> {
      await ownedPlanet(session, planetId);
      let base = memberQuery(db, planetId);
      const keyword = filter.keyword?.trim();
      if (keyword) base = base.where((eb) => eb.or([containsText(db, sql.ref('m.nickname'), keyword), eb('m.phone', '=', keyword)]));
      if (filter.role) base = base.where('m.role', '=', filter.role);
      if (filter.status !== undefined) base = base.where('m.status', '=', filter.status);
      if (filter.blacklisted === 1) base = base.where('m.status', '=', MEMBER_STATUS.blacklisted);
      if (filter.blacklisted === 0) base = base.where('m.status', '!=', MEMBER_STATUS.blacklisted);
      return countedPage(base.clearSelect(), filter, () => base.orderBy(sql`case m.role when 'owner' then 0 when 'admin' then 1 else 2 end`).orderBy('m.joined_at', 'desc').orderBy('m.id', 'desc'), (rows) => rows.map(toMember));
    },

    async update(session: Session, planetId: number, memberId: number, changes: { role?: AssignableMemberRole; description?: string }): Promise<PlanetMember> {
      await ownedPlanet(session, planetId);
      const row = await changeable(db, planetId, memberId, '星主的身份和备注不能修改');
      const description = changes.description === undefined ? undefined : checkedText('description', changes.description, MEMBER_LIMITS.descriptionMax, false);
      if (changes.role === 'admin' && row.role !== 'admin' && row.status !== MEMBER_STATUS.active) throw fail.conflict('只有正常状态的成员可以设为管理员');
      await db
        .updateTable('planet_members')
        .set({
          ...(changes.role ? { role: changes.role } : {}),
          ...(description !== undefined ? { description } : {}),
          updated_at: seconds(ctx.now),
        })
        .where('id', '=', memberId)
        .where('planet_id', '=', planetId)
        .execute();
      return toMember(await memberOf(db, planetId, memberId));
    },
  };
}
