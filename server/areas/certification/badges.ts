/**
 * What approved applications give a teacher (docs/decisions.md "Certification"): labels on the public
 * profile — 已实名 for an identification, 认证讲师 with its category for a role application, 企业认证 with the
 * company's name — read from the newest approved application of each kind. They change no tier and no quota.
 */
import type { ApplyData, ProfileBadges } from '@shared/certification/types.ts';
import type { Db } from '@server/db/database.ts';
import { parseData } from './data.ts';

export async function badgesOf(db: Db, ownerId: number): Promise<ProfileBadges> {
  const rows = await db
    .selectFrom('certification_applications')
    .select(['kind', 'data'])
    .where('owner_id', '=', ownerId)
    .where('status', '=', 'approved')
    .orderBy('reviewed_at', 'asc')
    .orderBy('id', 'asc')
    .execute();
  // the newest approval of each kind wins
  const newest = new Map<string, ApplyData>();
  for (const row of rows) newest.set(row.kind, parseData(row.data));
  const text = (data: ApplyData | undefined, key: string) => (typeof data?.[key] === 'string' ? (data[key] as string) : '');
  return {
    identified: newest.has('identification'),
    certified: newest.has('role'),
    category: text(newest.get('role'), 'category'),
    enterprise: text(newest.get('enterprise'), 'company_name'),
  };
}
