import { describe, expect, it } from 'vitest';
import { courseCreatePath, courseListPath, courseScreenOf, listPathOf } from './routes.ts';
import { COURSE_KINDS } from './types.ts';

describe('course screen paths', () => {
  it('reads the kind from each list and create path', () => {
    for (const kind of COURSE_KINDS) expect(courseScreenOf(courseListPath(kind))).toEqual({ kind, single: 0 });
    expect(courseScreenOf('/course/audio/create')).toEqual({ kind: 'audio', single: 0 });
    expect(courseScreenOf('/content/rich/edit')).toEqual({ kind: 'richtext', single: 1 });
    expect(courseScreenOf('/content/video')).toEqual({ kind: 'video', single: 1 });
    expect(courseScreenOf('/course/lesson')).toBeNull();
    expect(courseScreenOf('/course/videos')).toBeNull();
    expect(listPathOf({ type: 'richtext', single: 1 })).toBe('/content/rich');
    expect(listPathOf({ type: 'richtext', single: 0 })).toBe('/course/richtext');
  });

  it('has create pages for the kinds the spec names, a dialog for the others', () => {
    expect(courseCreatePath('video', 3)).toBe('/course/video/create?id=3');
    expect(courseCreatePath('column')).toBe('/course/column/create');
    expect(courseCreatePath('private')).toBeNull();
    expect(courseCreatePath('richtext', 4, 1)).toBe('/content/rich/edit?id=4');
  });
});
