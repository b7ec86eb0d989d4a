/**
 * What the console's screen kit knows of students (issue 15): the list with its filters in the address, one
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
import { STUDENT_SORTS, type Student, type StudentDetail, type StudentFilter, type StudentOrder, type StudentSort } from './types.ts';

/** /user/index's state in the address bar: '' is "any"; spend in yuan as typed */
export type StudentListState = Paging & {
  channel: '' | OrderChannel;
  from: string;
  to: string;
  spendMin: string;
  spendMax: string;
  keyword: string;
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
