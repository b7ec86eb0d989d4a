import type { RecordSource } from '@shared/api/record-source.ts';
import { fetchDashboard, fetchSwitches, logPageVisit } from './client.ts';
import type { DashboardFigures } from './dashboard-types.ts';
import type { SwitchName, Switches } from './types.ts';

/** The dashboard's figures (planets, members, staff, visits); its unread figure is the notification store's. */
export const dashboardRecord: RecordSource<DashboardFigures, object> = { name: 'system/dashboard', read: fetchDashboard };

/** An account's switches (spec §6: what they add to the menu). */
export const switchesRecord: RecordSource<Switches, { userId: number; include: readonly SwitchName[] }> = {
  name: 'system/switches',
  read: ({ userId, include }) => fetchSwitches(userId, include),
};

/** The shell's writes; run them through the kit's `change`. */
export const systemWrites = {
  /** spec §2: each navigation logs a page visit, which the dashboard's visit figures count */
  logPageVisit: (path: string, title: string): Promise<void> => logPageVisit(path, title),
};
