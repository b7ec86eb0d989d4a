/**
 * Dates as the browser's date inputs hold them, in local time: 'YYYY-MM-DD' (<input type="date">) and
 * 'YYYY-MM-DDTHH:mm' (<input type="datetime-local">), to and from unix seconds.
 */
const pad = (n: number) => String(n).padStart(2, '0');

/** 'YYYY-MM-DD' that is a real calendar day. */
export function isCalendarDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** seconds → the local day 'YYYY-MM-DD' */
export function localDate(seconds: number): string {
  const d = new Date(seconds * 1000);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** 'YYYY-MM-DD' → seconds at the day's start, local time (spec §9: a start date means 00:00:00). */
export function dayStartSeconds(date: string): number {
  const [y, m, d] = date.split('-').map(Number);
  return Math.floor(new Date(y!, m! - 1, d!, 0, 0, 0).getTime() / 1000);
}

/** 'YYYY-MM-DD' → seconds at the day's end, local time (spec §9: an end date means 23:59:59). */
export function dayEndSeconds(date: string): number {
  const [y, m, d] = date.split('-').map(Number);
  return Math.floor(new Date(y!, m! - 1, d!, 23, 59, 59).getTime() / 1000);
}

/** seconds → the value of an <input type="datetime-local"> (local time, minutes) */
export function toLocalInput(seconds: number): string {
  const d = new Date(seconds * 1000);
  return `${localDate(seconds)}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** the value of an <input type="datetime-local"> → seconds; 0 for nothing entered */
export function fromLocalInput(value: string): number {
  const time = new Date(value).getTime();
  return Number.isNaN(time) ? 0 : Math.floor(time / 1000);
}
