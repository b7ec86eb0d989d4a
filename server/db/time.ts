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

const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?: (\d{2}):(\d{2}):(\d{2}))?$/;

/**
 * 'YYYY-MM-DD HH:mm:ss' (or 'YYYY-MM-DD', taken as the start or the end of that day) in China time → unix
 * seconds; undefined for text that is no real calendar time (2026-02-30, 24:00:00).
 */
export function parseChinaDateTime(text: string, endOfDay = false): number | undefined {
  const match = DATE_TIME.exec(text);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const [hour, minute, second] =
    match[4] === undefined ? (endOfDay ? [23, 59, 59] : [0, 0, 0]) : [Number(match[4]), Number(match[5]), Number(match[6])];
  if (month < 1 || month > 12 || day < 1 || hour > 23 || minute > 59 || second > 59) return undefined;
  const ms = Date.UTC(year, month - 1, day, hour, minute, second);
  // Date.UTC rolls 02-30 over into March: a day that does not exist comes back different
  if (new Date(ms).getUTCDate() !== day) return undefined;
  return ms / 1000 - CHINA_OFFSET;
}
