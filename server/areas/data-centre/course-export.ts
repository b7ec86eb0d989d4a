/** Course data and student data as .xlsx: every product of the range; every day of the range with the totals. */
import type { FastifyReply } from 'fastify';
import type { CourseReport, StudentDataReport } from '@shared/data-centre/course-types.ts';
import { fenToYuan } from '@shared/format/currency.ts';
import { sendXlsx, type XlsxColumn } from '@server/http/xlsx-stream.ts';

const KIND_NAMES = { course: '课程', content: '单品', column: '专栏', planet: '星球' } as const;
const span = (r: { start: string; end: string }) => `${r.start.replace(/-/g, '')}-${r.end.replace(/-/g, '')}`;

const COURSE_COLUMNS: XlsxColumn[] = [
  { header: '商品', width: 28 },
  { header: '类型', width: 8 },
  { header: '支付订单数', width: 12 },
  { header: '支付金额（元）', width: 16 },
  { header: '退款金额（元）', width: 16 },
  { header: '学习人数', width: 10 },
  { header: '平均进度（%）', width: 14 },
  { header: '完课率（%）', width: 12 },
  { header: '学习时长（分钟）', width: 16 },
];

async function* courseRowsOf(report: CourseReport): AsyncGenerator<(string | number)[]> {
  const minutes = (seconds: number) => Math.round(seconds / 6) / 10;
  for (const p of report.products.rows) {
    yield [p.title, KIND_NAMES[p.product_kind], p.orders, fenToYuan(p.gmv), fenToYuan(p.refunded), p.learners, p.average_progress, p.completion_rate, minutes(p.seconds_played)];
  }
  const t = report.totals;
  yield ['合计', '全部', t.orders, fenToYuan(t.gmv), fenToYuan(t.refunded), t.learners, t.average_progress, t.completion_rate, minutes(t.seconds_played)];
}

export function sendCourseXlsx(reply: FastifyReply, report: CourseReport): Promise<FastifyReply> {
  return sendXlsx(reply, `课程数据_${span(report)}.xlsx`, COURSE_COLUMNS, courseRowsOf(report));
}

const STUDENT_COLUMNS: XlsxColumn[] = [
  { header: '日期', width: 12 },
  { header: '新增学员', width: 10 },
  { header: '活跃学员', width: 10 },
  { header: '付费学员', width: 10 },
];

async function* studentRowsOf(report: StudentDataReport): AsyncGenerator<(string | number)[]> {
  for (const d of report.days) yield [d.date, d.new, d.active, d.paying];
  const t = report.totals;
  // the totals are distinct students of the range, not the sums of the days
  yield ['合计（去重）', t.new, t.active, t.paying];
}

export function sendStudentXlsx(reply: FastifyReply, report: StudentDataReport): Promise<FastifyReply> {
  return sendXlsx(reply, `学员数据_${span(report)}.xlsx`, STUDENT_COLUMNS, studentRowsOf(report));
}
