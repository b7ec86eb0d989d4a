/**
 * The student list's export: every student of the list's filter as an .xlsx, in the list's order,
 * streamed from a keyset walk (students.ts `each`), so memory stays flat however many there are.
 */
import type { FastifyReply } from 'fastify';
import type { OrderChannel } from '@shared/orders/types.ts';
import type { Student } from '@shared/students/types.ts';
import { fenToYuan } from '@shared/format/currency.ts';
import { sendXlsx, type XlsxColumn } from '@server/http/xlsx-stream.ts';
import { chinaDateTime } from '@shared/format/china-time.ts';

const CHANNEL: Record<OrderChannel, string> = { dy: '抖音', ks: '快手', sph: '视频号', xhs: '小红书', h5: '网页' };

const STUDENT_COLUMNS: XlsxColumn[] = [
  { header: '昵称', width: 18 },
  { header: '手机号', width: 14 },
  { header: '来源渠道', width: 10 },
  { header: '首次下单时间', width: 20 },
  { header: '最近下单时间', width: 20 },
  { header: '订单数', width: 8 },
  { header: '实付（元）', width: 12 },
  { header: '已退款（元）', width: 12 },
  { header: '消费金额（元）', width: 14 },
  { header: '标签', width: 24 },
  { header: '备注', width: 30 },
];

async function* studentRowsOf(students: AsyncIterable<Student>): AsyncGenerator<(string | number)[]> {
  for await (const s of students) {
    yield [
      s.nickname,
      s.phone,
      CHANNEL[s.first_channel],
      chinaDateTime(s.first_order_at),
      chinaDateTime(s.last_order_at),
      s.orders_n,
      fenToYuan(s.paid_total),
      fenToYuan(s.refunded_total),
      fenToYuan(s.spend),
      s.tags.map((tag) => tag.name).join('、'),
      s.note,
    ];
  }
}

export function sendStudentsXlsx(reply: FastifyReply, students: AsyncIterable<Student>, nowMs: number): Promise<FastifyReply> {
  const day = chinaDateTime(Math.floor(nowMs / 1000)).slice(0, 10).replace(/-/g, '');
  return sendXlsx(reply, `学员_${day}.xlsx`, STUDENT_COLUMNS, studentRowsOf(students));
}
