/**
 * Every server area, once; the composition loops over this list and names no area. Order:
 * - services are built in this order, each area's with the services of the areas above it (create-services.ts
 *   checks this at compile time);
 * - start-up jobs, request hooks and routes run and register in this order;
 * - migrations run in the order of their names, whatever their area's place here.
 * Adding an area: its folder with its manifest (area.ts, see define-area.ts), and its import and entry here.
 */
import { accountArea } from './account/area.ts';
import { operationLogArea } from './operation-log/area.ts';
import { staffArea } from './staff/area.ts';
import { apiKeysArea } from './api-keys/area.ts';
import { systemArea } from './system/area.ts';
import { menuArea } from './menu/area.ts';
import { dashboardArea } from './dashboard/area.ts';
import { guideArea } from './guide/area.ts';
import { notificationsArea } from './notifications/area.ts';
import { helpArea } from './help/area.ts';
import { materialsArea } from './materials/area.ts';
import { coursesArea } from './courses/area.ts';
import { liveArea } from './live/area.ts';
import { marketingArea } from './marketing/area.ts';
import { ordersArea } from './orders/area.ts';
import { studentsArea } from './students/area.ts';
import { learningArea } from './learning/area.ts';
import { douyinChatArea } from './douyin-chat/area.ts';
import { aftersaleArea } from './aftersale/area.ts';
import { fundsArea } from './funds/area.ts';
import { trafficArea } from './traffic/area.ts';
import { dataCentreArea } from './data-centre/area.ts';
import { packagesArea } from './packages/area.ts';
import { certificationArea } from './certification/area.ts';
import { planetsArea } from './planets/area.ts';
import { planetThemesArea } from './planet-themes/area.ts';
import { planetProgramsArea } from './planet-programs/area.ts';
import { planetMembersArea } from './planet-members/area.ts';
import { planetModeArea } from './planet-mode/area.ts';
import { teachArea } from './teach/area.ts';
import { planetFundsArea } from './planet-funds/area.ts';

export const SERVER_AREAS = [
  accountArea,
  operationLogArea,
  staffArea,
  apiKeysArea,
  systemArea,
  menuArea,
  dashboardArea,
  guideArea,
  notificationsArea,
  helpArea,
  materialsArea,
  coursesArea,
  liveArea,
  marketingArea,
  ordersArea,
  studentsArea,
  learningArea,
  douyinChatArea,
  aftersaleArea,
  fundsArea,
  trafficArea,
  dataCentreArea,
  packagesArea,
  certificationArea,
  planetsArea,
  planetThemesArea,
  planetProgramsArea,
  planetMembersArea,
  planetModeArea,
  teachArea,
  planetFundsArea,
] as const;
