/**
 * What a connector to an external shop answers (/order/manage): the shop's orders of a time window. The
 * four platforms' order APIs are not reachable from here, so the embedded connector stands in for them the way the
 * payment stand-in does for payments: for each hour of the window it decides, from a hash of the teacher, the shop
 * and the hour, whether an order came in, for which of the teacher's products, and in which state it is now (paid,
 * completed a week on, now and then refunded). The same window always answers the same orders, so a sync repeated
 * or overlapping changes nothing but the states that moved on.
 */
import { createHash } from 'node:crypto';
import type { Shop, ShopOrderStatus } from '@shared/orders/shop-types.ts';

type ExternalShopOrder = {
  external_no: string;
  product_title: string;
  buyer_nickname: string;
  quantity: number;
  amount: number;
  status: ShopOrderStatus;
  placed_at: number;
};

type ShopProduct = { title: string; price: number };

export type ShopConnector = {
  ordersIn(request: { ownerId: number; shop: Shop; products: readonly ShopProduct[]; from: number; to: number; now: number }): Promise<ExternalShopOrder[]>;
};

const HOUR = 3_600;
const WEEK = 7 * 86_400;
const NICKNAMES = ['追光的人', '周末摄影团', 'Momo酱', '山野小记', '慢慢来', '早起的鸟', '一只橘猫', '海边的风', '阿楠', '北方的树'];
/** the shops' own order-number shapes */
const NUMBER: Record<Shop, (digits: string) => string> = {
  dy: (d) => `69${d.slice(0, 17)}`,
  ks: (d) => `KS${d.slice(0, 16)}`,
  sph: (d) => `37${d.slice(0, 18)}`,
  xhs: (d) => `P${d.slice(0, 15)}`,
};

function digitsOf(text: string): string {
  const hex = createHash('sha256').update(text).digest('hex');
  return BigInt(`0x${hex}`).toString().padStart(40, '0');
}

export const standInShopConnector: ShopConnector = {
  async ordersIn({ ownerId, shop, products, from, to, now }) {
    if (products.length === 0) return [];
    const orders: ExternalShopOrder[] = [];
    for (let hour = Math.floor(from / HOUR) * HOUR; hour < to; hour += HOUR) {
      const digits = digitsOf(`${ownerId}:${shop}:${hour}`);
      // about one hour in eight brings an order
      if (Number(digits.slice(-3)) % 8 !== 0) continue;
      const placedAt = hour + (Number(digits.slice(-7, -3)) % HOUR);
      if (placedAt < from || placedAt >= to || placedAt > now) continue;
      const product = products[Number(digits.slice(-10, -7)) % products.length]!;
      const quantity = Number(digits.slice(-11, -10)) % 5 === 0 ? 2 : 1;
      const refunded = Number(digits.slice(-13, -11)) % 12 === 0;
      const status: ShopOrderStatus = refunded ? 'refunded' : now - placedAt >= WEEK ? 'completed' : 'paid';
      orders.push({
        external_no: NUMBER[shop](digits),
        product_title: product.title,
        buyer_nickname: NICKNAMES[Number(digits.slice(-15, -13)) % NICKNAMES.length]!,
        quantity,
        amount: product.price * quantity,
        status,
        placed_at: placedAt,
      });
    }
    return orders;
  },
};
