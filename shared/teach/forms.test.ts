import { describe, expect, it } from 'vitest';
import { coursewareFormOf, coursewareInputOf, teacherFormOf, teacherInputOf } from './forms.ts';
import type { Teacher } from './teacher.ts';

const teacher: Teacher = { id: 3, name: '周老师', title: '资深摄影讲师', avatar_id: 12, avatar_url: '/api/v3/media/file/t', intro: '十年人像摄影', created_at: 1, updated_at: 2 };

describe('teacher form', () => {
  it('holds the avatar with its address, and hands the server its id', () => {
    const form = teacherFormOf(teacher);
    expect(form).toEqual({ name: '周老师', title: '资深摄影讲师', intro: '十年人像摄影', avatar: { id: 12, url: '/api/v3/media/file/t' } });
    expect(teacherInputOf(form)).toEqual({ name: '周老师', title: '资深摄影讲师', intro: '十年人像摄影', avatar_id: 12 });
  });

  it('starts empty, and a removed avatar is 0', () => {
    expect(teacherInputOf(teacherFormOf(null))).toEqual({ name: '', title: '', intro: '', avatar_id: 0 });
    expect(teacherInputOf({ ...teacherFormOf(teacher), avatar: null }).avatar_id).toBe(0);
  });
});

describe('courseware form', () => {
  it('holds the document with its name and the download switch, and hands the server ids and flags', () => {
    const form = coursewareFormOf({ id: 1, name: '第一讲讲义', document_id: 7, file_name: '写作课讲义.pdf', file_size: 900, url: '/x', description: '', downloadable: 1, lesson_count: 0, created_at: 1, updated_at: 1 });
    expect(form).toEqual({ name: '第一讲讲义', description: '', document: { id: 7, file_name: '写作课讲义.pdf' }, downloadable: 1 });
    expect(coursewareInputOf({ ...form, downloadable: 0 })).toEqual({ name: '第一讲讲义', description: '', document_id: 7, downloadable: 0 });
  });

  it('starts without a document, which the server refuses', () => {
    expect(coursewareInputOf(coursewareFormOf(null))).toEqual({ name: '', description: '', document_id: 0, downloadable: 0 });
  });
});
