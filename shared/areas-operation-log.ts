/**
 * Every area's part of the operation log (shared/<area>/operation-labels.ts): the labels of its write routes, the
 * writes it does not log, and its labels' names. A new area with private write routes adds one line here;
 * shared/operation-log/route-labels.ts and label-names*.ts derive from this list. It is apart from
 * shared/areas.ts because only the server and the log's screen read it: the console's first load carries
 * shared/areas.ts, and these labels would add about 6 KB (gzip) to it.
 */
import { ACCOUNT_OPERATION_LABELS } from '@shared/account/operation-labels.ts';
import { AFTERSALE_OPERATION_LABELS } from '@shared/aftersale/operation-labels.ts';
import { API_KEYS_OPERATION_LABELS } from '@shared/api-keys/operation-labels.ts';
import { CERTIFICATION_OPERATION_LABELS } from '@shared/certification/operation-labels.ts';
import { COURSES_OPERATION_LABELS } from '@shared/courses/operation-labels.ts';
import { DOUYIN_CHAT_OPERATION_LABELS } from '@shared/douyin-chat/operation-labels.ts';
import { FUNDS_OPERATION_LABELS } from '@shared/funds/operation-labels.ts';
import { GUIDE_OPERATION_LABELS } from '@shared/guide/operation-labels.ts';
import { HELP_OPERATION_LABELS } from '@shared/help/operation-labels.ts';
import { LIVE_OPERATION_LABELS } from '@shared/live/operation-labels.ts';
import { MARKETING_OPERATION_LABELS } from '@shared/marketing/operation-labels.ts';
import { MATERIALS_OPERATION_LABELS } from '@shared/materials/operation-labels.ts';
import { NOTIFICATIONS_OPERATION_LABELS } from '@shared/notifications/operation-labels.ts';
import { ORDERS_OPERATION_LABELS } from '@shared/orders/operation-labels.ts';
import { PACKAGES_OPERATION_LABELS } from '@shared/packages/operation-labels.ts';
import { PLANET_FUNDS_OPERATION_LABELS } from '@shared/planet-funds/operation-labels.ts';
import { PLANET_MEMBERS_OPERATION_LABELS } from '@shared/planet-members/operation-labels.ts';
import { PLANET_MODE_OPERATION_LABELS } from '@shared/planet-mode/operation-labels.ts';
import { PLANET_PROGRAMS_OPERATION_LABELS } from '@shared/planet-programs/operation-labels.ts';
import { PLANET_THEMES_OPERATION_LABELS } from '@shared/planet-themes/operation-labels.ts';
import { PLANETS_OPERATION_LABELS } from '@shared/planets/operation-labels.ts';
import { STAFF_OPERATION_LABELS } from '@shared/staff/operation-labels.ts';
import { STUDENTS_OPERATION_LABELS } from '@shared/students/operation-labels.ts';
import { SYSTEM_OPERATION_LABELS } from '@shared/system/operation-labels.ts';
import { TEACH_OPERATION_LABELS } from '@shared/teach/operation-labels.ts';

export const AREA_OPERATION_LABELS = [
  ACCOUNT_OPERATION_LABELS,
  AFTERSALE_OPERATION_LABELS,
  API_KEYS_OPERATION_LABELS,
  CERTIFICATION_OPERATION_LABELS,
  COURSES_OPERATION_LABELS,
  DOUYIN_CHAT_OPERATION_LABELS,
  FUNDS_OPERATION_LABELS,
  GUIDE_OPERATION_LABELS,
  HELP_OPERATION_LABELS,
  LIVE_OPERATION_LABELS,
  MARKETING_OPERATION_LABELS,
  MATERIALS_OPERATION_LABELS,
  NOTIFICATIONS_OPERATION_LABELS,
  ORDERS_OPERATION_LABELS,
  PACKAGES_OPERATION_LABELS,
  PLANET_FUNDS_OPERATION_LABELS,
  PLANET_MEMBERS_OPERATION_LABELS,
  PLANET_MODE_OPERATION_LABELS,
  PLANET_PROGRAMS_OPERATION_LABELS,
  PLANET_THEMES_OPERATION_LABELS,
  PLANETS_OPERATION_LABELS,
  STAFF_OPERATION_LABELS,
  STUDENTS_OPERATION_LABELS,
  SYSTEM_OPERATION_LABELS,
  TEACH_OPERATION_LABELS,
] as const;
