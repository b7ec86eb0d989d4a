/** Demo themes, topics and columns of the demo planets (content in planet-themes-content.ts). */
import { SECONDS_PER_DAY } from '@server/db/time.ts';
import type { PlanetAreaSeed } from '@server/areas/planets/seed-types.ts';
import { DEMO_THEME_SETS } from './content-seed.ts';

export const seedPlanetThemes: PlanetAreaSeed = async (trx, planets, now) => {
  for (const planet of planets) {
    const set = DEMO_THEME_SETS[planet.title];
    if (!set) continue;
    const topicIds = new Map<string, number>();
    for (const [index, name] of set.topics.entries()) {
      const created = now - 29 * SECONDS_PER_DAY + index;
      const row = await trx
        .insertInto('planet_topics')
        .values({ planet_id: planet.id, name, show_timeline: 1, member_use: index === 1 ? 0 : 1, status: 1, sort: index + 1, created_at: created, updated_at: created })
        .returning('id')
        .executeTakeFirstOrThrow();
      topicIds.set(name, row.id);
    }
    const owner = planet.members.find((member) => member.role === 'owner') ?? planet.members[0];
    const themeIds: number[] = [];
    for (const [index, theme] of set.themes.entries()) {
      const author = planet.members.find((member) => member.nickname === theme.author) ?? owner;
      if (!author) continue;
      // later posts of the same day stay later
      const created = now - theme.daysAgo * SECONDS_PER_DAY - 3600 * 3 + index * 60;
      const row = await trx
        .insertInto('planet_themes')
        .values({
          planet_id: planet.id,
          content: theme.content,
          status: theme.pending ? 2 : 1,
          top: theme.top ? 1 : 0,
          top_at: theme.top ? created + 60 : 0,
          highlight: theme.highlight ? 1 : 0,
          user_id: author.id,
          praise_count: theme.praises,
          collect_count: theme.collects,
          comment_count: theme.comments,
          created_at: created,
          updated_at: created,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      themeIds.push(row.id);
      const related = theme.topics.flatMap((name) => {
        const id = topicIds.get(name);
        return id === undefined ? [] : [{ theme_id: row.id, topic_id: id, created_at: created }];
      });
      if (related.length) await trx.insertInto('planet_theme_topics').values(related).execute();
    }
    for (const [index, column] of set.columns.entries()) {
      const created = now - 20 * SECONDS_PER_DAY + index;
      const row = await trx
        .insertInto('planet_columns')
        .values({ planet_id: planet.id, title: column.title, status: column.status, created_at: created, updated_at: created })
        .returning('id')
        .executeTakeFirstOrThrow();
      const related = column.themes.flatMap((position, sort) => {
        const themeId = themeIds[position];
        return themeId === undefined ? [] : [{ column_id: row.id, theme_id: themeId, sort: sort + 1, created_at: created }];
      });
      if (related.length) await trx.insertInto('planet_column_themes').values(related).execute();
    }
  }
};
