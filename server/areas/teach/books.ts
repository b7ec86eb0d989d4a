/**
 * Textbooks (/teach/book): a paper or electronic book a teacher recommends with or ships with courses —
 * title, author, publisher, an ISBN-13, a cover from the picture library, a price in fen, a description and the
 * courses of the account it is attached to, in the order given. Newest change first; the keyword looks in titles.
 */
import { normaliseIsbn, TEACH_LIMITS } from '@shared/teach/rules.ts';
import type { Book, BookCourse, BookInput } from '@shared/teach/book.ts';
import { fail } from '@server/errors.ts';
import type { ServiceContext } from '@server/db/context.ts';
import type { Db } from '@server/db/database.ts';
import { ownedRecords } from '@server/db/owned-records.ts';
import { checkedText } from '@server/http/checked-text.ts';
import type { Session } from '@server/http/session-types.ts';
import type { MediaTokens } from '@server/areas/materials/media-tokens.ts';
import { ownPictureId, presentPictures } from '@server/areas/materials/picture-refs.ts';
import { forgetUses, recordUses } from '@server/areas/materials/uses.ts';

const BOOK_NOT_FOUND = '教材不存在';
const BOOK_COVER_NOT_FOUND = '封面图片不存在，请重新选择图片素材';
const BOOK_COURSE_NOT_FOUND = '课程不存在，请重新选择';
const ISBN_WRONG = 'ISBN 格式不正确，请填写 13 位 ISBN';

export function createBookService(ctx: ServiceContext, deps: { tokens: MediaTokens }) {
  const { db } = ctx;

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

  /** The courses named, each of the caller's, in the order given; one of another account (or none) is refused. */
  async function ownCourseIds(session: Session, ids: readonly number[]): Promise<number[]> {
    const wanted = [...new Set(ids)];
    if (wanted.length === 0) return [];
    const found = await db.selectFrom('courses').select('id').where('owner_id', '=', session.main.id).where('id', 'in', wanted).execute();
    if (found.length !== wanted.length) throw fail.validation(BOOK_COURSE_NOT_FOUND);
    return wanted;
  }

  /** the checked columns; the courses to attach must each be the caller's */
  async function columns(session: Session, input: BookInput) {
    const isbn = normaliseIsbn(input.isbn);
    if (isbn === null) throw fail.validation(ISBN_WRONG);
    await ownCourseIds(session, input.course_ids);
    return {
      title: checkedText('title', input.title, TEACH_LIMITS.bookTitleMax, true),
      author: checkedText('author', input.author, TEACH_LIMITS.bookAuthorMax, false),
      publisher: checkedText('publisher', input.publisher, TEACH_LIMITS.bookPublisherMax, false),
      isbn,
      cover_id: await ownPictureId(db, session, input.cover_id, BOOK_COVER_NOT_FOUND),
      price: input.price,
      description: checkedText('description', input.description, TEACH_LIMITS.bookDescriptionMax, false),
    };
  }

  async function attach(trx: Db, bookId: number, courseIds: readonly number[]): Promise<void> {
    await trx.deleteFrom('teach_book_courses').where('book_id', '=', bookId).execute();
    if (courseIds.length === 0) return;
    await trx
      .insertInto('teach_book_courses')
      .values([...new Set(courseIds)].map((courseId, i) => ({ book_id: bookId, course_id: courseId, position: i + 1 })))
      .execute();
  }

  return ownedRecords(ctx, {
    table: 'teach_books',
    notFound: BOOK_NOT_FOUND,
    keywordColumn: 'title',
    columns,
    toAnswers: async (session, rows) => {
      // a picture deleted from the library since leaves the book without a cover
      const [covers, courses] = await Promise.all([
        presentPictures(db, session.main.id, rows.map((row) => row.cover_id)),
        coursesOf(session.main.id, rows.map((row) => row.id)),
      ]);
      return rows.map(({ owner_id: _owner, ...row }): Book => {
        const cover_id = covers.has(row.cover_id) ? row.cover_id : 0;
        const attached = courses.get(row.id) ?? [];
        return { ...row, cover_id, cover_url: cover_id ? deps.tokens.url(cover_id, 'file') : '', course_ids: attached.map((course) => course.id), courses: attached };
      });
    },
    written: async (trx, id, values, input) => {
      await attach(trx, id, input.course_ids);
      await recordUses(trx, { kind: 'book', id }, [values.cover_id]);
    },
    removing: async (trx, id) => {
      await forgetUses(trx, 'book', [id]);
      await trx.deleteFrom('teach_book_courses').where('book_id', '=', id).execute();
    },
  });
}
