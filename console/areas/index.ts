/**
 * Every console area's screens (console/areas/<area>/screens.ts), for the route table (console/app/routes.ts): a new
 * area adds one line here. Each screen is a lazy import, so this list loads no area's code.
 */
import type { Screen } from '@console/app/screen.ts';
import { ACCOUNT_SCREENS } from './account/screens.ts';
import { AFTERSALE_SCREENS } from './aftersale/screens.ts';
import { API_KEY_SCREENS } from './api-keys/screens.ts';
import { CERTIFICATION_SCREENS } from './certification/screens.ts';
import { COURSE_SCREENS } from './courses/screens.ts';
import { DASHBOARD_SCREENS } from './dashboard/screens.ts';
import { DATA_CENTRE_SCREENS } from './data-centre/screens.ts';
import { DOUYIN_CHAT_SCREENS } from './douyin-chat/screens.ts';
import { FUNDS_SCREENS } from './funds/screens.ts';
import { GUIDE_SCREENS } from './guide/screens.ts';
import { HOME_SCREENS } from './home/screens.ts';
import { LEARNING_SCREENS } from './learning/screens.ts';
import { LIVE_SCREENS } from './live/screens.ts';
import { MARKETING_SCREENS } from './marketing/screens.ts';
import { MATERIAL_SCREENS } from './materials/screens.ts';
import { NOT_FOUND_SCREENS } from './not-found/screens.ts';
import { OPERATION_LOG_SCREENS } from './operation-log/screens.ts';
import { ORDER_SCREENS } from './orders/screens.ts';
import { PACKAGE_SCREENS } from './packages/screens.ts';
import { PLANET_FUNDS_SCREENS } from './planet-funds/screens.ts';
import { MEMBER_SCREENS } from './planet-members/screens.ts';
import { PLANET_MODE_SCREENS } from './planet-mode/screens.ts';
import { PROGRAM_SCREENS } from './planet-programs/screens.ts';
import { THEME_SCREENS } from './planet-themes/screens.ts';
import { PLANET_SCREENS } from './planets/screens.ts';
import { STAFF_SCREENS } from './staff/screens.ts';
import { STUDENT_SCREENS } from './students/screens.ts';
import { TEACH_SCREENS } from './teach/screens.ts';
import { TRAFFIC_SCREENS } from './traffic/screens.ts';

export const AREA_SCREENS: readonly Readonly<Record<string, Screen>>[] = [
  ACCOUNT_SCREENS,
  AFTERSALE_SCREENS,
  API_KEY_SCREENS,
  CERTIFICATION_SCREENS,
  COURSE_SCREENS,
  DASHBOARD_SCREENS,
  DATA_CENTRE_SCREENS,
  DOUYIN_CHAT_SCREENS,
  FUNDS_SCREENS,
  GUIDE_SCREENS,
  HOME_SCREENS,
  LEARNING_SCREENS,
  LIVE_SCREENS,
  MARKETING_SCREENS,
  MATERIAL_SCREENS,
  NOT_FOUND_SCREENS,
  OPERATION_LOG_SCREENS,
  ORDER_SCREENS,
  PACKAGE_SCREENS,
  PLANET_FUNDS_SCREENS,
  MEMBER_SCREENS,
  PLANET_MODE_SCREENS,
  PROGRAM_SCREENS,
  THEME_SCREENS,
  PLANET_SCREENS,
  STAFF_SCREENS,
  STUDENT_SCREENS,
  TEACH_SCREENS,
  TRAFFIC_SCREENS,
];
