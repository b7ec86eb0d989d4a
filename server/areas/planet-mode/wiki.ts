/** Knowledge-base articles per planet (/p/planet/wiki): plain multi-line text, never HTML. */
import { sql, type Selectable } from 'kysely';
import { containsText } from '@server/db/portable-sql.ts';
import { MODE_LIMITS } from '@shared/planet-mode/limits.ts';
import type { wikiArticles } from '@shared/planet-mode/definitions.ts';
import type { WikiArticle, WikiInput } from '@shared/planet-mode/types.ts';
import type { ListQueryOf } from '@shared/api/resource-definition.ts';
import type { Page } from '@shared/api/types.ts';
import type { PlanetWikiTable } from './schema.ts';
import { fail } from '@server/errors.ts';
import { seconds, type ServiceContext } from '@server/db/context.ts';
import { countedPage } from '@server/db/paging.ts';
import { type PlanetAreaDeps } from '@server/areas/planets/area-deps.ts';
import { checkedText } from '@server/http/checked-text.ts';
import type { Session } from '@server/http/session-types.ts';

const WIKI_NOT_FOUND = '文章不存在';

type Row = Selectable<PlanetWikiTable> & { planet_title: string };

const toArticle = (row: Row): WikiArticle => ({
  id: row.id,
  planet_id: row.planet_id,
  planet_title: row.planet_title,
  title: row.title,
  category: row.category,
  content: row.content,
  created_at: row.created_at,
  updated_at: row.updated_at,
});

export function createWikiService(ctx: ServiceContext, deps: PlanetAreaDeps) {
  const { db } = ctx;
  const base = (session: Session) =>
    db.selectFrom('planet_wiki as w').innerJoin('planets as p', 'p.id', 'w.planet_id').where('w.owner_id', '=', session.main.id);

  async function one(session: Session, id: number): Promise<WikiArticle> {
    const row = await base(session).selectAll('w').select('p.title as planet_title').where('w.id', '=', id).executeTakeFirst();
    if (!row) throw fail.notFound(WIKI_NOT_FOUND);
    return toArticle(row);
  }

  async function columns(session: Session, input: WikiInput) {
    await deps.planets.requireOwned(session, input.planet_id);
    const title = checkedText('title', input.title, MODE_LIMITS.titleMax, true);
    const category = checkedText('category', input.category, MODE_LIMITS.categoryMax, false);
    const content = checkedText('content', input.content, MODE_LIMITS.wikiContentMax, true);
    return { planet_id: input.planet_id, title, category, content };
  }

  return {
    /** Newest change first; the keyword matches title or content; `data.categories` are the owner's categories. */
    async list(session: Session, query: ListQueryOf<typeof wikiArticles>): Promise<Page<WikiArticle> & { data: { categories: string[] } }> {
      let q = base(session);
      if (query.planet_id !== undefined) {
        await deps.planets.requireOwned(session, query.planet_id);
        q = q.where('w.planet_id', '=', query.planet_id);
      }
      const categories = (
        await q.select('w.category').distinct().where('w.category', '!=', '').orderBy('w.category').execute()
      ).map((row) => row.category);
      if (query.category) q = q.where('w.category', '=', query.category);
      const keyword = query.keyword?.trim();
      if (keyword) q = q.where(sql<boolean>`(${containsText(db, sql.ref('w.title'), keyword)} or ${containsText(db, sql.ref('w.content'), keyword)})`);
      const found = await countedPage(q, query, (page) => page.selectAll('w').select('p.title as planet_title').orderBy('w.updated_at', 'desc').orderBy('w.id', 'desc'), (rows) => rows.map(toArticle));
      return { ...found, data: { categories } };
    },

    async create(session: Session, input: WikiInput): Promise<WikiArticle> {
      const values = await columns(session, input);
      const now = seconds(ctx.now);
      const row = await db.insertInto('planet_wiki').values({ ...values, owner_id: session.main.id, created_at: now, updated_at: now }).returning('id').executeTakeFirstOrThrow();
      return one(session, row.id);
    },

    async update(session: Session, id: number, input: WikiInput): Promise<WikiArticle> {
      await one(session, id);
      const values = await columns(session, input);
      await db.updateTable('planet_wiki').set({ ...values, updated_at: seconds(ctx.now) }).where('id', '=', id).execute();
      return one(session, id);
    },

    async remove(session: Session, id: number): Promise<void> {
      await one(session, id);
      await db.deleteFrom('planet_wiki').where('id', '=', id).execute();
    },
  };
}
