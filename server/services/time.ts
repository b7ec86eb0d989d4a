/**
 * Calendar days follow China Standard Time (UTC+8, no daylight saving): the users are in China.
 */
const DAY = 86_400;
const CHINA_OFFSET = 8 * 3600;

/** Start of the UTC+8 calendar day that holds `unixSeconds`. */
export function startOfChinaDay(unixSeconds: number): number {
  return Math.floor((unixSeconds + CHINA_OFFSET) / DAY) * DAY - CHINA_OFFSET;
}

export const SECONDS_PER_DAY = DAY;
