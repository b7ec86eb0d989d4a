/** What the theme, topic and column services share: finding a caller's records. */
import { fail } from '@server/errors.ts';
import type { Db } from '@server/db/database.ts';
import type { Session } from '@server/http/session-types.ts';

const NOT_FOUND = { theme: '动态不存在', topic: '话题不存在', column: '专栏不存在' } as const;


/** A theme of one of the caller's planets, or 404 as if it did not exist. */
export async function ownedTheme(db: Db, session: Session, id: number) {
  const row = await db
    .selectFrom('planet_themes as t')
    .innerJoin('planets as p', 'p.id', 't.planet_id')
    .selectAll('t')
    .where('t.id', '=', id)
    .where('p.owner_id', '=', session.main.id)
    .executeTakeFirst();
  if (!row) throw fail.notFound(NOT_FOUND.theme);
  return row;
}

export async function ownedTopic(db: Db, session: Session, id: number) {
  const row = await db
    .selectFrom('planet_topics as t')
    .innerJoin('planets as p', 'p.id', 't.planet_id')
    .selectAll('t')
    .where('t.id', '=', id)
    .where('p.owner_id', '=', session.main.id)
    .executeTakeFirst();
  if (!row) throw fail.notFound(NOT_FOUND.topic);
  return row;
}

export async function ownedColumn(db: Db, session: Session, id: number) {
  const row = await db
    .selectFrom('planet_columns as c')
    .innerJoin('planets as p', 'p.id', 'c.planet_id')
    .selectAll('c')
    .where('c.id', '=', id)
    .where('p.owner_id', '=', session.main.id)
    .executeTakeFirst();
  if (!row) throw fail.notFound(NOT_FOUND.column);
  return row;
}

/** The ids that are topics of `planetId`; any other id is refused, so a theme never joins another planet's topic. */
export async function requirePlanetTopics(db: Db, planetId: number, ids: readonly number[]): Promise<number[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const found = await db.selectFrom('planet_topics').select('id').where('planet_id', '=', planetId).where('id', 'in', unique).execute();
  if (found.length !== unique.length) throw fail.validation('话题不存在，请重新选择');
  return unique;
}

export async function requirePlanetThemes(db: Db, planetId: number, ids: readonly number[]): Promise<number[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const found = await db.selectFrom('planet_themes').select('id').where('planet_id', '=', planetId).where('id', 'in', unique).execute();
  if (found.length !== unique.length) throw fail.validation('动态不存在，请重新选择');
  return unique;
}
