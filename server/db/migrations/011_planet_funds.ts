/**
 * Planet funds (issue 6): SaaS plans, trial goods and purchase orders, payout accounts. Being written in this session.
 */
import type { Kysely } from 'kysely';

export async function up(_db: Kysely<unknown>): Promise<void> {}

export async function down(_db: Kysely<unknown>): Promise<void> {}
