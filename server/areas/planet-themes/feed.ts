/**
 * Themes (posts) of a planet: the feed, create, update (content, media, topics, status, top, highlight), delete,
 * topic relations, praise and collect. Statuses (docs/decisions.md): 0 hidden, 1 published, 2
 * submitted; the owner's own post is published at once, so a post made here appears in the default feed.
 */
import { sql } from 'kysely';
import { containsText, greatestOf } from '@server/db/portable-sql.ts';
import { THEME_STATUS, type PlanetTheme, type ThemeCreateInput, type ThemeListQuery, type ThemeMediaRef, type ThemeUpdateInput, type Toggled } from '@shared/planet-themes/types.ts';
import { THEME_CREATE_DEFAULT_STATUS, THEME_LIMITS, THEME_LIST_DEFAULT_STATUS } from '@shared/planet-themes/rules.ts';
import type { Db } from '@server/db/database.ts';
import { fail } from '@server/errors.ts';
import { seconds, type ServiceContext } from '@server/db/context.ts';
import { countedPage } from '@server/db/paging.ts';
import { type PlanetAreaDeps } from '@server/areas/planets/area-deps.ts';
import { checkedText } from '@server/http/checked-text.ts';
import { ownedTheme, requirePlanetTopics } from './checks.ts';
import { themeViews, type ThemeRow } from './view.ts';
import type { Session } from '@server/http/session-types.ts';

