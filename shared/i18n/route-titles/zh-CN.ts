import { SHARED_AREAS } from '@shared/areas.ts';
import { PLATFORM_ROUTE_TITLES } from './platform.ts';

/**
 * Page titles of every console route of SPEC §2, by path pattern, in Chinese: each area's (its manifest,
 * shared/<area>/area.ts) and the platform's (platform.ts); en.ts beside this file has them in English. The
 * console's route table (console/app/routes.ts) is built from these paths.
 */
export const ROUTE_TITLES_ZH: Record<string, string> = Object.fromEntries(
  [PLATFORM_ROUTE_TITLES, ...SHARED_AREAS.map((area) => area.routeTitles)].flatMap((titles) => Object.entries(titles['zh-CN'])),
);
