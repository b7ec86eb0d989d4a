/** The student calls (docs/api.md "Students"), one function per call. */
import { api } from '@shared/api/default-client.ts';
import { dataOf } from '@shared/api/errors.ts';
import { fetchDownload, type Download } from '@shared/api/download.ts';
import { pageOf, type Page } from '@shared/api/types.ts';
import { STUDENT_PATHS as PATHS } from './paths.ts';
import type { Student, StudentDetail, StudentFilter, StudentOrder, StudentQuery } from './types.ts';
import type { StudentTag, StudentTagInput, StudentTagKind, TagAssignInput } from './tag-types.ts';

const filterParams = (q: StudentFilter) => ({
  keyword: q.keyword || undefined,
  channel: q.channel,
  first_from: q.firstFrom,
  first_to: q.firstTo,
  spend_min: q.spendMin,
  spend_max: q.spendMax,
  sort: q.sort,
  tag: q.tagId,
});

export const fetchStudents = async (q: StudentQuery): Promise<Page<Student>> => pageOf<Student>(await api().get(PATHS.findList, { page: q.page, pageSize: q.pageSize, ...filterParams(q) }));
export const downloadStudents = (q: StudentFilter): Promise<Download> => fetchDownload(PATHS.export, filterParams(q), 'students.xlsx');
export const fetchStudent = async (id: number): Promise<StudentDetail> => dataOf(await api().get<StudentDetail>(PATHS.detail, { id }));
export const fetchStudentOrders = async (id: number, page: number, pageSize: number): Promise<Page<StudentOrder>> =>
  pageOf<StudentOrder>(await api().get(PATHS.orders, { id, page, pageSize }));
export const saveStudentNote = async (id: number, note: string): Promise<Student> => dataOf(await api().postJson(PATHS.note, { id, note }));

export const fetchStudentTags = async (q: { page: number; pageSize: number; keyword?: string; kind?: StudentTagKind | '' }): Promise<Page<StudentTag>> =>
  pageOf<StudentTag>(await api().get(PATHS.tags, { page: q.page, pageSize: q.pageSize, keyword: q.keyword || undefined, kind: q.kind || undefined }));
export const createStudentTag = async (input: StudentTagInput): Promise<StudentTag> => dataOf(await api().postJson(PATHS.tagCreate, input));
export const updateStudentTag = async (id: number, input: StudentTagInput): Promise<StudentTag> => dataOf(await api().postJson(PATHS.tagUpdate, { id, ...input }));
export const deleteStudentTag = async (id: number): Promise<void> => {
  await api().postJson(PATHS.tagDelete, { id });
};
export const assignStudentTags = async (input: TagAssignInput): Promise<{ changed: number }> => dataOf(await api().postJson(PATHS.tagAssign, input));
export const previewTagRule = async (rule: StudentTagInput['rule']): Promise<{ students_n: number }> => dataOf(await api().postJson(PATHS.tagPreview, { rule }));
