import { describe, expect, it } from 'vitest';
import { useMaterialClientApi } from '@shared/materials/testing/client-api.ts';
import { COURSE_PATHS } from './paths.ts';
import { batchCreateCourses, fetchCourses } from './content-items.ts';

const { respond, last } = useMaterialClientApi();

describe('content items from materials', () => {
  it('batchCreateCourses posts JSON type and items and reads rows', async () => {
    respond({ result: 'ok', rows: [{ id: 1, type: 'video', title: 't', source_id: 4, status: 1, created_at: 0 }] });
    const rows = await batchCreateCourses('video', [{ source_id: 4, title: 't' }]);
    expect(rows).toHaveLength(1);
    expect(last().path).toBe(COURSE_PATHS.batchCreate);
    expect(JSON.parse(last().body)).toEqual({ type: 'video', items: [{ source_id: 4, title: 't' }] });
  });
  it('fetchCourses sends type, page and pageSize', async () => {
    respond({ result: 'ok', rows: [{ id: 3 }], totalCount: 1 });
    await expect(fetchCourses('audio', 2)).resolves.toEqual({ rows: [{ id: 3 }], totalCount: 1 });
    expect(last().path).toBe(COURSE_PATHS.batchList);
    expect(Object.fromEntries(last().query)).toMatchObject({ type: 'audio', page: '2', pageSize: '20' });
  });
});
