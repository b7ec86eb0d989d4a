/** Rules and pure logic of planet member mode's pages, shared by the server and the console. */
import type { RoadmapItem, TimeStatus } from './types.ts';

/** WeChat group QR codes stop working 7 days after they are made. */
export const WX_QR_DAYS = 7;

/** Before the start 0 (未开始), until the end 1 (进行中 / 直播中), after it 2 (已结束). */
export function timeStatus(startAt: number, endAt: number, now: number): TimeStatus {
  if (now < startAt) return 0;
  return now < endAt ? 1 : 2;
}

/** A live ends `duration` minutes after its start. */
export const liveEnd = (startAt: number, duration: number) => startAt + duration * 60;

export const isQrExpired = (expiresAt: number, now: number) => expiresAt > 0 && now > expiresAt;

/** Roadmap items by month ('YYYY-MM'), months in order, items by date then id. */
export function groupByMonth<T extends Pick<RoadmapItem, 'planned_on' | 'id'>>(items: readonly T[]): { month: string; items: T[] }[] {
  const sorted = [...items].sort((a, b) => a.planned_on.localeCompare(b.planned_on) || a.id - b.id);
  const groups: { month: string; items: T[] }[] = [];
  for (const item of sorted) {
    const month = item.planned_on.slice(0, 7);
    const last = groups.at(-1);
    if (last?.month === month) last.items.push(item);
    else groups.push({ month, items: [item] });
  }
  return groups;
}

/** Moves the item at `index` one place up or down; the same array when it cannot move. */
export function moveItem<T>(items: readonly T[], index: number, direction: 'up' | 'down'): T[] {
  const target = direction === 'up' ? index - 1 : index + 1;
  if (index < 0 || index >= items.length || target < 0 || target >= items.length) return [...items];
  const next = [...items];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}
