/**
 * The help window's server side (spec §1): articles about Lectern's own screens, searched by keyword, the most
 * viewed as hot questions, and the messages teachers leave for the assistant. Articles answer in the asked
 * language: an article's translation where it has one, else its own zh-CN text.
 *
 * Search matches any part of the title or the body in the asked language. As for material titles (materials-query.ts),
 * keywords of 3 or more characters use the FTS5 trigram indexes; 1 and 2 characters fall back to LIKE (the tables
 * are small). Title matches come first, then the most viewed.
 */
import { sql } from 'kysely';
import type { HelpArticle, HelpContact, HelpContactInput, HelpContactReceipt, HelpLanguage, HelpSummary } from '@shared/help/contract.ts';
import { fail } from '@server/errors.ts';
import { hasControlChars } from '@server/http/control-chars.ts';
import type { ServiceContext } from '@server/db/context.ts';
import { seconds } from '@server/db/context.ts';
import { keywordMatch } from '@server/db/keyword-search.ts';
import { containsText } from '@server/db/portable-sql.ts';
import { HELP_TEXTS, HELP_TRANSLATION_TEXTS } from './keyword-index.ts';
import type { Session } from '@server/http/session-types.ts';
import { stripControlChars } from '@server/http/control-chars.ts';

export type HelpArticleSeed = { title: string; category: string; body: string; views: number };
/** an article in another language, named by its zh-CN title (`of`) */
export type HelpTranslationSeed = { of: string; title: string; category: string; body: string };

/** At most this many messages per account in CONTACT_WINDOW seconds: a form, not a chat. */
export const CONTACT_LIMIT = 10;
const CONTACT_WINDOW = 3600;
/** characters of the body shown around a match, before it and in all: English needs about twice Chinese's */
const EXCERPT: Record<HelpLanguage, { before: number; length: number }> = { 'zh-CN': { before: 16, length: 72 }, en: { before: 32, length: 144 } };

/** The body around the first match of the keyword (or its beginning), on one line. */
function excerptOf(body: string, keyword: string, lang: HelpLanguage = 'zh-CN'): string {
  const text = body.replace(/\s+/g, ' ').trim();
  const at = keyword === '' ? -1 : text.toLowerCase().indexOf(keyword.toLowerCase());
  const { before, length } = EXCERPT[lang];
  const start = at > before ? at - before : 0;
  const end = start + length;
  return `${start > 0 ? '…' : ''}${text.slice(start, end)}${end < text.length ? '…' : ''}`;
}

/** Drops control characters other than line breaks and tabs, and the carriage returns of Windows line ends. */
function cleanMessage(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/\r\n?/g, '\n').replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '').trim();
}

/** Every article with its texts in `lang` (its translation's, else its own) and `tid`, the translation's id or null. */
const shownIn = (lang: HelpLanguage) => sql`(select a.id, a.views, a.sort, t.id as tid,
  coalesce(t.title, a.title) as title, coalesce(t.category, a.category) as category, coalesce(t.body, a.body) as body
  from help_articles a left join help_article_translations t on t.article_id = a.id and t.lang = ${lang})`;

export function createHelpService(ctx: ServiceContext) {
  const { db } = ctx;

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

    /**
     * Adds the articles' texts in `lang` that are missing, each to the article with its zh-CN title (on every start:
     * a data directory seeded before gets them too; an article whose title was changed since is left alone).
     */
    async seedTranslations(lang: HelpLanguage, translations: readonly HelpTranslationSeed[]): Promise<number> {
      return db.transaction().execute(async (trx) => {
        const ids = new Map((await trx.selectFrom('help_articles').select(['id', 'title']).execute()).map((row) => [row.title, row.id]));
        let added = 0;
        for (const { of, ...text } of translations) {
          const articleId = ids.get(of);
          if (articleId === undefined) continue;
          const inserted = await trx
            .insertInto('help_article_translations')
            .values({ article_id: articleId, lang, ...text })
            .onConflict((oc) => oc.columns(['article_id', 'lang']).doNothing())
            .executeTakeFirst();
          added += Number(inserted.numInsertedOrUpdatedRows ?? 0);
        }
        return added;
      });
    },

    async search(keyword: string, page: number, pageSize: number, lang: HelpLanguage = 'zh-CN'): Promise<{ rows: HelpSummary[]; totalCount: number }> {
      // stored text never holds control characters, and SQLite's full-text search fails on a NUL
      const text = stripControlChars(keyword).trim();
      if (text === '') throw fail.validation('参数错误：keyword 不能为空');
      // an article matches in the language it is shown in: its translation where one exists, else its own text
      const from = sql`help_articles a left join help_article_translations t on t.article_id = a.id and t.lang = ${lang}`;
      const where = sql`((t.id is null and ${keywordMatch(db, HELP_TEXTS, 'a', text)}) or (t.id is not null and ${keywordMatch(db, HELP_TRANSLATION_TEXTS, 't', text)}))`;
      const { rows } = await sql<HelpSummary & { body: string; total: number }>`
        select a.id, coalesce(t.title, a.title) as title, coalesce(t.category, a.category) as category, a.views,
          coalesce(t.body, a.body) as body, count(*) over () as total from ${from} where ${where}
        order by ${containsText(db, sql`coalesce(t.title, a.title)`, text)} desc, a.views desc, a.sort, a.id
        limit ${pageSize} offset ${(page - 1) * pageSize}`.execute(db);
      let totalCount = Number(rows[0]?.total ?? 0);
      if (rows.length === 0 && page > 1) {
        const { rows: counted } = await sql<{ n: number }>`select count(*) as n from ${from} where ${where}`.execute(db);
        totalCount = Number(counted[0]?.n ?? 0);
      }
      return {
        rows: rows.map(({ id, title, category, views, body }) => ({ id, title, category, views, excerpt: excerptOf(body, text, lang) })),
        totalCount,
      };
    },

    /** The most viewed articles, in `lang`. */
    async hot(limit: number, lang: HelpLanguage = 'zh-CN'): Promise<HelpSummary[]> {
      const { rows } = await sql<HelpSummary>`select s.id, s.title, s.category, s.views from ${shownIn(lang)} s
        order by s.views desc, s.sort, s.id limit ${limit}`.execute(db);
      return rows;
    },

    /** An article in `lang`, counting this view; 404 '帮助文章不存在'. */
    async read(id: number, lang: HelpLanguage = 'zh-CN'): Promise<HelpArticle> {
      const viewed = await db
        .updateTable('help_articles')
        .set((eb) => ({ views: eb('views', '+', 1) }))
        .where('id', '=', id)
        .returning('id')
        .executeTakeFirst();
      if (!viewed) throw fail.notFound('帮助文章不存在');
      const { rows } = await sql<HelpArticle>`select s.id, s.title, s.category, s.views, s.body from ${shownIn(lang)} s where s.id = ${id}`.execute(db);
      return rows[0]!;
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
