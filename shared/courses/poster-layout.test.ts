import { describe, expect, it } from 'vitest';
import { playbillHeight, posterContent, posterFileName, wrapLines, type PosterTexts } from './poster-layout.ts';
import type { CourseRecord, Lesson } from './types.ts';

const measure = (text: string) => [...text].length * 10;
const texts: PosterTexts = { free: '免费', teacher: (name) => `讲师：${name}`, scan: '', contents: '', more: (n) => `还有 ${n} 节`, preview: '试看', lessonCount: (n) => `共 ${n} 节` };

describe('poster layout', () => {
  it('wraps by width and ends what does not fit with an ellipsis', () => {
    expect(wrapLines('一二三四五六七', 30, measure, 3)).toEqual(['一二三', '四五六', '七']);
    expect(wrapLines('一二三四五六七', 30, measure, 2)).toEqual(['一二三', '四五…']);
    expect(wrapLines('  短  ', 30, measure, 2)).toEqual(['短']);
    expect(wrapLines('', 30, measure, 2)).toEqual([]);
  });

  it('shows the price in yuan, free when 0, and lists at most 12 lessons', () => {
    const course = { title: '课', summary: '', price: 1990, original_price: 2990, teacher_name: '周老师', link: 'https://h5.example/course/detail?id=1' } as CourseRecord;
    const lessons = Array.from({ length: 14 }, (_, i) => ({ title: `第${i + 1}节`, free: i === 0 ? 1 : 0 }) as Lesson);
    const content = posterContent(course, lessons, texts);
    expect(content).toMatchObject({ price: '¥19.90', original: '¥29.90', teacher: '讲师：周老师', moreLessons: 2, lessonCount: '共 14 节' });
    expect(content.lessons).toHaveLength(12);
    expect(content.lessons[0]).toEqual({ title: '第1节', free: true });
    expect(posterContent({ ...course, price: 0, original_price: 0, teacher_name: '' }, [], texts)).toMatchObject({ price: '免费', original: '', teacher: '', lessonCount: '' });
    expect(playbillHeight(content)).toBeGreaterThan(playbillHeight(posterContent(course, [], texts)));
  });

  it('names the file after the course without what a file system refuses', () => {
    expect(posterFileName('写作/入门:第1课?', '海报')).toBe('写作入门第1课-海报.png');
    expect(posterFileName('///', 'poster')).toBe('course-poster.png');
  });
});
