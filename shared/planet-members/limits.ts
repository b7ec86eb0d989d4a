/** The limits of the planet members area's fields, shared by the request schemas (types.ts), the server and the console. */
import { RANGE_DAYS_MAX } from '@shared/format/china-days.ts';

export const MEMBER_LIMITS = {
  descriptionMax: 200,
  reasonMax: 100,
  keywordMax: 50,
  pageSizeMax: 50,
  menuNameMax: 6,
  /** the longest date range the statistics answer, days */
  rangeDaysMax: RANGE_DAYS_MAX,
} as const;
