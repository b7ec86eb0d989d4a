import { api } from '@shared/api/default-client.ts';
import { dataOf } from '@shared/api/errors.ts';
import { fetchDownload, type Download } from '@shared/api/download.ts';
import { DATA_CENTRE_PATHS } from './paths.ts';
import type { LivingQuery, LivingReport } from './live-types.ts';
import type { SalesQuery, SalesReport } from './types.ts';
import type { CourseQuery, CourseReport, StudentDataQuery, StudentDataReport } from './course-types.ts';

/** The sales of a range of China-time days, with the previous period of the same length. */
export async function fetchSalesReport(query: SalesQuery): Promise<SalesReport> {
  return dataOf(await api().get<SalesReport>(DATA_CENTRE_PATHS.sales, query));
}

/** The report's days as an .xlsx. */
export function downloadSales(query: SalesQuery): Promise<Download> {
  return fetchDownload(DATA_CENTRE_PATHS.salesExport, query, `销售数据_${query.start}_${query.end}.xlsx`);
}

/** The live sessions held over a range of China-time days, with the previous period and a page of the sessions. */
export async function fetchLivingReport(query: LivingQuery): Promise<LivingReport> {
  return dataOf(await api().get<LivingReport>(DATA_CENTRE_PATHS.living, query));
}

/** Every session of the range as an .xlsx. */
export function downloadLiving(query: Omit<LivingQuery, 'page' | 'pageSize'>): Promise<Download> {
  return fetchDownload(DATA_CENTRE_PATHS.livingExport, query, `直播数据_${query.start}_${query.end}.xlsx`);
}

/** Course data of a range: figures, the top products and a page of every product. */
export async function fetchCourseReport(query: CourseQuery): Promise<CourseReport> {
  return dataOf(await api().get<CourseReport>(DATA_CENTRE_PATHS.course, query));
}

/** Every product of the range as an .xlsx. */
export function downloadCourseData(query: CourseQuery): Promise<Download> {
  return fetchDownload(DATA_CENTRE_PATHS.courseExport, query, `课程数据_${query.start}_${query.end}.xlsx`);
}

/** Student data of a range. */
export async function fetchStudentReport(query: StudentDataQuery): Promise<StudentDataReport> {
  return dataOf(await api().get<StudentDataReport>(DATA_CENTRE_PATHS.student, query));
}

/** The range's days of student data as an .xlsx. */
export function downloadStudentData(query: StudentDataQuery): Promise<Download> {
  return fetchDownload(DATA_CENTRE_PATHS.studentExport, query, `学员数据_${query.start}_${query.end}.xlsx`);
}
