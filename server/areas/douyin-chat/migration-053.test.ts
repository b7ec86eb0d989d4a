/**
 * Migration 053 (douyin group chats): down takes its tables away and up brings them back, and a teacher's
 * account going takes their groups, rules and potential customers with it.
 */
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, type FreshDatabase } from '@server/test-support/fresh-database.ts';
import { down, up } from './migration-053.ts';

const TABLES = ['douyin_groups', 'douyin_group_members', 'douyin_messages', 'douyin_autoreplies', 'douyin_autoreply_groups', 'douyin_contacts'] as const;

describe('migration 053', () => {
  let fresh: FreshDatabase;

  beforeAll(async () => {
    fresh = await freshDatabase();
  });
  afterAll(() => fresh.remove());

  const count = async (table: string) => Number((await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`.execute(fresh.db)).rows[0]!.n);

  it('goes down and comes up again', async () => {
    const raw = fresh.db as unknown as Kysely<unknown>;
    await down(raw);
    await expect(count('douyin_groups')).rejects.toThrow();
    await up(raw);
    for (const table of TABLES) expect(await count(table)).toBe(0);
  });

  it('loses a teacher’s rows with their account', async () => {
    const db = fresh.db;
    const owner = 5301;
    await sql`insert into users (id, phone, password_hash, nickname, uid, uuid, main_id, mode, tier, created_at)
      values (${owner}, '13900005301', 'x', '老师', '1005301', 'u5301', ${owner}, 'teacher', 'free', 0)`.execute(db);
    const group = await sql<{ id: number }>`insert into douyin_groups (owner_id, name, member_limit, status, created_at, updated_at) values (${owner}, '群', 500, 'open', 0, 0) returning id`.execute(db);
    const groupId = Number(group.rows[0]!.id);
    await sql`insert into douyin_group_members (owner_id, group_id, douyin_uid, nickname, joined_at) values (${owner}, ${groupId}, 'dy1', '甲', 0)`.execute(db);
    await sql`insert into douyin_messages (owner_id, group_id, douyin_uid, nickname, text, created_at) values (${owner}, ${groupId}, 'dy1', '甲', '你好', 0)`.execute(db);
    const rule = await sql<{ id: number }>`insert into douyin_autoreplies (owner_id, keywords, match, reply, created_at, updated_at) values (${owner}, '你好', 'exact', '你好呀', 0, 0) returning id`.execute(db);
    await sql`insert into douyin_autoreply_groups (rule_id, group_id) values (${Number(rule.rows[0]!.id)}, ${groupId})`.execute(db);
    await sql`insert into douyin_contacts (owner_id, douyin_uid, nickname, source_group_id, first_contact_at, last_contact_at) values (${owner}, 'dy1', '甲', ${groupId}, 0, 0)`.execute(db);
    for (const table of TABLES) expect(await count(table)).toBe(1);
    await sql`delete from users where id = ${owner}`.execute(db);
    for (const table of TABLES) expect(await count(table)).toBe(0);
  });
});
