import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('./client.ts', () => ({
  fetchPlanets: vi.fn(async () => ({ rows: [], totalCount: 0 })),
  fetchPlanet: vi.fn(),
  createPlanet: vi.fn(async () => 9),
  updatePlanet: vi.fn(),
  submitPlanetForReview: vi.fn(),
  updatePlanetSettings: vi.fn(),
}));
vi.mock('@shared/courses/content-items.ts', () => ({
  fetchCourses: vi.fn(async (type: string) => ({
    rows: type === 'audio' ? [{ id: 1, title: 'a', created_at: 10 }] : [{ id: 2, title: 'v', created_at: 20 }],
    totalCount: 1,
  })),
}));

const client = await import('./client.ts');
const { HOMEPAGE_COURSES, homepageCoursesRecord, planetListResource, planetWrites } = await import('./resources.ts');

describe('planet resources', () => {
  beforeEach(() => vi.clearAllMocks());

  it('asks for the list state of the address: a status tab other than all is a review status', async () => {
    await planetListResource.list({ page: 2, pageSize: 10, status: '3', keyword: '写作' });
    expect(client.fetchPlanets).toHaveBeenCalledWith({ page: 2, pageSize: 10, keyword: '写作', auditStatus: 3 });
    await planetListResource.list({ page: 1, pageSize: 10, status: 'all', keyword: '' });
    expect(client.fetchPlanets).toHaveBeenLastCalledWith({ page: 1, pageSize: 10, keyword: '' });
    expect(planetListResource.affects).toEqual(['planets']);
  });

  it('saves a new planet or the one of the address', async () => {
    await planetWrites.save(undefined, {} as never);
    expect(client.createPlanet).toHaveBeenCalled();
    await planetWrites.save(4, {} as never);
    expect(client.updatePlanet).toHaveBeenCalledWith(4, {});
  });

  it('lists the owner’s audio and video courses together, newest first', async () => {
    expect((await homepageCoursesRecord.read(HOMEPAGE_COURSES)).map((course) => course.id)).toEqual([2, 1]);
  });
});
