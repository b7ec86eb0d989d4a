import { api } from '@shared/api/default-client.ts';
import { dataOf } from '@shared/api/errors.ts';
import { SYSTEM_PATHS } from './paths.ts';
import type { DashboardFigures } from './dashboard-types.ts';
import type { MenuModule } from '@shared/menu/types.ts';
import type { SwitchName, Switches } from './types.ts';

/** Shell calls whose paths the spec leaves "not shown" (our design, paths.ts). */

/** The caller's menu modules; a child account gets only its granted ones. */
export async function fetchMenu(): Promise<MenuModule[]> {
  return (await api().get<MenuModule[]>(SYSTEM_PATHS.menuList)).data ?? [];
}

export async function fetchSwitches(userId: number, include: readonly SwitchName[]): Promise<Switches> {
  const answer = await api().get<Switches>(SYSTEM_PATHS.switches, { user_id: userId, include: include.join(',') });
  return answer.data ?? {};
}

/** spec §2: each navigation logs a page-visit action. */
export async function logPageVisit(path: string, title: string): Promise<void> {
  await api().postJson(SYSTEM_PATHS.pageVisit, { path, title });
}

export async function fetchDashboard(): Promise<DashboardFigures> {
  return dataOf(await api().get<DashboardFigures>(SYSTEM_PATHS.dashboard));
}
