/**
 * Planet members (spec §3 "Member": role, status, description), the blacklist, refunds, statistics and
 * the member-facing menu. Every call names a planet the caller owns (deps.planets.requireOwned: 404 otherwise) and
 * every member it touches must belong to that planet (404 '成员不存在' otherwise).
 *
 * Status: 1 active, 0 expired, 2 refunded, 3 blacklisted (docs/decisions.md). An active membership
 * whose term has passed is settled to 0 whenever the planet's members are read.
 *
 * Each part lives in its own file: the member rows they all read (member-rows.ts), the member list and changes
 * (members.ts), refunds (refunds.ts), the blacklist (blacklist.ts), statistics (statistics.ts) and the menu (menus.ts).
 */
import type { ServiceContext } from '@server/db/context.ts';
import type { PlanetAreaDeps } from '@server/areas/planets/area-deps.ts';
import { createBlacklistService } from './blacklist.ts';
import { createMemberRows } from './member-rows.ts';
import { createMemberListService } from './members.ts';
import { createMenuService } from './menus.ts';
import { createRefundService } from './refunds.ts';
import { createStatisticsService } from './statistics.ts';

export function createPlanetMemberService(ctx: ServiceContext, deps: PlanetAreaDeps) {
  const rows = createMemberRows(ctx, deps);
  return {
    ...createMemberListService(ctx, rows),
    ...createRefundService(ctx, deps, rows),
    ...createBlacklistService(ctx, rows),
    ...createStatisticsService(ctx, rows),
    ...createMenuService(ctx, deps),
  };
}
