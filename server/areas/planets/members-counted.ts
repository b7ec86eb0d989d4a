/**
 * Who counts as a planet's member, the one definition behind every figure that says "members" (the planet's
 * `member_count` in its list and detail head, the overview's 正常成员, the funds overview per planet, the home
 * page): an active membership (status 1) whose term has not run out. Expired, refunded and blacklisted memberships
 * stay in the member list as history, not as members; the data screen's 成员总数 counts them all and says so.
 */
import { sql, type RawBuilder } from 'kysely';
import { MEMBER_STATUS } from '@shared/planet-members/types.ts';

/** The condition on a `planet_members` row (under `alias`) at `now` (unix seconds). */
export function isCountedMember(alias: string, now: number): RawBuilder<boolean> {
  const column = (name: string) => sql.ref(`${alias}.${name}`);
  return sql<boolean>`(${column('status')} = ${MEMBER_STATUS.active} and (${column('expires_at')} is null or ${column('expires_at')} > ${now}))`;
}
