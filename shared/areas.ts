/**
 * Every shared area's manifest (shared/<area>/area.ts: page titles, texts): adding an area is one line here, one in
 * shared/areas-operation-log.ts when it has write routes, and one in console/areas/index.ts. The route titles
 * (shared/i18n/route-titles/) and `MessageKey` (shared/i18n/i18n.ts) derive from this list; it sits beside the
 * area folders, as console/areas/ and server/areas/ hold theirs.
 */
import { accountArea } from '@shared/account/area.ts';
import { aftersaleArea } from '@shared/aftersale/area.ts';
import { apiKeysArea } from '@shared/api-keys/area.ts';
import { certificationArea } from '@shared/certification/area.ts';
import { coursesArea } from '@shared/courses/area.ts';
import { dataCentreArea } from '@shared/data-centre/area.ts';
import { douyinChatArea } from '@shared/douyin-chat/area.ts';
import { fundsArea } from '@shared/funds/area.ts';
import { guideArea } from '@shared/guide/area.ts';
import { learningArea } from '@shared/learning/area.ts';
import { liveArea } from '@shared/live/area.ts';
import { marketingArea } from '@shared/marketing/area.ts';
import { materialsArea } from '@shared/materials/area.ts';
import { operationLogArea } from '@shared/operation-log/area.ts';
import { ordersArea } from '@shared/orders/area.ts';
import { packagesArea } from '@shared/packages/area.ts';
import { planetFundsArea } from '@shared/planet-funds/area.ts';
import { planetMembersArea } from '@shared/planet-members/area.ts';
import { planetModeArea } from '@shared/planet-mode/area.ts';
import { planetProgramsArea } from '@shared/planet-programs/area.ts';
import { planetThemesArea } from '@shared/planet-themes/area.ts';
import { planetsArea } from '@shared/planets/area.ts';
import { staffArea } from '@shared/staff/area.ts';
import { studentsArea } from '@shared/students/area.ts';
import { teachArea } from '@shared/teach/area.ts';
import { trafficArea } from '@shared/traffic/area.ts';
import type { SharedArea } from '@shared/area-manifest.ts';

export const SHARED_AREAS = [
  accountArea,
  aftersaleArea,
  apiKeysArea,
  certificationArea,
  coursesArea,
  dataCentreArea,
  douyinChatArea,
  fundsArea,
  guideArea,
  learningArea,
  liveArea,
  marketingArea,
  materialsArea,
  operationLogArea,
  ordersArea,
  packagesArea,
  planetFundsArea,
  planetMembersArea,
  planetModeArea,
  planetProgramsArea,
  planetThemesArea,
  planetsArea,
  staffArea,
  studentsArea,
  teachArea,
  trafficArea,
] as const;

type TextKeysOf<Area> = Area extends SharedArea<infer Texts> ? keyof Texts & string : never;
/** the text keys of every area's catalogue */
export type AreaMessageKey = TextKeysOf<(typeof SHARED_AREAS)[number]>;