/** The planet's owner as its member (the author of every post made in the back-office); made on the first post. */
async function ownerMemberId(db: Db, session: Session, planetId: number, now: number): Promise<number> {
  const found = await db.selectFrom('planet_members').select('id').where('planet_id', '=', planetId).where('role', '=', 'owner').orderBy('id').executeTakeFirst();
  if (found) return found.id;
  const made = await db
    .insertInto('planet_members')
    .values({ planet_id: planetId, nickname: session.main.nickname, role: 'owner', status: 1, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return made.id;
}

/** The media as stored: each one of the owner's materials of its kind, once, in the given order. */
async function checkedMedia(db: Db, ownerId: number, media: readonly ThemeMediaRef[]): Promise<string> {
  const seen = new Set<number>();
  const unique = media.filter((ref) => (seen.has(ref.id) ? false : (seen.add(ref.id), true)));
  if (unique.length > THEME_LIMITS.mediaMax) throw fail.validation(`图片、音频和视频最多 ${THEME_LIMITS.mediaMax} 个`);
  if (unique.length === 0) return '[]';
  const rows = await db.selectFrom('materials').select(['id', 'kind', 'status']).where('owner_id', '=', ownerId).where('id', 'in', [...seen]).execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  for (const ref of unique) {
    const row = byId.get(ref.id);
    if (!row || row.kind !== ref.source_type || row.status === -1) throw fail.validation('素材不存在，请重新选择图片、音频或视频');
  }
  return JSON.stringify(unique.map((ref) => ({ id: ref.id, source_type: ref.source_type })));
}

export function createThemeFeed(ctx: ServiceContext, deps: PlanetAreaDeps) {
  const { db } = ctx;
  const views = (session: Session, rows: ThemeRow[]) => themeViews(db, deps.tokens, session.main.id, session.user.id, rows);
  const one = async (session: Session, id: number): Promise<PlanetTheme> => {
    const [view] = await views(session, [await ownedTheme(db, session, id)]);
    return view!;
  };

  async function setTopics(trx: Db, themeId: number, topicIds: number[], now: number): Promise<void> {
    await trx.deleteFrom('planet_theme_topics').where('theme_id', '=', themeId).execute();
    if (topicIds.length) await trx.insertInto('planet_theme_topics').values(topicIds.map((topic_id) => ({ theme_id: themeId, topic_id, created_at: now }))).execute();
  }

  function checkedContent(content: string, mediaJson: string): string {
    const text = checkedText('content', content, THEME_LIMITS.contentMax, false);
    if (text === '' && mediaJson === '[]') throw fail.validation('请填写内容或添加图片、音频、视频');
    return text;
  }

  async function toggle(session: Session, themeId: number, table: 'planet_theme_praises' | 'planet_theme_collects', counter: 'praise_count' | 'collect_count'): Promise<Toggled> {
    await ownedTheme(db, session, themeId);
    return db.transaction().execute(async (trx) => {
      const removed = await trx.deleteFrom(table).where('theme_id', '=', themeId).where('user_id', '=', session.user.id).executeTakeFirst();
      const on = Number(removed.numDeletedRows) === 0;
      if (on) await trx.insertInto(table).values({ theme_id: themeId, user_id: session.user.id, created_at: seconds(ctx.now) }).execute();
      const row = await trx
        .updateTable('planet_themes')
        .set({ [counter]: greatestOf(db, sql.lit(0), sql`${sql.ref(counter)} + ${on ? 1 : -1}`) })
        .where('id', '=', themeId)
        .returning([counter])
        .executeTakeFirstOrThrow();
      return { on: on ? 1 : 0, count: (row as Record<typeof counter, number>)[counter] };
    });
  }

  return {
    async list(session: Session, query: Required<Pick<ThemeListQuery, 'planet_id' | 'page' | 'pageSize'>> & ThemeListQuery) {
      await deps.planets.requireOwned(session, query.planet_id);
      let base = db.selectFrom('planet_themes').where('planet_id', '=', query.planet_id).where('status', '=', query.status ?? THEME_LIST_DEFAULT_STATUS);
      if (query.top !== undefined) base = base.where('top', '=', query.top);
      if (query.highlight !== undefined) base = base.where('highlight', '=', query.highlight);
      const keyword = query.keyword?.trim();
      if (keyword) base = base.where(containsText(db, sql.ref('content'), keyword));
      if (query.topic_id !== undefined) {
        const topicId = query.topic_id;
        base = base.where('id', 'in', (eb) => eb.selectFrom('planet_theme_topics').select('theme_id').where('topic_id', '=', topicId));
      }
      return countedPage(base, query, (page) => page.selectAll().orderBy('top', 'desc').orderBy('top_at', 'desc').orderBy('created_at', 'desc').orderBy('id', 'desc'), (rows) => views(session, rows));
    },

    detail: one,

    async create(session: Session, input: ThemeCreateInput): Promise<PlanetTheme> {
      await deps.planets.requireOwned(session, input.planet_id);
      const media = await checkedMedia(db, session.main.id, input.media ?? []);
      const content = checkedContent(input.content, media);
      const topicIds = await requirePlanetTopics(db, input.planet_id, input.topic_ids ?? []);
      if (topicIds.length > THEME_LIMITS.topicsMax) throw fail.validation(`话题最多 ${THEME_LIMITS.topicsMax} 个`);
      const requested = input.status ?? THEME_CREATE_DEFAULT_STATUS;
      // the owner's own post needs nobody's approval: "submitted" (2) is published at once
      const status = requested === THEME_STATUS.pending ? THEME_STATUS.published : requested;
      const now = seconds(ctx.now);
      const id = await db.transaction().execute(async (trx) => {
        const author = await ownerMemberId(trx, session, input.planet_id, now);
        const row = await trx
          .insertInto('planet_themes')
          .values({
            planet_id: input.planet_id,
            content,
            media,
            status,
            top: input.top ?? 0,
            top_at: input.top === 1 ? now : 0,
            highlight: input.highlight ?? 0,
            target: input.target ?? '',
            target_id: input.target_id ?? 0,
            user_id: author,
            created_at: now,
            updated_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await setTopics(trx, row.id, topicIds, now);
        return row.id;
      });
      return one(session, id);
    },

    async update(session: Session, input: ThemeUpdateInput): Promise<PlanetTheme> {
      const row = await ownedTheme(db, session, input.id);
      const media = input.media === undefined ? row.media : await checkedMedia(db, session.main.id, input.media);
      const content = checkedContent(input.content ?? row.content, media);
      const topicIds = input.topic_ids === undefined ? undefined : await requirePlanetTopics(db, row.planet_id, input.topic_ids);
      if (topicIds && topicIds.length > THEME_LIMITS.topicsMax) throw fail.validation(`话题最多 ${THEME_LIMITS.topicsMax} 个`);
      const now = seconds(ctx.now);
      const top = input.top ?? row.top;
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('planet_themes')
          .set({
            content,
            media,
            status: input.status ?? row.status,
            top,
            top_at: top === 1 ? (row.top === 1 ? row.top_at : now) : 0,
            highlight: input.highlight ?? row.highlight,
            updated_at: now,
          })
          .where('id', '=', row.id)
          .execute();
        if (topicIds) await setTopics(trx, row.id, topicIds, now);
      });
      return one(session, row.id);
    },

    async delete(session: Session, id: number): Promise<void> {
      const row = await ownedTheme(db, session, id);
      // relations, praises and collects go with it (foreign keys cascade)
      await db.deleteFrom('planet_themes').where('id', '=', row.id).execute();
    },

    async relateTopics(session: Session, id: number, topicIds: number[]): Promise<PlanetTheme> {
      const row = await ownedTheme(db, session, id);
      const ids = await requirePlanetTopics(db, row.planet_id, topicIds);
      const existing = await db.selectFrom('planet_theme_topics').select('topic_id').where('theme_id', '=', row.id).execute();
      const next = [...new Set([...existing.map((r) => r.topic_id), ...ids])];
      if (next.length > THEME_LIMITS.topicsMax) throw fail.validation(`话题最多 ${THEME_LIMITS.topicsMax} 个`);
      const now = seconds(ctx.now);
      const added = ids.filter((topicId) => !existing.some((r) => r.topic_id === topicId));
      if (added.length) await db.insertInto('planet_theme_topics').values(added.map((topic_id) => ({ theme_id: row.id, topic_id, created_at: now }))).execute();
      return one(session, row.id);
    },

    async unrelateTopics(session: Session, id: number, topicIds: number[]): Promise<PlanetTheme> {
      const row = await ownedTheme(db, session, id);
      const ids = await requirePlanetTopics(db, row.planet_id, topicIds);
      if (ids.length) await db.deleteFrom('planet_theme_topics').where('theme_id', '=', row.id).where('topic_id', 'in', ids).execute();
      return one(session, row.id);
    },

    praise: (session: Session, themeId: number) => toggle(session, themeId, 'planet_theme_praises', 'praise_count'),
    collect: (session: Session, themeId: number) => toggle(session, themeId, 'planet_theme_collects', 'collect_count'),
  };
}
