/** What the server tests of other areas need of courses. */
import { expect } from 'vitest';
import { COURSE_PATHS } from '@shared/courses/paths.ts';
import type { CourseRecord } from '@shared/courses/types.ts';
import { queryTestDatabase } from '@server/test-support/databases.ts';
import { call } from '@server/test-support/http.ts';
import type { TestServer } from '@server/test-support/start-server.ts';

export type CourseFields = { title: string; price: number; type?: string } & Record<string, unknown>;

/**
 * A course of the account of `token`, created through the API and put on sale by hand, without lessons: orders,
 * refunds, students and reports do not care what a course holds (a mixture course unless `type` says otherwise).
 */
export async function courseOnSale(server: Pick<TestServer, 'baseUrl' | 'dataDir'>, token: string, fields: CourseFields): Promise<CourseRecord> {
  const answer = await call<CourseRecord>(server.baseUrl, 'POST', COURSE_PATHS.course.create, { token, json: { type: 'mixture', ...fields, status: 0 } });
  expect(answer.body, JSON.stringify(answer.body)).toMatchObject({ result: 'ok' });
  const course = answer.body.data!;
  await queryTestDatabase(server.dataDir, 'update courses set status = 1 where id = ?', [course.id]);
  return course;
}
