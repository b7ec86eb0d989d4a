/**
 * Demo lines of the operation log, so /setting/record shows a real history at first start: the demo
 * teacher's and its staff account's sign-ins, and the creation of the seeded courses and coupons, each at the time
 * the record was made (the staff account made every other course). Lines the money seeds wrote stay as they are.
 */
import type { Kysely } from 'kysely';
import { SHELL } from '@shared/menu/modules.ts';
import { ACCOUNT_PATHS } from '@shared/account/paths.ts';
import type { Database } from '@server/db/schema.ts';
import { SECONDS_PER_DAY } from '@server/db/time.ts';
import { insertLine, type LogLine } from './record.ts';

/** the demo office's addresses: the teacher at home, the staff account at the studio */
const ADDRESSES = { main: '183.6.112.45', staff: '113.108.77.20' };

export async function seedOperationLog(db: Kysely<Database>, ownerId: number, now: number): Promise<void> {
  const accounts = await db.selectFrom('users').select(['id', 'nickname']).where('main_id', '=', ownerId).where('deleted_at', 'is', null).orderBy('id').execute();
  const main = accounts.find((account) => account.id === ownerId);
  if (!main) return;
  const staff = accounts.find((account) => account.id !== ownerId) ?? main;
  const ip = (actor: { id: number }) => (actor.id === ownerId ? ADDRESSES.main : ADDRESSES.staff);
  const lines: LogLine[] = [];
  const courses = await db.selectFrom('courses').select(['id', 'title', 'created_at']).where('owner_id', '=', ownerId).orderBy('id').limit(8).execute();
  courses.forEach((course, i) => {
    const actor = i % 2 === 0 ? main : staff;
    lines.push({ ownerId, actor, action: 'course.create', module: 'course', route: 'POST /api/v3/course/create', objectType: 'course', objectId: course.id, summary: course.title, ip: ip(actor), at: course.created_at });
  });
  const coupons = await db.selectFrom('coupons').select(['id', 'title', 'created_at']).where('owner_id', '=', ownerId).orderBy('id').limit(4).execute();
  for (const coupon of coupons) {
    lines.push({ ownerId, actor: main, action: 'marketing.coupon.create', module: 'marketing', route: 'POST /api/v3/marketing/coupon/create', objectType: 'marketing.coupon', objectId: coupon.id, summary: coupon.title, ip: ip(main), at: coupon.created_at });
  }
  for (let day = 6; day >= 0; day--) {
    for (const actor of day % 2 === 0 ? [main, staff] : [main]) {
      const at = now - day * SECONDS_PER_DAY - (actor === main ? 5 : 3) * 3600;
      lines.push({ ownerId, actor, action: 'account.login', module: SHELL, route: `POST ${ACCOUNT_PATHS.webLogin}`, objectType: 'account', objectId: actor.id, summary: { code: 'login.password', params: {} }, ip: ip(actor), at });
    }
  }
  lines.sort((a, b) => a.at - b.at);
  for (const line of lines) await insertLine(db, line);
}
