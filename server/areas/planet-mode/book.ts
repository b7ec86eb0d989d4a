/**
 * The planet book (星球书; a planet's planetBook section): chapters the owner composes, each a title and
 * ordered sections of plain text, in book order (`sort`), printed from the console.
 */
import type { Selectable } from 'kysely';
import { MODE_LIMITS } from '@shared/planet-mode/limits.ts';
import type { BookChapter, BookChapterInput, BookSection } from '@shared/planet-mode/types.ts';
import type { PlanetBookChaptersTable } from './schema.ts';
import { fail } from '@server/errors.ts';
import { seconds, type ServiceContext } from '@server/db/context.ts';
import { type PlanetAreaDeps } from '@server/areas/planets/area-deps.ts';
import { checkedText } from '@server/http/checked-text.ts';
import type { Session } from '@server/http/session-types.ts';

const CHAPTER_NOT_FOUND = '章节不存在';

function parseSections(json: string): BookSection[] {
  try {
    const value: unknown = JSON.parse(json);
    if (!Array.isArray(value)) return [];
    return value
      .filter((item): item is BookSection => !!item && typeof item === 'object' && typeof item.title === 'string' && typeof item.text === 'string')
      .map((item) => ({ title: item.title, text: item.text }));
  } catch {
    return [];
  }
}

const toChapter = (row: Selectable<PlanetBookChaptersTable>): BookChapter => ({
  id: row.id,
  planet_id: row.planet_id,
  title: row.title,
  sections: parseSections(row.sections),
  sort: row.sort,
  created_at: row.created_at,
  updated_at: row.updated_at,
});

export function createBookService(ctx: ServiceContext, deps: PlanetAreaDeps) {
  const { db } = ctx;

  async function one(session: Session, planetId: number, id: number) {
    await deps.planets.requireOwned(session, planetId);
    const row = await db
      .selectFrom('planet_book_chapters')
      .selectAll()
      .where('id', '=', id)
      .where('planet_id', '=', planetId)
      .where('owner_id', '=', session.main.id)
      .executeTakeFirst();
    if (!row) throw fail.notFound(CHAPTER_NOT_FOUND);
    return row;
  }

  function columns(input: BookChapterInput) {
    const title = checkedText('title', input.title, MODE_LIMITS.titleMax, true);
    const sections = input.sections.map((section, i) => ({
      title: checkedText(`sections[${i}].title`, section.title, MODE_LIMITS.titleMax, false),
      text: checkedText(`sections[${i}].text`, section.text, MODE_LIMITS.sectionTextMax, true),
    }));
    if (sections.length === 0) throw fail.validation('请至少添加一节内容');
    return { title, sections: JSON.stringify(sections) };
  }

  async function list(session: Session, planetId: number): Promise<BookChapter[]> {
    await deps.planets.requireOwned(session, planetId);
    const rows = await db.selectFrom('planet_book_chapters').selectAll().where('planet_id', '=', planetId).where('owner_id', '=', session.main.id).orderBy('sort').orderBy('id').execute();
    return rows.map(toChapter);
  }

  return {
    list,

    async create(session: Session, input: BookChapterInput): Promise<BookChapter> {
      await deps.planets.requireOwned(session, input.planet_id);
      const values = columns(input);
      const now = seconds(ctx.now);
      const last = await db
        .selectFrom('planet_book_chapters')
        .select((eb) => eb.fn.max('sort').as('sort'))
        .where('planet_id', '=', input.planet_id)
        .executeTakeFirst();
      const row = await db
        .insertInto('planet_book_chapters')
        .values({ ...values, planet_id: input.planet_id, owner_id: session.main.id, sort: Number(last?.sort ?? 0) + 1, created_at: now, updated_at: now })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toChapter(row);
    },

    async update(session: Session, id: number, input: BookChapterInput): Promise<BookChapter> {
      await one(session, input.planet_id, id);
      const values = columns(input);
      await db.updateTable('planet_book_chapters').set({ ...values, updated_at: seconds(ctx.now) }).where('id', '=', id).execute();
      return toChapter(await one(session, input.planet_id, id));
    },

    async remove(session: Session, planetId: number, id: number): Promise<void> {
      await one(session, planetId, id);
      await db.deleteFrom('planet_book_chapters').where('id', '=', id).execute();
    },

    /** Swaps a chapter with its neighbour (the keyboard way of reordering); the whole book in its new order. */
    async move(session: Session, planetId: number, id: number, direction: 'up' | 'down'): Promise<BookChapter[]> {
      await one(session, planetId, id);
      const chapters = await list(session, planetId);
      const index = chapters.findIndex((chapter) => chapter.id === id);
      const target = direction === 'up' ? index - 1 : index + 1;
      if (target < 0 || target >= chapters.length) return chapters;
      const order = chapters.map((chapter) => chapter.id);
      [order[index], order[target]] = [order[target]!, order[index]!];
      await db.transaction().execute(async (trx) => {
        for (const [i, chapterId] of order.entries()) await trx.updateTable('planet_book_chapters').set({ sort: i + 1 }).where('id', '=', chapterId).execute();
      });
      return list(session, planetId);
    },
  };
}
