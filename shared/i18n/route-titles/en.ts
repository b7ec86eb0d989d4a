import { SHARED_AREAS } from '@shared/areas.ts';
import { PLATFORM_ROUTE_TITLES } from './platform.ts';

/** English page titles of the console routes of zh-CN.ts beside this file (each area's and the platform's), and of the menu groups. */
export const ROUTE_TITLES_EN: Record<string, string> = Object.fromEntries(
  [PLATFORM_ROUTE_TITLES, ...SHARED_AREAS.map((area) => area.routeTitles)].flatMap((titles) => Object.entries(titles.en)),
);

/** English titles of the menu groups and external entries, which have no route of their own. */
export const MENU_TITLES_EN: Record<string, string> = {
  '/course': 'Courses', '/content': 'Content', '/live': 'Live', '/teach': 'Teaching', '/materials': 'Materials', '/platform': 'Lead acquisition',
  '/interaction': 'Interaction', '/marketing': 'Marketing', '/order': 'Orders', '/aftersale': 'After-sale', '/user': 'Users',
  '/database': 'Data centre', '/accounting': 'Funds', '/setting': 'Settings', '/p/planet/live': 'Live', '/p/accounting': 'Funds',
  ExternalShop: 'Shop admin', ExternalHelp: 'Help centre',
};
