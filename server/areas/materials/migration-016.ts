/**
 * Categories the server makes itself are recognisable: `material_categories.system_key` names what such
 * a category is ('default': where uploads without a category go), null for the ones a teacher made. The stored
 * `name` stays what it was, so a client shows a server-made category's name in the reader's language while that
 * name is still the server's, and what the teacher typed once it was renamed.
 *
 * Existing accounts' '默认分类' (the name the server has always given it) get the key; one per account at most.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('material_categories').addColumn('system_key', 'text').execute();
  await sql`update material_categories set system_key = 'default' where name = '默认分类'`.execute(db);
  await db.schema
    .createIndex('material_categories_owner_system')
    .on('material_categories')
    .columns(['owner_id', 'system_key'])
    .unique()
    .where(sql.ref('system_key'), 'is not', null)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('material_categories_owner_system').ifExists().execute();
  await db.schema.alterTable('material_categories').dropColumn('system_key').execute();
}
