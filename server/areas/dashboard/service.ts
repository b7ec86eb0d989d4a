/**
 * Home figures. Planets, members, messages and staff belong to the main account the caller works
 * for; visits and the last sign-in are the caller's own. A staff account is answered only the figures of pages its
 * menu shows (我的星球 for planets and members, 员工管理 for staff accounts): Home is everyone's, its figures are not.
 * Messages are the notification bell's, which every account reads.
 */
import type { DashboardFigures } from '@shared/system/dashboard-types.ts';
import { seconds, type ServiceContext } from '@server/db/context.ts';
import type { Session } from '@server/http/session-types.ts';
import { SECONDS_PER_DAY, startOfChinaDay } from '@server/db/time.ts';
import { isCountedMember } from '@server/areas/planets/members-counted.ts';
import type { PageGrants } from '@server/http/session-plugin.ts';

const skipped = Promise.resolve(undefined);

export function createDashboardService(ctx: ServiceContext, grants: PageGrants) {
  const { db } = ctx;

  async function count(query: Promise<{ n: number } | undefined>): Promise<number> {
    return Number((await query)?.n ?? 0);
  }

  /** The pages whose figures the caller sees: a main account all of them. */
  async function seen(session: Session): Promise<(page: string) => boolean> {
    if (!session.isChild) return () => true;
    const pages = await grants.grantedPages(session);
    return (page) => pages.has(page);
  }

  return {
    async figures(session: Session): Promise<DashboardFigures> {
      const mainId = session.main.id;
      const today = startOfChinaDay(seconds(ctx.now));
      // 7 calendar days, today included
      const weekStart = today - 6 * SECONDS_PER_DAY;
      const sees = await seen(session);
      const planetsSeen = sees('planet');
      const staffSeen = sees('setting.index');

      const [planets, members, unread, staff, visitsToday, visitsWeek] = await Promise.all([
        !planetsSeen ? skipped : count(db.selectFrom('planets').select((eb) => eb.fn.countAll<number>().as('n')).where('owner_id', '=', mainId).executeTakeFirst()),
        !planetsSeen ? skipped : count(
          db
            .selectFrom('planet_members as m')
            .innerJoin('planets as p', 'p.id', 'm.planet_id')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('p.owner_id', '=', mainId)
            .where(isCountedMember('m', seconds(ctx.now)))
            .executeTakeFirst(),
        ),
        count(
          db
            .selectFrom('notifications')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('user_id', '=', mainId)
            .where('read_status', '=', 0)
            .executeTakeFirst(),
        ),
        !staffSeen ? skipped : count(
          db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n')).where('main_id', '=', mainId).where('id', '!=', mainId).where('deleted_at', 'is', null).executeTakeFirst(),
        ),
        count(
          db
            .selectFrom('page_visits')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('user_id', '=', session.user.id)
            .where('created_at', '>=', today)
            .executeTakeFirst(),
        ),
        count(
          db
            .selectFrom('page_visits')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('user_id', '=', session.user.id)
            .where('created_at', '>=', weekStart)
            .executeTakeFirst(),
        ),
      ]);

      // "last sign-in" means the one before this session: every sign-in starts a token family
      const previous = await db
        .selectFrom('token_families')
        .select('created_at')
        .where('user_id', '=', session.user.id)
        .where('id', '!=', session.familyId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
      return {
        ...(planets === undefined ? {} : { planets }),
        ...(members === undefined ? {} : { members }),
        unread_messages: unread,
        ...(staff === undefined ? {} : { staff_accounts: staff }),
        visits_today: visitsToday,
        visits_week: visitsWeek,
        last_login_at: previous?.created_at ?? null,
      };
    },
  };
}
