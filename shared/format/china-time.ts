/** Moments in China time (UTC+8, no daylight saving), as screens and exports show them whatever the reader's zone. */
const CHINA_OFFSET_SECONDS = 8 * 3600;

/** Unix seconds → 'YYYY-MM-DD HH:mm:ss' in China: 2026-11-27 14:05:09 */
export function chinaDateTime(unixSeconds: number): string {
  return new Date((unixSeconds + CHINA_OFFSET_SECONDS) * 1000).toISOString().slice(0, 19).replace('T', ' ');
}

/** Unix seconds → 'YYYY-MM-DD HH:mm' in China */
export function chinaMinute(unixSeconds: number): string {
  return chinaDateTime(unixSeconds).slice(0, 16);
}
