/**
 * Orders of the teacher's shops on the four external platforms (/order/manage): 抖音小店, 快手小店,
 * 视频号小店 and 小红书店铺 sell the teacher's products too; their orders are synced here to be seen beside the
 * platform's own. Money fen, times unix seconds.
 */
import { Seconds, Type, type Static } from '@shared/api/schema.ts';

export const SHOPS = ['dy', 'ks', 'sph', 'xhs'] as const;
export const Shop = Type.Enum([...SHOPS], { type: 'string' });
export type Shop = Static<typeof Shop>;

export const SHOP_ORDER_STATUSES = ['paid', 'completed', 'refunded'] as const;
export const ShopOrderStatus = Type.Enum([...SHOP_ORDER_STATUSES], { type: 'string' });
export type ShopOrderStatus = Static<typeof ShopOrderStatus>;

export const ShopOrder = Type.Object({
  id: Type.Integer(),
  shop: Shop,
  /** the shop's own order number */
  external_no: Type.String(),
  product_title: Type.String(),
  buyer_nickname: Type.String(),
  quantity: Type.Integer(),
  amount: Type.Integer(),
  status: ShopOrderStatus,
  placed_at: Seconds,
  synced_at: Seconds,
});
export type ShopOrder = Static<typeof ShopOrder>;

/** when each shop was last synced and how many orders it brought */
export const ShopSync = Type.Object({ shop: Shop, synced_at: Type.Union([Seconds, Type.Null()]), orders: Type.Integer() });
export type ShopSync = Static<typeof ShopSync>;

export type ShopOrderQuery = { page: number; pageSize: number; shop?: Shop; status?: ShopOrderStatus; startAt?: number; endAt?: number; keyword?: string };
