/** Every member across the owner's planets (/p/planet/user), read from planet_members. */
import { sql } from 'kysely';
import { containsText } from '@server/db/portable-sql.ts';
import type { OwnerMember } from '@shared/planet-mode/types.ts';
import type { ServiceContext } from '@server/db/context.ts';
import { countedPage } from '@server/db/paging.ts';
import type { PlanetAreaDeps } from '@server/areas/planets/area-deps.ts';
import type { Paging } from '@shared/list-state/list-state.ts';
import type { Session } from '@server/http/session-types.ts';

type OwnerMemberQuery = Paging & { planet_id?: number; status?: number; keyword?: string };

export function createOwnerMemberService(ctx: ServiceContext, deps: PlanetAreaDeps) {
  const { db } = ctx;
  return {
    async list(session: Session, query: OwnerMemberQuery): Promise<{ rows: OwnerMember[]; totalCount: number }> {
      let q = db.selectFrom('planet_members as m').innerJoin('planets as p', 'p.id', 'm.planet_id').where('p.owner_id', '=', session.main.id);
      if (query.planet_id !== undefined) {
        await deps.planets.requireOwned(session, query.planet_id);
        q = q.where('m.planet_id', '=', query.planet_id);
      }
      if (query.status !== undefined) q = q.where('m.status', '=', query.status);
      const keyword = query.keyword?.trim();
      if (keyword) q = q.where(containsText(db, sql.ref('m.nickname'), keyword));
      return countedPage(q, query, (page) => page.select(['m.id', 'm.planet_id', 'p.title as planet_title', 'm.nickname', 'm.role', 'm.status', 'm.created_at']).orderBy('m.created_at', 'desc').orderBy('m.id', 'desc'));
    },
  };
}
