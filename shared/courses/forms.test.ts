import { describe, expect, it } from 'vitest';
import { courseFormOf, courseInputOf, lessonInputOf } from './forms.ts';
import type { CourseRecord } from './types.ts';

describe('course forms', () => {
  it('shows fen as yuan and sends yuan back as fen, an empty original price as none', () => {
    const course = { title: '课', summary: '', cover_id: 3, cover_url: '/c', source: { id: 7, kind: 'video', file_name: 'a.mp4', url: '', duration: 1 }, teacher_id: 2, price: 1990, original_price: 0, content: '<p>x</p>', status: 1 } as unknown as CourseRecord;
    const form = courseFormOf(course);
    expect(form).toMatchObject({ price: '19.9', original_price: '', cover: { id: 3 }, media: { id: 7, file_name: 'a.mp4' }, on_sale: 1 });
    expect(courseInputOf('video', 0, { ...form, original_price: '29.9' })).toMatchObject({ type: 'video', price: 1990, original_price: 2990, cover_id: 3, source_id: 7, teacher_id: 2, status: 1 });
    expect(courseInputOf('service', 0, { ...courseFormOf(null), title: 't' })).toMatchObject({ price: 0, original_price: 0, cover_id: 0, source_id: 0, status: 0 });
  });

  it('sends a rich-text lesson without a material', () => {
    expect(lessonInputOf(4, { title: 'l', type: 'richtext', media: { id: 9, file_name: 'x' }, content: '<p>t</p>', free: 1, courseware_ids: [3, 1] })).toEqual({ course_id: 4, type: 'richtext', title: 'l', source_id: 0, content: '<p>t</p>', free: 1, courseware_ids: [3, 1] });
  });
});
