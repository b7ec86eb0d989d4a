/**
 * What a course's sharing poster and playbill (/course/video/poster, /course/video/playbill) show and where,
 * framework-free: the console draws it on a canvas. Sizes are in canvas pixels of a 750-wide phone image, the size
 * the knowledge-pay platforms share (小鹅通, 千聊).
 */
import { formatFen } from '@shared/format/currency.ts';
import type { CourseRecord, Lesson } from './types.ts';

export const POSTER_WIDTH = 750;
export const POSTER_HEIGHT = 1334;
export const POSTER_PADDING = 48;
/** the 16:9 cover band at the top */
export const COVER_HEIGHT = 422;
export const QR_SIZE = 220;
/** lessons a playbill lists before "…and N more" */
const PLAYBILL_LESSONS_MAX = 12;
export const PLAYBILL_LINE = 72;

export type PosterKind = 'poster' | 'playbill';

/** The words on the image, already in the user's language. */
export type PosterTexts = { free: string; teacher: (name: string) => string; scan: string; contents: string; more: (n: number) => string; preview: string; lessonCount: (n: number) => string };

export type PosterContent = {
  title: string;
  summary: string;
  price: string;
  original: string;
  teacher: string;
  link: string;
  lessons: { title: string; free: boolean }[];
  moreLessons: number;
  lessonCount: string;
};

export function posterContent(course: CourseRecord, lessons: readonly Lesson[], texts: PosterTexts): PosterContent {
  const listed = lessons.slice(0, PLAYBILL_LESSONS_MAX);
  return {
    title: course.title,
    summary: course.summary,
    price: course.price === 0 ? texts.free : formatFen(course.price),
    original: course.original_price > 0 ? formatFen(course.original_price) : '',
    teacher: course.teacher_name ? texts.teacher(course.teacher_name) : '',
    link: course.link,
    lessons: listed.map((lesson) => ({ title: lesson.title, free: lesson.free === 1 })),
    moreLessons: lessons.length - listed.length,
    lessonCount: lessons.length ? texts.lessonCount(lessons.length) : '',
  };
}

/** A playbill is as tall as its list of lessons. */
export function playbillHeight(content: PosterContent): number {
  const rows = content.lessons.length + (content.moreLessons > 0 ? 1 : 0);
  return COVER_HEIGHT + 330 + Math.max(rows, 1) * PLAYBILL_LINE + QR_SIZE + 2 * POSTER_PADDING;
}

/**
 * `text` in lines no wider than `maxWidth` by `measure` (characters, as Chinese wraps anywhere), at most `maxLines`;
 * what does not fit ends the last line with '…'.
 */
export function wrapLines(text: string, maxWidth: number, measure: (text: string) => number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  const characters = [...text.replace(/\s+/g, ' ').trim()];
  for (const [index, character] of characters.entries()) {
    if (measure(line + character) <= maxWidth) {
      line += character;
      continue;
    }
    if (lines.length === maxLines - 1) {
      let last = line;
      while (last && measure(`${last}…`) > maxWidth) last = [...last].slice(0, -1).join('');
      lines.push(`${last}…`);
      return lines;
    }
    lines.push(line);
    line = character;
    if (index === characters.length - 1) break;
  }
  if (line) lines.push(line);
  return lines;
}

/** The PNG's file name: the course title without what a file system refuses. */
export function posterFileName(title: string, suffix: string): string {
  const safe = [...title].filter((c) => c >= ' ' && !'\\/:*?"<>|'.includes(c)).join('').trim().slice(0, 40) || 'course';
  return `${safe}-${suffix}.png`;
}
