import { describe, expect, it } from 'vitest';
import { courseCreatePath, courseKindOfPath, courseListPath } from './routes.ts';
import { COURSE_KINDS } from './types.ts';

describe('course screen paths', () => {
  it('reads the kind from each list and create path', () => {
    for (const kind of COURSE_KINDS) expect(courseKindOfPath(courseListPath(kind))).toBe(kind);
    expect(courseKindOfPath('/course/audio/create')).toBe('audio');
    expect(courseKindOfPath('/course/lesson')).toBeNull();
    expect(courseKindOfPath('/course/videos')).toBeNull();
  });

  it('has create pages for the kinds the spec names, a dialog for the others', () => {
    expect(courseCreatePath('video', 3)).toBe('/course/video/create?id=3');
    expect(courseCreatePath('column')).toBe('/course/column/create');
    expect(courseCreatePath('private')).toBeNull();
  });
});
