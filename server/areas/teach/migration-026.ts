/** Textbooks (/teach/book), per main account, and the courses each is attached to, in order. */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('teach_books')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('author', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('publisher', 'text', (c) => c.notNull().defaultTo(''))
    // 13 digits, '' without one
    .addColumn('isbn', 'text', (c) => c.notNull().defaultTo(''))
    // no foreign key: a picture deleted from the library leaves the book without a cover
    .addColumn('cover_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('price', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('teach_books_owner').on('teach_books').columns(['owner_id', 'updated_at']).execute();

  await db.schema
    .createTable('teach_book_courses')
    .addColumn('book_id', 'integer', (c) => c.notNull().references('teach_books.id').onDelete('cascade'))
    .addColumn('course_id', 'integer', (c) => c.notNull().references('courses.id').onDelete('cascade'))
    // 1-based, the order the teacher attached them in
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('teach_book_courses_pk', ['book_id', 'course_id'])
    .execute();
  await db.schema.createIndex('teach_book_courses_course').on('teach_book_courses').column('course_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('teach_book_courses').ifExists().execute();
  await db.schema.dropTable('teach_books').ifExists().execute();
}
