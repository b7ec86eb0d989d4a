/** The potential customers' export: every customer of the list's filter as an .xlsx, streamed. */
import type { FastifyReply } from 'fastify';
import type { PotentialCustomer } from '@shared/douyin-chat/types.ts';
import { sendXlsx, type XlsxColumn } from '@server/http/xlsx-stream.ts';
import { chinaDateTime } from '@shared/format/china-time.ts';

const CUSTOMER_COLUMNS: XlsxColumn[] = [
  { header: '抖音昵称', width: 18 },
  { header: '抖音号', width: 18 },
  { header: '手机号', width: 14 },
  { header: '来源群聊', width: 18 },
  { header: '首次接触时间', width: 20 },
  { header: '最近接触时间', width: 20 },
  { header: '消息数', width: 8 },
  { header: '状态', width: 10 },
];

async function* customerRowsOf(customers: AsyncIterable<PotentialCustomer>): AsyncGenerator<(string | number)[]> {
  for await (const c of customers) {
    yield [c.nickname, c.douyin_uid, c.phone, c.source_group, chinaDateTime(c.first_contact_at), chinaDateTime(c.last_contact_at), c.messages_n, c.converted ? '已转化' : '潜在客户'];
  }
}

export function sendCustomersXlsx(reply: FastifyReply, customers: AsyncIterable<PotentialCustomer>, nowMs: number): Promise<FastifyReply> {
  const day = chinaDateTime(Math.floor(nowMs / 1000)).slice(0, 10).replace(/-/g, '');
  return sendXlsx(reply, `潜在客户_${day}.xlsx`, CUSTOMER_COLUMNS, customerRowsOf(customers));
}
