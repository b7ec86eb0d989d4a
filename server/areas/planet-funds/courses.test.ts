import { beforeAll, describe, expect, it } from 'vitest';
import type { Material } from '@shared/materials/types.ts';
import type { Course } from '@shared/courses/content-items.ts';
import { MATERIAL_PATHS } from '@shared/materials/paths.ts';
import { PLANET_COURSE_PATHS } from '@shared/planet-funds/paths.ts';
import { COURSE_PATHS } from '@shared/courses/paths.ts';
import type { PlanetCourse } from '@shared/planet-funds/types.ts';
import { uploadMedia } from '@server/areas/materials/test-support.ts';
import { wav } from '@server/test-support/media-files.ts';
import { usePlanetFundsServer } from './test-support.ts';

const demo = usePlanetFundsServer();
const { post, get, data, rows } = demo;

describe('courses in planets', () => {
  let courseId: number;
  beforeAll(async () => {
    const audio = await uploadMedia(demo.server.baseUrl, demo.teacher, 'audio', '写作课第一讲.wav', wav(1));
    expect(audio.status).toBe(2);
    const source = ((await get(MATERIAL_PATHS.findSources('audio'), demo.teacher, { pageSize: 200 })).body.rows as Material[]).find((row) => row.file_name === '写作课第一讲.wav')!;
    const batch = await post(COURSE_PATHS.batchCreate, { type: 'audio', items: [{ source_id: source.id, title: '写作课第一讲' }] }, demo.teacher);
    courseId = (batch.body.rows as Course[])[0]!.id;
  });

  it('relates a course to a planet with a member price, lists and filters by planet, unrelates', async () => {
    const listed = async (query: Record<string, string | number> = {}) => rows<PlanetCourse>(PLANET_COURSE_PATHS.list, demo.teacher, { pageSize: 100, ...query });
    expect((await listed()).find((row) => row.id === courseId)).toMatchObject({ title: '写作课第一讲', type: 'audio', planets: [] });
    expect(await listed({ planet_id: demo.teacherPlanet })).toEqual([]);

    const related = await data<PlanetCourse>(post(PLANET_COURSE_PATHS.relate, { planet_id: demo.teacherPlanet, course_id: courseId, member_price: 990 }, demo.teacher));
    expect(related.planets).toEqual([{ planet_id: demo.teacherPlanet, planet_title: '林老师的写作星球', member_price: 990 }]);
    // again: the price changes, the relation stays one
    const free = await data<PlanetCourse>(post(PLANET_COURSE_PATHS.relate, { planet_id: demo.teacherPlanet, course_id: courseId }, demo.teacher));
    expect(free.planets).toEqual([{ planet_id: demo.teacherPlanet, planet_title: '林老师的写作星球', member_price: 0 }]);
    expect((await listed({ planet_id: demo.teacherPlanet })).map((row) => row.id)).toEqual([courseId]);
    expect((await listed({ keyword: '第一讲' })).map((row) => row.id)).toEqual([courseId]);
    expect(await listed({ keyword: '不存在的课' })).toEqual([]);

    const price = await post(PLANET_COURSE_PATHS.relate, { planet_id: demo.teacherPlanet, course_id: courseId, member_price: -1 }, demo.teacher);
    expect(price.status).toBe(400);
    expect(price.body.message).toMatch(/member_price/);

    const unrelated = await data<PlanetCourse>(post(PLANET_COURSE_PATHS.unrelate, { planet_id: demo.teacherPlanet, course_id: courseId }, demo.teacher));
    expect(unrelated.planets).toEqual([]);
    const twice = await post(PLANET_COURSE_PATHS.unrelate, { planet_id: demo.teacherPlanet, course_id: courseId }, demo.teacher);
    expect(twice.status).toBe(404);
    expect(twice.body.message).toBe('该课程未在这个星球中提供');
  });

  it('another teacher can neither use this course nor this planet', async () => {
    const myCourseTheirPlanet = await post(PLANET_COURSE_PATHS.relate, { planet_id: demo.zhouPlanet, course_id: courseId }, demo.teacher);
    expect(myCourseTheirPlanet.status).toBe(404);
    expect(myCourseTheirPlanet.body.message).toBe('星球不存在');
    const theirCourse = await post(PLANET_COURSE_PATHS.relate, { planet_id: demo.zhouPlanet, course_id: courseId }, demo.zhou);
    expect(theirCourse.status).toBe(404);
    expect(theirCourse.body.message).toBe('课程不存在');
    expect((await get(PLANET_COURSE_PATHS.list, demo.zhou, { planet_id: demo.teacherPlanet })).status).toBe(404);
    expect((await rows<PlanetCourse>(PLANET_COURSE_PATHS.list, demo.zhou)).map((row) => row.id)).not.toContain(courseId);
  });
});
