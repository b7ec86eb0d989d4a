import type { RecordSource } from '@shared/api/record-source.ts';
import { saveDownload } from '@shared/api/download.ts';
import type { LivingQuery, LivingReport } from './live-types.ts';
import { downloadCourseData, downloadLiving, downloadSales, downloadStudentData, fetchCourseReport, fetchLivingReport, fetchSalesReport, fetchStudentReport } from './client.ts';
import type { SalesQuery, SalesReport } from './types.ts';
import type { CourseQuery, CourseReport, StudentDataQuery, StudentDataReport } from './course-types.ts';

/** Every data centre answer is under this name. */
const DATA_CENTRE = 'data-centre';

export const salesReportRecord: RecordSource<SalesReport, SalesQuery> = {
  name: `${DATA_CENTRE}/sales`,
  read: (q) => fetchSalesReport(q),
};

/** The report's days as an .xlsx, saved by the browser. */
export async function exportSales(query: SalesQuery): Promise<void> {
  saveDownload(await downloadSales(query));
}

export const livingReportRecord: RecordSource<LivingReport, LivingQuery> = {
  name: `${DATA_CENTRE}/living`,
  read: (q) => fetchLivingReport(q),
};

/** Every session of the range as an .xlsx, saved by the browser. */
export async function exportLiving(query: Omit<LivingQuery, 'page' | 'pageSize'>): Promise<void> {
  saveDownload(await downloadLiving(query));
}

export const courseReportRecord: RecordSource<CourseReport, CourseQuery> = {
  name: `${DATA_CENTRE}/course`,
  read: (q) => fetchCourseReport(q),
};

export async function exportCourseData(query: CourseQuery): Promise<void> {
  saveDownload(await downloadCourseData(query));
}

export const studentReportRecord: RecordSource<StudentDataReport, StudentDataQuery> = {
  name: `${DATA_CENTRE}/student`,
  read: (q) => fetchStudentReport(q),
};

export async function exportStudentData(query: StudentDataQuery): Promise<void> {
  saveDownload(await downloadStudentData(query));
}
