/**
 * The order centre's export: every order of the list's filter as an .xlsx, streamed row by row from a
 * keyset walk of the orders (orders.ts `each`), so 100,000 orders export in flat memory (`npm run bench`).
 */
import type { FastifyReply } from 'fastify';
import type { ProductKind } from '@shared/marketing/pricing.ts';
import type { Order, OrderChannel, OrderStatus } from '@shared/orders/types.ts';
import { fenToYuan } from '@shared/format/currency.ts';
import { chinaDateTime } from '@shared/format/china-time.ts';
import { sendXlsx, type XlsxColumn } from '@server/http/xlsx-stream.ts';

const STATUS: Record<OrderStatus, string> = { paid: '已支付', partially_refunded: '部分退款', refunded: '已退款', closed: '已关闭' };
const KIND: Record<ProductKind, string> = { course: '课程', content: '单品', column: '专栏', planet: '星球' };
const CHANNEL: Record<OrderChannel, string> = { dy: '抖音', ks: '快手', sph: '视频号', xhs: '小红书', h5: '网页' };

export const ORDER_COLUMNS: XlsxColumn[] = [
  { header: '订单号', width: 24 },
  { header: '下单时间', width: 20 },
  { header: '商品', width: 30 },
  { header: '商品类型', width: 10 },
  { header: '渠道', width: 10 },
  { header: '买家', width: 16 },
  { header: '手机号', width: 14 },
  { header: '原价（元）', width: 12 },
  { header: '活动优惠（元）', width: 14 },
  { header: '优惠券（元）', width: 12 },
  { header: '实付（元）', width: 12 },
  { header: '已退款（元）', width: 12 },
  { header: '技术服务费（元）', width: 16 },
  { header: '状态', width: 10 },
];

export async function* orderRowsOf(orders: AsyncIterable<Order>): AsyncGenerator<(string | number)[]> {
  for await (const o of orders) {
    yield [
      o.order_no,
      chinaDateTime(o.created_at),
      o.product_title,
      KIND[o.product_kind],
      CHANNEL[o.channel],
      o.buyer_nickname,
      o.buyer_phone,
      fenToYuan(o.list_price),
      fenToYuan(o.campaign_discount),
      fenToYuan(o.coupon_discount),
      fenToYuan(o.pay_amount),
      fenToYuan(o.refunded_amount),
      fenToYuan(o.fee),
      STATUS[o.status],
    ];
  }
}

export function sendOrdersXlsx(reply: FastifyReply, orders: AsyncIterable<Order>, nowMs: number): Promise<FastifyReply> {
  const day = chinaDateTime(Math.floor(nowMs / 1000)).slice(0, 10).replace(/-/g, '');
  return sendXlsx(reply, `订单_${day}.xlsx`, ORDER_COLUMNS, orderRowsOf(orders));
}
