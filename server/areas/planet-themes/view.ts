/**
 * Turns planet_themes rows into what the API answers: the author, the media with signed URLs, the topics and the
 * caller's praise and collect marks, read in a few queries for a whole page.
 */
import type { PlanetTheme, ThemeMedia, ThemeMediaKind, ThemeMediaRef, ThemeStatus } from '@shared/planet-themes/types.ts';
import { THEME_MEDIA_KINDS } from '@shared/planet-themes/types.ts';
import type { Db } from '@server/db/database.ts';
import type { PlanetThemesTable } from './schema.ts';
import type { Selectable } from 'kysely';
import type { MediaTokens } from '@server/areas/materials/media-tokens.ts';

export type ThemeRow = Selectable<PlanetThemesTable>;

const KINDS = new Set<string>(THEME_MEDIA_KINDS);

function parseMedia(json: string): ThemeMediaRef[] {
  try {
    const value: unknown = JSON.parse(json);
    if (!Array.isArray(value)) return [];
    return value.flatMap((item: unknown) => {
      if (!item || typeof item !== 'object') return [];
      const { id, source_type: kind } = item as Record<string, unknown>;
      return Number.isInteger(id) && typeof kind === 'string' && KINDS.has(kind) ? [{ id: id as number, source_type: kind as ThemeMediaKind }] : [];
    });
  } catch {
    return [];
  }
}

const flag = (value: number): 0 | 1 => (value === 1 ? 1 : 0);

export async function themeViews(db: Db, tokens: MediaTokens, ownerId: number, viewerId: number, rows: ThemeRow[]): Promise<PlanetTheme[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const refs = rows.map((row) => parseMedia(row.media));
  const materialIds = [...new Set(refs.flat().map((ref) => ref.id))];
  const authorIds = [...new Set(rows.map((row) => row.user_id))];

  const [materials, authors, topics, praised, collected] = await Promise.all([
    materialIds.length
      ? db.selectFrom('materials').select(['id', 'kind', 'title', 'file_name', 'duration', 'poster_name']).where('owner_id', '=', ownerId).where('id', 'in', materialIds).execute()
      : Promise.resolve([]),
    db.selectFrom('planet_members').select(['id', 'nickname', 'role']).where('id', 'in', authorIds).execute(),
    db
      .selectFrom('planet_theme_topics as r')
      .innerJoin('planet_topics as t', 't.id', 'r.topic_id')
      .select(['r.theme_id', 't.id', 't.name'])
      .where('r.theme_id', 'in', ids)
      .orderBy('t.sort')
      .orderBy('t.id')
      .execute(),
    db.selectFrom('planet_theme_praises').select('theme_id').where('user_id', '=', viewerId).where('theme_id', 'in', ids).execute(),
    db.selectFrom('planet_theme_collects').select('theme_id').where('user_id', '=', viewerId).where('theme_id', 'in', ids).execute(),
  ]);
  const materialById = new Map(materials.map((m) => [m.id, m]));
  const authorById = new Map(authors.map((a) => [a.id, a]));
  const praisedIds = new Set(praised.map((p) => p.theme_id));
  const collectedIds = new Set(collected.map((c) => c.theme_id));

  return rows.map((row, index) => {
    // a material deleted since, or of another kind now, drops out
    const media: ThemeMedia[] = (refs[index] ?? []).flatMap((ref) => {
      const material = materialById.get(ref.id);
      if (!material || material.kind !== ref.source_type) return [];
      return [
        {
          ...ref,
          title: material.title || material.file_name,
          url: tokens.url(material.id, 'file'),
          poster: material.kind === 'video' && material.poster_name ? tokens.url(material.id, 'poster') : '',
          duration: material.duration,
        },
      ];
    });
    const author = authorById.get(row.user_id);
    return {
      id: row.id,
      planet_id: row.planet_id,
      content: row.content,
      status: (row.status === 0 || row.status === 2 ? row.status : 1) as ThemeStatus,
      top: flag(row.top),
      highlight: flag(row.highlight),
      target: row.target,
      target_id: row.target_id,
      user_id: row.user_id,
      author: author ? { id: author.id, nickname: author.nickname, role: author.role } : { id: row.user_id, nickname: '', role: 'member' },
      media,
      topics: topics.filter((topic) => topic.theme_id === row.id).map((topic) => ({ id: topic.id, name: topic.name })),
      praise_count: row.praise_count,
      collect_count: row.collect_count,
      comment_count: row.comment_count,
      praised: praisedIds.has(row.id) ? 1 : 0,
      collected: collectedIds.has(row.id) ? 1 : 0,
      top_at: row.top_at,
      created_at: row.created_at,
      updated_at: row.updated_at,
    };
  });
}
