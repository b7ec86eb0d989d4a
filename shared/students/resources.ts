/**
 * What the console's screen kit knows of students: the list with its filters in the address, one
 * student, their orders a page at a time, the export and the note. Orders and refunds make them stale.
 */
import type { RecordSource } from '@shared/api/record-source.ts';
import type { Resource } from '@shared/api/resource.ts';
import type { Page } from '@shared/api/types.ts';
import { saveDownload } from '@shared/api/download.ts';
import { dayEndSeconds, dayStartSeconds, isCalendarDate } from '@shared/format/local-date.ts';
import type { Paging } from '@shared/list-state/list-state.ts';
import { ORDER_CHANNELS, type OrderChannel } from '@shared/orders/types.ts';
import * as api from './client.ts';
import type { StudentTag, StudentTagInput, StudentTagKind, TagAssignInput } from './tag-types.ts';
import { STUDENT_SORTS, type Student, type StudentDetail, type StudentFilter, type StudentOrder, type StudentSort } from './types.ts';

/** /user/index's state in the address bar: '' is "any"; spend in yuan as typed */
export type StudentListState = Paging & {
  channel: '' | OrderChannel;
  from: string;
  to: string;
  spendMin: string;
  spendMax: string;
  keyword: string;
  /** one of the teacher's tags, by id; '' for any */
  tag: string;
  sort: StudentSort;
};

export const STUDENT_CHANNEL_CHOICES: readonly StudentListState['channel'][] = ['', ...ORDER_CHANNELS];
export const STUDENT_SORT_CHOICES: readonly StudentSort[] = STUDENT_SORTS;

/** yuan as typed ("12.5") → fen, or undefined for nothing or no amount */
export function fenOfYuan(text: string): number | undefined {
  const trimmed = text.trim();
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(trimmed)) return undefined;
  return Math.round(Number(trimmed) * 100);
}

/** The list state as the calls' filter: dates as 00:00:00 and 23:59:59 (spec §9), yuan as fen. */
export function studentFilterOf(state: Omit<StudentListState, 'page' | 'pageSize'>): StudentFilter {
  const spendMin = fenOfYuan(state.spendMin);
  const spendMax = fenOfYuan(state.spendMax);
  return {
    ...(state.channel ? { channel: state.channel } : {}),
    ...(isCalendarDate(state.from) ? { firstFrom: dayStartSeconds(state.from) } : {}),
    ...(isCalendarDate(state.to) ? { firstTo: dayEndSeconds(state.to) } : {}),
    ...(spendMin !== undefined ? { spendMin } : {}),
    ...(spendMax !== undefined ? { spendMax } : {}),
    ...(state.keyword.trim() ? { keyword: state.keyword.trim() } : {}),
    ...(/^[1-9]\d{0,9}$/.test(state.tag) ? { tagId: Number(state.tag) } : {}),
    sort: state.sort,
  };
}

export const studentsResource: Resource<Student, StudentListState> = {
  name: 'students/list',
  list: (q) => api.fetchStudents({ page: q.page, pageSize: q.pageSize, ...studentFilterOf(q) }),
};

/** One student with their refund requests, planet memberships and note. */
export const studentSource: RecordSource<StudentDetail, { id: number }> = { name: 'students/detail', read: (q) => api.fetchStudent(q.id) };

/** A page of one student's orders, newest first. */
export const studentOrdersSource: RecordSource<Page<StudentOrder>, { id: number; page: number; pageSize: number }> = {
  name: 'students/orders',
  read: (q) => api.fetchStudentOrders(q.id, q.page, q.pageSize),
};

/** Every student of the list's filter as an .xlsx, saved by the browser. */
export async function exportStudents(state: StudentListState): Promise<void> {
  saveDownload(await api.downloadStudents(studentFilterOf(state)));
}

export const studentWrites = {
  saveNote: (id: number, note: string) => api.saveStudentNote(id, note),
};

/** what a saved note makes stale: the list (its note column) and the detail */
export const STUDENT_NOTE_STALE = ['students/list', 'students/detail'] as const;

/** /user/tags' state in the address bar: '' is "any kind" */
export type StudentTagListState = Paging & { kind: '' | StudentTagKind; keyword: string };

/** The teacher's tags with how many students each names now; a change restates the students' tags. */
export const studentTagsResource: Resource<StudentTag, StudentTagListState, StudentTagInput> = {
  name: 'students/tags',
  list: (q) => api.fetchStudentTags({ page: q.page, pageSize: q.pageSize, keyword: q.keyword, kind: q.kind }),
  create: api.createStudentTag,
  update: (row, input) => api.updateStudentTag(row.id, input),
  remove: (row) => api.deleteStudentTag(row.id),
  affects: ['students/list', 'students/detail'],
};

/** Every tag of the teacher (the list's filter, the tagging dialog): at most TAG_LIMITS.tagsMax. */
export const ALL_TAGS: StudentTagListState = { page: 1, pageSize: 100, kind: '', keyword: '' };

/** One tag to edit on /user/tags/edit (the list's row of that id). */
export const studentTagSource: RecordSource<StudentTag | null, { id: number }> = {
  name: 'students/tags',
  read: async ({ id }) => (await api.fetchStudentTags(ALL_TAGS)).rows.find((tag) => tag.id === id) ?? null,
};

export const studentTagWrites = {
  assign: (input: TagAssignInput) => api.assignStudentTags(input),
  preview: (rule: StudentTagInput['rule']) => api.previewTagRule(rule),
  save: (id: number | null, input: StudentTagInput) => (id ? api.updateStudentTag(id, input) : api.createStudentTag(input)),
};

/** what tagging students makes stale: the tags' counts, the list and the detail */
export const STUDENT_TAGS_STALE = ['students/tags', 'students/list', 'students/detail'] as const;

/** The teacher's manual tags: the ones a teacher gives by hand. */
export const manualTagsSource: RecordSource<StudentTag[], { manual: true }> = {
  name: 'students/tags',
  read: async () => (await api.fetchStudentTags({ ...ALL_TAGS, kind: 'manual' })).rows,
};

/** How many students a rule names now (the edit page's preview); null waits. */
export const tagPreviewSource: RecordSource<{ students_n: number }, { rule: StudentTagInput['rule'] }> = {
  name: 'students/tag-preview',
  read: ({ rule }) => api.previewTagRule(rule),
};
