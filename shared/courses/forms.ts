/**
 * The course forms as the console's form kit holds them, and the inputs for the server made from them: a form
 * holds a picture or material with what shows it and money as typed (元), the input ids and fen.
 */
import { fenToTyped, yuanToFen } from '@shared/format/currency.ts';
import type { CourseInput, CourseKind, CourseRecord, Lesson, LessonInput, LessonKind } from './types.ts';

export type Picture = { id: number; url: string };
type MaterialChoice = { id: number; file_name: string };

export type CourseForm = {
  title: string;
  summary: string;
  cover: Picture | null;
  media: MaterialChoice | null;
  teacher_id: number;
  /** 元 as typed */
  price: string;
  original_price: string;
  content: string;
  /** 1: on sale once saved */
  on_sale: 0 | 1;
  /** a new column's courses, in the order ticked */
  course_ids: number[];
};

export function courseFormOf(course: CourseRecord | null): CourseForm {
  if (!course) return { title: '', summary: '', cover: null, media: null, teacher_id: 0, price: '0', original_price: '', content: '', on_sale: 0, course_ids: [] };
  return {
    title: course.title,
    summary: course.summary,
    cover: course.cover_id ? { id: course.cover_id, url: course.cover_url } : null,
    media: course.source ? { id: course.source.id, file_name: course.source.file_name } : null,
    teacher_id: course.teacher_id,
    price: fenToTyped(course.price),
    original_price: course.original_price ? fenToTyped(course.original_price) : '',
    content: course.content,
    on_sale: course.status,
    course_ids: [],
  };
}

/** The input of a checked form (its money fields read as 元; an empty original price is none). */
export function courseInputOf(type: CourseKind, single: 0 | 1, form: CourseForm): CourseInput {
  return {
    type,
    single,
    title: form.title,
    summary: form.summary,
    content: form.content,
    cover_id: form.cover?.id ?? 0,
    source_id: form.media?.id ?? 0,
    teacher_id: form.teacher_id,
    price: yuanToFen(form.price) ?? 0,
    original_price: form.original_price.trim() === '' ? 0 : yuanToFen(form.original_price) ?? 0,
    status: form.on_sale,
    ...(type === 'column' && form.course_ids.length > 0 ? { course_ids: form.course_ids } : {}),
  };
}

export type LessonForm = { title: string; type: LessonKind; media: MaterialChoice | null; content: string; free: 0 | 1; courseware_ids: number[] };

export function lessonFormOf(lesson: Lesson | null, type: LessonKind): LessonForm {
  if (!lesson) return { title: '', type, media: null, content: '', free: 0, courseware_ids: [] };
  const media = lesson.source ? { id: lesson.source.id, file_name: lesson.source.file_name } : null;
  return { title: lesson.title, type: lesson.type, media, content: lesson.content, free: lesson.free, courseware_ids: [...lesson.courseware_ids] };
}

export function lessonInputOf(courseId: number, form: LessonForm): LessonInput {
  const source = form.type === 'richtext' ? 0 : form.media?.id ?? 0;
  return { course_id: courseId, type: form.type, title: form.title, source_id: source, content: form.content, free: form.free, courseware_ids: form.courseware_ids };
}
