/**
 * The help window's server side (spec §1): articles about Lectern's own screens, searched by keyword, the most
 * viewed as hot questions, and the messages teachers leave for the assistant.
 *
 * Search matches any part of the title or the body. As for material titles (materials-query.ts), keywords of 3 or
 * more characters use the FTS5 trigram index; 1 and 2 characters fall back to LIKE (the table is small). Title
 * matches come first, then the most viewed.
 */
import { sql } from 'kysely';
import type { HelpArticle, HelpContact, HelpContactInput, HelpContactReceipt, HelpSummary } from '@shared/help/contract.ts';
import { fail } from '@server/errors.ts';
import { hasControlChars } from '@server/http/control-chars.ts';
import type { ServiceContext } from '@server/db/context.ts';
import { seconds } from '@server/db/context.ts';
import { ftsPhrase, likePattern } from '@server/areas/materials/query.ts';
import type { Session } from '@server/http/session-types.ts';
import { stripControlChars } from '@server/http/control-chars.ts';

export type HelpArticleSeed = { title: string; category: string; body: string; views: number };

/** At most this many messages per account in CONTACT_WINDOW seconds: a form, not a chat. */
export const CONTACT_LIMIT = 10;
export const CONTACT_WINDOW = 3600;
const EXCERPT_BEFORE = 16;
const EXCERPT_LENGTH = 72;

/** The body around the first match of the keyword (or its beginning), on one line. */
export function excerptOf(body: string, keyword: string): string {
  const text = body.replace(/\s+/g, ' ').trim();
  const at = keyword === '' ? -1 : text.toLowerCase().indexOf(keyword.toLowerCase());
  const start = at > EXCERPT_BEFORE ? at - EXCERPT_BEFORE : 0;
  const end = start + EXCERPT_LENGTH;
  return `${start > 0 ? '…' : ''}${text.slice(start, end)}${end < text.length ? '…' : ''}`;
}

/** Drops control characters other than line breaks and tabs, and the carriage returns of Windows line ends. */
function cleanMessage(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/\r\n?/g, '\n').replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '').trim();
}

export function createHelpService(ctx: ServiceContext) {
  const { db } = ctx;
  const summary = ['id', 'title', 'category', 'views'] as const;

  return {
    /** Fills an empty article table (first start, or a data directory from before the help window). */
    async seedIfEmpty(articles: readonly HelpArticleSeed[]): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        if ((await trx.selectFrom('help_articles').select('id').limit(1).executeTakeFirst()) !== undefined) return false;
        await trx
          .insertInto('help_articles')
          .values(articles.map((article, index) => ({ ...article, sort: index + 1 })))
          .execute();
        return true;
      });
    },

    async search(keyword: string, page: number, pageSize: number): Promise<{ rows: HelpSummary[]; totalCount: number }> {
      // stored text never holds control characters, and SQLite's full-text search fails on a NUL
      const text = stripControlChars(keyword).trim();
      if (text === '') throw fail.validation('参数错误：keyword 不能为空');
      const where =
        [...text].length >= 3
          ? sql`a.id in (select rowid from help_articles_fts where help_articles_fts match ${ftsPhrase(text)})`
          : sql`(a.title like ${likePattern(text)} escape '\\' or a.body like ${likePattern(text)} escape '\\')`;
      const { rows } = await sql<HelpSummary & { body: string; total: number }>`
        select a.id, a.title, a.category, a.views, a.body, count(*) over () as total from help_articles a where ${where}
        order by instr(lower(a.title), lower(${text})) > 0 desc, a.views desc, a.sort, a.id
        limit ${pageSize} offset ${(page - 1) * pageSize}`.execute(db);
      let totalCount = Number(rows[0]?.total ?? 0);
      if (rows.length === 0 && page > 1) {
        const { rows: counted } = await sql<{ n: number }>`select count(*) as n from help_articles a where ${where}`.execute(db);
        totalCount = Number(counted[0]?.n ?? 0);
      }
      return {
        rows: rows.map(({ id, title, category, views, body }) => ({ id, title, category, views, excerpt: excerptOf(body, text) })),
        totalCount,
      };
    },

    /** The most viewed articles. */
    hot(limit: number): Promise<HelpSummary[]> {
      return db.selectFrom('help_articles').select(summary).orderBy('views', 'desc').orderBy('sort').orderBy('id').limit(limit).execute();
    },

    /** An article, counting this view; 404 '帮助文章不存在'. */
    async read(id: number): Promise<HelpArticle> {
      const row = await db
        .updateTable('help_articles')
        .set((eb) => ({ views: eb('views', '+', 1) }))
        .where('id', '=', id)
        .returning([...summary, 'body'])
        .executeTakeFirst();
      if (!row) throw fail.notFound('帮助文章不存在');
      return row;
    },

    /** Stores a message for the assistant from the signed-in account (a staff account's own id). */
    async contact(session: Session, input: HelpContactInput): Promise<HelpContactReceipt> {
      const message = cleanMessage(input.message);
      if (message === '') throw fail.validation('参数错误：message 不能为空');
      const contact = (input.contact ?? '').trim();
      if (hasControlChars(contact)) throw fail.validation('参数错误：contact 不能包含控制字符');
      const page = (input.page ?? '').trim();
      if (hasControlChars(page)) throw fail.validation('参数错误：page 不能包含控制字符');
      const now = seconds(ctx.now);
      return db.transaction().execute(async (trx) => {
        const recent = await trx
          .selectFrom('help_contacts')
          .select([(eb) => eb.fn.countAll<number>().as('n'), (eb) => eb.fn.min<number>('created_at').as('oldest')])
          .where('user_id', '=', session.user.id)
          .where('created_at', '>', now - CONTACT_WINDOW)
          .executeTakeFirstOrThrow();
        if (Number(recent.n) >= CONTACT_LIMIT) {
          const wait = Math.max(1, Number(recent.oldest) + CONTACT_WINDOW - now);
          throw fail.rateLimited(`留言过于频繁，请 ${Math.ceil(wait / 60)} 分钟后再试`, wait);
        }
        return trx
          .insertInto('help_contacts')
          .values({ user_id: session.user.id, message, contact, page, created_at: now })
          .returning(['id', 'created_at'])
          .executeTakeFirstOrThrow();
      });
    },

    /** The caller's own messages, newest first. */
    contacts(session: Session, limit: number): Promise<HelpContact[]> {
      return db
        .selectFrom('help_contacts')
        .select(['id', 'message', 'contact', 'page', 'created_at'])
        .where('user_id', '=', session.user.id)
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
    },
  };
}

export type HelpService = ReturnType<typeof createHelpService>;
