/**
 * Planet the planet member mode screens (issue 6). Being written in this session; replaced before it lands.
 */
import type { Kysely } from 'kysely';

export async function up(_db: Kysely<unknown>): Promise<void> {}

export async function down(_db: Kysely<unknown>): Promise<void> {}
