/**
 * Textbooks (/teach/book): a paper or electronic book a teacher recommends with or ships with courses —
 * title, author, publisher, an ISBN-13, a cover from the picture library, a price in fen, a description and the
 * courses of the account it is attached to, in the order given. Newest change first; the keyword looks in titles.
 */
import { countedPage } from '@server/db/paging.ts';
import { sql, type Selectable } from 'kysely';
import { normaliseIsbn, TEACH_LIMITS } from '@shared/teach/rules.ts';
import type { Book, BookCourse, BookInput, books } from '@shared/teach/book.ts';
import type { TeachBooksTable } from './schema.ts';
import { fail } from '@server/errors.ts';
import { seconds, type ServiceContext } from '@server/db/context.ts';
import type { Db } from '@server/db/database.ts';
import { containsText } from '@server/db/portable-sql.ts';
import { checkedText } from '@server/http/checked-text.ts';
import type { ListQueryOf } from '@shared/api/resource-definition.ts';
import type { Page } from '@shared/api/types.ts';
import type { Session } from '@server/http/session-types.ts';
import type { MediaTokens } from '@server/areas/materials/media-tokens.ts';
import { ownPictureId, presentPictures } from '@server/areas/materials/picture-refs.ts';
import { forgetUses, recordUses } from '@server/areas/materials/uses.ts';

const BOOK_NOT_FOUND = '教材不存在';
const BOOK_COVER_NOT_FOUND = '封面图片不存在，请重新选择图片素材';
const BOOK_COURSE_NOT_FOUND = '课程不存在，请重新选择';
const ISBN_WRONG = 'ISBN 格式不正确，请填写 13 位 ISBN';


type Row = Selectable<TeachBooksTable>;

export function createBookService(ctx: ServiceContext, deps: { tokens: MediaTokens }) {
  const { db } = ctx;
  const base = (session: Session) => db.selectFrom('teach_books as b').where('b.owner_id', '=', session.main.id);

  /** the attached courses of each book, in the order attached (only the owner's: a book never holds another's) */
  async function coursesOf(ownerId: number, bookIds: number[]): Promise<Map<number, BookCourse[]>> {
    const attached = new Map<number, BookCourse[]>(bookIds.map((id) => [id, []]));
    if (bookIds.length === 0) return attached;
    const rows = await db
      .selectFrom('teach_book_courses as bc')
      .innerJoin('courses as c', 'c.id', 'bc.course_id')
      .select(['bc.book_id', 'c.id', 'c.title', 'c.type'])
      .where('bc.book_id', 'in', bookIds)
      .where('c.owner_id', '=', ownerId)
      .orderBy('bc.book_id')
      .orderBy('bc.position')
      .execute();
    for (const row of rows) attached.get(row.book_id)?.push({ id: row.id, title: row.title, type: row.type });
    return attached;
  }

  async function toBooks(session: Session, rows: Row[]): Promise<Book[]> {
    // a picture deleted from the library since leaves the book without a cover
    const [covers, courses] = await Promise.all([
      presentPictures(db, session.main.id, rows.map((row) => row.cover_id)),
      coursesOf(session.main.id, rows.map((row) => row.id)),
    ]);
    return rows.map((row) => {
      const cover = covers.has(row.cover_id) ? row.cover_id : 0;
      const attached = courses.get(row.id) ?? [];
      return {
        id: row.id,
        title: row.title,
        author: row.author,
        publisher: row.publisher,
        isbn: row.isbn,
        cover_id: cover,
        cover_url: cover ? deps.tokens.url(cover, 'file') : '',
        price: row.price,
        description: row.description,
        course_ids: attached.map((course) => course.id),
        courses: attached,
        created_at: row.created_at,
        updated_at: row.updated_at,
      };
    });
  }

  async function one(session: Session, id: number): Promise<Book> {
    const row = await base(session).selectAll('b').where('b.id', '=', id).executeTakeFirst();
    if (!row) throw fail.notFound(BOOK_NOT_FOUND);
    return (await toBooks(session, [row]))[0]!;
  }

  /** The courses named, each of the caller's, in the order given; one of another account (or none) is refused. */
  async function ownCourseIds(session: Session, ids: readonly number[]): Promise<number[]> {
    const wanted = [...new Set(ids)];
    if (wanted.length === 0) return [];
    const found = await db.selectFrom('courses').select('id').where('owner_id', '=', session.main.id).where('id', 'in', wanted).execute();
    if (found.length !== wanted.length) throw fail.validation(BOOK_COURSE_NOT_FOUND);
    return wanted;
  }

  async function columns(session: Session, input: BookInput) {
    const isbn = normaliseIsbn(input.isbn);
    if (isbn === null) throw fail.validation(ISBN_WRONG);
    return {
      values: {
        title: checkedText('title', input.title, TEACH_LIMITS.bookTitleMax, true),
        author: checkedText('author', input.author, TEACH_LIMITS.bookAuthorMax, false),
        publisher: checkedText('publisher', input.publisher, TEACH_LIMITS.bookPublisherMax, false),
        isbn,
        cover_id: await ownPictureId(db, session, input.cover_id, BOOK_COVER_NOT_FOUND),
        price: input.price,
        description: checkedText('description', input.description, TEACH_LIMITS.bookDescriptionMax, false),
      },
      courseIds: await ownCourseIds(session, input.course_ids),
    };
  }

  async function attach(trx: Db, bookId: number, courseIds: number[]): Promise<void> {
    await trx.deleteFrom('teach_book_courses').where('book_id', '=', bookId).execute();
    if (courseIds.length === 0) return;
    await trx
      .insertInto('teach_book_courses')
      .values(courseIds.map((courseId, i) => ({ book_id: bookId, course_id: courseId, position: i + 1 })))
      .execute();
  }

  return {
    async list(session: Session, query: ListQueryOf<typeof books>): Promise<Page<Book>> {
      let q = base(session);
      const keyword = query.keyword?.trim();
      if (keyword) q = q.where(containsText(db, sql.ref('b.title'), keyword));
      return countedPage(q, query, (page) => page.selectAll('b').orderBy('b.updated_at', 'desc').orderBy('b.id', 'desc'), (rows) => toBooks(session, rows));
    },

    async create(session: Session, input: BookInput): Promise<Book> {
      const { values, courseIds } = await columns(session, input);
      const now = seconds(ctx.now);
      const id = await db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('teach_books')
          .values({ ...values, owner_id: session.main.id, created_at: now, updated_at: now })
          .returning('id')
          .executeTakeFirstOrThrow();
        await attach(trx, row.id, courseIds);
        await recordUses(trx, { kind: 'book', id: row.id }, [values.cover_id]);
        return row.id;
      });
      return one(session, id);
    },

    async update(session: Session, id: number, input: BookInput): Promise<Book> {
      await one(session, id);
      const { values, courseIds } = await columns(session, input);
      await db.transaction().execute(async (trx) => {
        await trx.updateTable('teach_books').set({ ...values, updated_at: seconds(ctx.now) }).where('id', '=', id).execute();
        await attach(trx, id, courseIds);
        await recordUses(trx, { kind: 'book', id }, [values.cover_id]);
      });
      return one(session, id);
    },

    async remove(session: Session, id: number): Promise<void> {
      await one(session, id);
      await db.transaction().execute(async (trx) => {
        await forgetUses(trx, 'book', [id]);
        await trx.deleteFrom('teach_book_courses').where('book_id', '=', id).execute();
        await trx.deleteFrom('teach_books').where('id', '=', id).execute();
      });
    },
  };
}

