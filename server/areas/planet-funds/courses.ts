/**
 * Courses offered in planets (/p/planet/lesson and /p/planet/detail/course): the owner's courses, each with
 * the planets it is offered in and its price for those planets' members (0 = free). Both the planet and the course
 * must be the caller's.
 */
import { sql } from 'kysely';
import { containsText } from '@server/db/portable-sql.ts';
import type { CoursePlanetLink, PlanetCourse } from '@shared/planet-funds/types.ts';
import { fail } from '@server/errors.ts';
import { seconds, type ServiceContext } from '@server/db/context.ts';
import { countedPage } from '@server/db/paging.ts';
import type { PlanetAreaDeps } from '@server/areas/planets/area-deps.ts';
import type { Session } from '@server/http/session-types.ts';

const COURSE_NOT_FOUND = '课程不存在';

export type PlanetCourseQuery = { page: number; pageSize: number; planetId?: number; keyword?: string };

export function createPlanetCourseService(ctx: ServiceContext, deps: PlanetAreaDeps) {
  const { db } = ctx;

  async function ownedCourse(session: Session, id: number) {
    const row = await db.selectFrom('courses').select(['id', 'title']).where('id', '=', id).where('owner_id', '=', session.main.id).executeTakeFirst();
    if (!row) throw fail.notFound(COURSE_NOT_FOUND);
    return row;
  }

  async function linksOf(courseIds: number[]): Promise<Map<number, CoursePlanetLink[]>> {
    const links = new Map<number, CoursePlanetLink[]>();
    if (courseIds.length === 0) return links;
    const rows = await db
      .selectFrom('planet_courses')
      .innerJoin('planets', 'planets.id', 'planet_courses.planet_id')
      .select(['planet_courses.course_id', 'planet_courses.planet_id', 'planets.title as planet_title', 'planet_courses.member_price'])
      .where('planet_courses.course_id', 'in', courseIds)
      .orderBy('planet_courses.created_at')
      .orderBy('planet_courses.planet_id')
      .execute();
    for (const { course_id, ...link } of rows) links.set(course_id, [...(links.get(course_id) ?? []), link]);
    return links;
  }

  async function one(session: Session, courseId: number): Promise<PlanetCourse> {
    const row = await db.selectFrom('courses').select(['id', 'title', 'type', 'created_at']).where('id', '=', courseId).where('owner_id', '=', session.main.id).executeTakeFirstOrThrow();
    return { ...row, planets: (await linksOf([row.id])).get(row.id) ?? [] };
  }

  return {
    async list(session: Session, query: PlanetCourseQuery): Promise<{ rows: PlanetCourse[]; totalCount: number }> {
      if (query.planetId !== undefined) await deps.planets.requireOwned(session, query.planetId);
      let base = db.selectFrom('courses').where('courses.owner_id', '=', session.main.id);
      if (query.planetId !== undefined) {
        const planetId = query.planetId;
        base = base.where((eb) => eb.exists(eb.selectFrom('planet_courses').select('course_id').whereRef('planet_courses.course_id', '=', 'courses.id').where('planet_courses.planet_id', '=', planetId)));
      }
      const keyword = query.keyword?.trim();
      if (keyword) base = base.where(containsText(db, sql.ref('courses.title'), keyword));
      return countedPage(base, query, (page) => page.select(['courses.id', 'courses.title', 'courses.type', 'courses.created_at']).orderBy('courses.created_at', 'desc').orderBy('courses.id', 'desc'), async (rows) => {
        const links = await linksOf(rows.map((row) => row.id));
        return rows.map((row) => ({ ...row, planets: links.get(row.id) ?? [] }));
      });
    },

    /** Offers a course in a planet, or changes its member price there. */
    async relate(session: Session, planetId: number, courseId: number, memberPrice: number): Promise<PlanetCourse> {
      await deps.planets.requireOwned(session, planetId);
      await ownedCourse(session, courseId);
      await db
        .insertInto('planet_courses')
        .values({ planet_id: planetId, course_id: courseId, member_price: memberPrice, created_at: seconds(ctx.now) })
        .onConflict((oc) => oc.columns(['planet_id', 'course_id']).doUpdateSet({ member_price: memberPrice }))
        .execute();
      return one(session, courseId);
    },

    async unrelate(session: Session, planetId: number, courseId: number): Promise<PlanetCourse> {
      await deps.planets.requireOwned(session, planetId);
      await ownedCourse(session, courseId);
      const result = await db.deleteFrom('planet_courses').where('planet_id', '=', planetId).where('course_id', '=', courseId).executeTakeFirst();
      if (Number(result.numDeletedRows) === 0) throw fail.notFound('该课程未在这个星球中提供');
      return one(session, courseId);
    },
  };
}
