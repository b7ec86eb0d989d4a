import { describe, expect, it } from 'vitest';
import { firstLessonTitle, inputSaleProblem } from './rules.ts';

describe('course rules', () => {
  it('judges a sale on what the input makes with what the course holds', () => {
    const column = { type: 'column', source_id: 0, content: '' } as const;
    expect(inputSaleProblem(column)).toBe('emptyColumn');
    expect(inputSaleProblem({ ...column, course_ids: [3] })).toBeNull();
    expect(inputSaleProblem(column, { lesson_count: 0, course_count: 2 })).toBeNull();
    expect(inputSaleProblem({ type: 'video', source_id: 0, content: '' })).toBe('noMedia');
    expect(inputSaleProblem({ type: 'video', source_id: 7, content: '' })).toBeNull();
    expect(inputSaleProblem({ type: 'mixture', source_id: 0, content: '' }, { lesson_count: 1, course_count: 0 })).toBeNull();
  });

  it('names the first lesson after its file, within the limit', () => {
    expect(firstLessonTitle('第1课 写作入门.mp4', '写作课')).toBe('第1课 写作入门');
    expect(firstLessonTitle('.mp4', '写作课')).toBe('写作课');
    expect([...firstLessonTitle(`${'长'.repeat(80)}.mp4`, 'x')]).toHaveLength(60);
  });
});
