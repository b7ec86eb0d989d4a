import type { RecordSource } from '@shared/api/record-source.ts';
import type { Resource } from '@shared/api/resource.ts';
import type { Paging } from '@shared/list-state/list-state.ts';
import { fetchCourses } from '@shared/courses/content-items.ts';
import type { Course } from '@shared/courses/content-items.ts';
import { createPlanet, fetchPlanet, fetchPlanets, submitPlanetForReview, updatePlanet, updatePlanetSettings, type PlanetListQuery } from './client.ts';
import { readPlanetGlance, type PlanetGlance } from './glance.ts';
import type { Planet, PlanetAuditStatus, PlanetInput, PlanetSettings } from './types.ts';

/** Every planet read answers under this name: a change to a planet (or to what its figures count) names it stale. */
export const PLANETS = 'planets';

/** The caller's planets: for planet filters and the planet a new record belongs to. */
export const planetsResource: Resource<Planet, PlanetListQuery> = {
  name: PLANETS,
  list: fetchPlanets,
};

/** /planet/list's state in the address bar: the review status tab ('all' or a status) and the name search. */
export type PlanetListState = Paging & { status: 'all' | `${PlanetAuditStatus}`; keyword: string };
export const PLANET_LIST_STATUSES = ['all', '0', '1', '2', '3'] as const;

/** The planet list screen's records. */
export const planetListResource: Resource<Planet, PlanetListState> = {
  name: `${PLANETS}/list`,
  // sending a planet for review changes the planet wherever it is shown
  affects: [PLANETS],
  list: (q) => fetchPlanets({ page: q.page, pageSize: q.pageSize, keyword: q.keyword, ...(q.status === 'all' ? {} : { auditStatus: Number(q.status) as PlanetAuditStatus }) }),
};

/** One planet, by the id of the address. */
export const planetRecord: RecordSource<Planet, { id: number }> = { name: `${PLANETS}/one`, read: ({ id }) => fetchPlanet(id) };

/** The planet's figures on its overview. */
export const planetGlanceRecord: RecordSource<PlanetGlance, { id: number; day: string }> = { name: `${PLANETS}/glance`, read: readPlanetGlance };

/** The owner's audio and video courses, newest first: what a planet's home page can be (the first 50 of each). */
export const HOMEPAGE_COURSES = { limit: 50 } as const;
export const homepageCoursesRecord: RecordSource<Course[], { limit: number }> = {
  name: `${PLANETS}/homepage-courses`,
  read: async ({ limit }) => {
    const [audio, video] = await Promise.all([fetchCourses('audio', 1, limit), fetchCourses('video', 1, limit)]);
    return [...audio.rows, ...video.rows].sort((a, b) => b.created_at - a.created_at);
  },
};

/** The planet writes; run them through the kit's `change(…, [PLANETS])`. */
export const planetWrites = {
  save: (id: number | undefined, input: PlanetInput): Promise<unknown> => (id ? updatePlanet(id, input) : createPlanet(input)),
  submitForReview: (planet: Pick<Planet, 'id' | 'audit_status'>): Promise<Planet> => submitPlanetForReview(planet),
  saveSettings: (id: number, settings: Partial<PlanetSettings>): Promise<PlanetSettings> => updatePlanetSettings(id, settings),
};
