/**
 * Douyin group chats (spec §6 `hybrid_douyin_chat`): the teacher's fan groups, their members and messages,
 * keyword auto-reply rules with the groups they apply to, and `douyin_contacts`, one row per teacher and Douyin user
 * who joined or messaged (the potential customers, /database/costomer), indexed by what that list filters and sorts on.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  const owner = 'owner_id';
  await db.schema
    .createTable('douyin_groups')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn(owner, 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('product_kind', 'text')
    .addColumn('product_id', 'integer')
    .addColumn('member_limit', 'integer', (c) => c.notNull())
    .addColumn('welcome', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('members_n', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('messages_n', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('douyin_groups_owner').on('douyin_groups').columns([owner, 'id desc']).execute();

  await db.schema
    .createTable('douyin_group_members')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn(owner, 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('group_id', 'integer', (c) => c.notNull().references('douyin_groups.id').onDelete('cascade'))
    .addColumn('douyin_uid', 'text', (c) => c.notNull())
    .addColumn('nickname', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('joined_at', 'integer', (c) => c.notNull())
    .addUniqueConstraint('douyin_group_members_uid', ['group_id', 'douyin_uid'])
    .execute();
  await db.schema.createIndex('douyin_group_members_group').on('douyin_group_members').columns(['group_id', 'id desc']).execute();

  await db.schema
    .createTable('douyin_messages')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn(owner, 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('group_id', 'integer', (c) => c.notNull().references('douyin_groups.id').onDelete('cascade'))
    .addColumn('douyin_uid', 'text', (c) => c.notNull())
    .addColumn('nickname', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('is_reply', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('rule_id', 'integer')
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('douyin_messages_group').on('douyin_messages').columns(['group_id', 'id desc']).execute();

  await db.schema
    .createTable('douyin_autoreplies')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn(owner, 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('keywords', 'text', (c) => c.notNull())
    .addColumn('match', 'text', (c) => c.notNull())
    .addColumn('reply', 'text', (c) => c.notNull())
    .addColumn('all_groups', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('douyin_autoreplies_owner').on('douyin_autoreplies').columns([owner, 'id desc']).execute();
  await db.schema
    .createTable('douyin_autoreply_groups')
    .addColumn('rule_id', 'integer', (c) => c.notNull().references('douyin_autoreplies.id').onDelete('cascade'))
    .addColumn('group_id', 'integer', (c) => c.notNull().references('douyin_groups.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('douyin_autoreply_groups_pk', ['rule_id', 'group_id'])
    .execute();
  await db.schema.createIndex('douyin_autoreply_groups_group').on('douyin_autoreply_groups').columns(['group_id']).execute();

  await db.schema
    .createTable('douyin_contacts')
    .addColumn(owner, 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('douyin_uid', 'text', (c) => c.notNull())
    .addColumn('nickname', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('source_group_id', 'integer', (c) => c.references('douyin_groups.id').onDelete('set null'))
    .addColumn('first_contact_at', 'integer', (c) => c.notNull())
    .addColumn('last_contact_at', 'integer', (c) => c.notNull())
    .addColumn('messages_n', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('douyin_contacts_pk', [owner, 'douyin_uid'])
    .execute();
  const index = (name: string, columns: string[]) => db.schema.createIndex(name).on('douyin_contacts').columns(columns).execute();
  await index('douyin_contacts_last', [owner, 'last_contact_at desc', 'douyin_uid']);
  await index('douyin_contacts_group_last', [owner, 'source_group_id', 'last_contact_at desc', 'douyin_uid']);
  await index('douyin_contacts_phone', [owner, 'phone']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['douyin_contacts', 'douyin_autoreply_groups', 'douyin_autoreplies', 'douyin_messages', 'douyin_group_members', 'douyin_groups']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
