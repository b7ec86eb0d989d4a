/**
 * Demo traffic: the last 30 days of what the demo teacher's materials served, by kind, so /traffic
 * shows a month of real figures at once. Video carries most of it, more at weekends; audio, pictures and documents
 * follow at their own scale. The figures are fixed (no randomness), so the demo reads the same every time.
 */
import type { Kysely } from 'kysely';
import type { Database } from '@server/db/schema.ts';
import { chinaDayOf } from '@shared/traffic/rules.ts';
import type { TrafficKind } from '@shared/traffic/types.ts';

const MB = 1024 ** 2;

/** [kind, bytes on an ordinary weekday, typical bytes per response] */
const SCALE: [TrafficKind, number, number][] = [
  ['video', 160 * MB, 4 * MB],
  ['audio', 45 * MB, 1.5 * MB],
  ['picture', 18 * MB, 120 * 1024],
  ['document', 6 * MB, 800 * 1024],
];

export async function seedTraffic(db: Kysely<Database>, ownerId: number, now: number): Promise<void> {
  const today = chinaDayOf(now);
  const rows = [];
  for (let back = 29; back >= 0; back--) {
    const day = today - back;
    // 1970-01-01 was a Thursday: day 2 and 3 of each week (mod 7) are Saturday and Sunday
    const weekend = (day % 7 === 2 || day % 7 === 3) ? 1.6 : 1;
    // a slow rise over the month, and a day-to-day swing of up to ±25 %
    const growth = 0.8 + (29 - back) / 29 * 0.4;
    const swing = 1 + Math.sin(day * 1.7) * 0.25;
    for (const [kind, weekday, perResponse] of SCALE) {
      const bytes = Math.round(weekday * weekend * growth * swing * (back === 0 ? 0.4 : 1));
      rows.push({ owner_id: ownerId, day, kind, bytes, requests: Math.max(1, Math.round(bytes / perResponse)) });
    }
  }
  await db.insertInto('media_traffic_days').values(rows).execute();
}
