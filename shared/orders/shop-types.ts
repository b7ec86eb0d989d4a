/**
 * Orders of the teacher's shops on the four external platforms (/order/manage): 抖音小店, 快手小店,
 * 视频号小店 and 小红书店铺 sell the teacher's products too; their orders are synced here to be seen beside the
 * platform's own. Money fen, times unix seconds.
 */
export const SHOPS = ['dy', 'ks', 'sph', 'xhs'] as const;
export type Shop = (typeof SHOPS)[number];

export const SHOP_ORDER_STATUSES = ['paid', 'completed', 'refunded'] as const;
export type ShopOrderStatus = (typeof SHOP_ORDER_STATUSES)[number];

export type ShopOrder = {
  id: number;
  shop: Shop;
  /** the shop's own order number */
  external_no: string;
  product_title: string;
  buyer_nickname: string;
  quantity: number;
  amount: number;
  status: ShopOrderStatus;
  placed_at: number;
  synced_at: number;
};

/** when each shop was last synced and how many orders it brought */
export type ShopSync = { shop: Shop; synced_at: number | null; orders: number };

export type ShopOrderQuery = { page: number; pageSize: number; shop?: Shop; status?: ShopOrderStatus; startAt?: number; endAt?: number; keyword?: string };
