/** The live data as an .xlsx: one row per session held in the range, in the screen's order, and the totals. */
import type { FastifyReply } from 'fastify';
import type { LivingQuery, LivingSession } from '@shared/data-centre/live-types.ts';
import { fenToYuan } from '@shared/format/currency.ts';
import { sendXlsx, type XlsxCell, type XlsxColumn } from '@server/http/xlsx-stream.ts';

const LIVING_COLUMNS: XlsxColumn[] = [
  { header: '开播时间', width: 18 },
  { header: '直播标题', width: 32 },
  { header: '计划时长（分钟）', width: 16 },
  { header: '观看人数', width: 12 },
  { header: '最高在线', width: 12 },
  { header: '回放观看', width: 12 },
  { header: '预约人数', width: 12 },
  { header: '关联课程', width: 24 },
  { header: '课程订单数', width: 12 },
  { header: '课程支付金额（元）', width: 18 },
];

/** 'YYYY-MM-DD HH:mm' in China time */
const chinaTime = (unixSeconds: number) => new Date((unixSeconds + 8 * 3600) * 1000).toISOString().slice(0, 16).replace('T', ' ');

async function* livingRowsOf(sessions: AsyncIterable<LivingSession>): AsyncGenerator<XlsxCell[]> {
  let count = 0;
  const sum = { duration: 0, viewers: 0, peak: 0, replays: 0, reservations: 0 };
  for await (const s of sessions) {
    count += 1;
    sum.duration += s.duration;
    sum.viewers += s.viewers;
    sum.peak = Math.max(sum.peak, s.peak_online);
    sum.replays += s.replay_views;
    sum.reservations += s.reservations;
    yield [chinaTime(s.start_at), s.title, s.duration, s.viewers, s.peak_online, s.replay_views, s.reservations, s.course_title, s.orders, fenToYuan(s.gmv)];
  }
  yield [`合计（${count} 场）`, '', sum.duration, sum.viewers, sum.peak, sum.replays, sum.reservations, '', null, null];
}

export function sendLivingXlsx(reply: FastifyReply, query: LivingQuery, sessions: AsyncIterable<LivingSession>): Promise<FastifyReply> {
  const name = `直播数据_${query.start.replace(/-/g, '')}-${query.end.replace(/-/g, '')}.xlsx`;
  return sendXlsx(reply, name, LIVING_COLUMNS, livingRowsOf(sessions));
}
