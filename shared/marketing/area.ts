import type { RouteParent, SharedArea } from '@shared/area-manifest.ts';
import type { couponZhCN } from './texts-zh-CN.ts';

const titles = {
  '/marketing/coupon': '优惠券',
  '/marketing/coupon/add': '添加优惠券',
  '/marketing/coupon/edit': '编辑优惠券',
  '/marketing/coupon/code': '优惠码',
  '/marketing/limited': '限时秒杀',
  '/marketing/limited/create': '创建限时秒杀',
  '/marketing/limited/edit': '编辑限时秒杀',
  '/marketing/group': '拼团',
  '/marketing/group/create': '创建拼团',
  '/marketing/group/edit': '编辑拼团',
  '/marketing/course': '买课送课',
  '/marketing/course/create': '创建买课送课',
  '/marketing/course/edit': '编辑买课送课',
  '/marketing/packet': '红包',
  '/marketing/packet/create': '创建红包',
  '/marketing/packet/edit': '编辑红包',
  '/marketing/page': '营销页面',
};

/** a coupon's editor and codes are opened from 优惠券 */
const parents: Record<string, RouteParent> = {
  '/marketing/coupon/add': { path: '/marketing/coupon' },
  '/marketing/coupon/edit': { path: '/marketing/coupon' },
  '/marketing/coupon/code': { path: '/marketing/coupon' },
};

/** The marketing area's shared manifest (listed in shared/areas.ts). */
export const marketingArea: SharedArea<typeof couponZhCN> = {
  routeTitles: {
    'zh-CN': titles,
    en: {
      '/marketing/coupon': 'Coupons',
      '/marketing/coupon/add': 'New coupon',
      '/marketing/coupon/edit': 'Edit coupon',
      '/marketing/coupon/code': 'Coupon codes',
      '/marketing/limited': 'Flash sales',
      '/marketing/limited/create': 'New flash sale',
      '/marketing/limited/edit': 'Edit flash sale',
      '/marketing/group': 'Group buys',
      '/marketing/group/create': 'New group buy',
      '/marketing/group/edit': 'Edit group buy',
      '/marketing/course': 'Buy one get one',
      '/marketing/course/create': 'New course bundle',
      '/marketing/course/edit': 'Edit course bundle',
      '/marketing/packet': 'Red packets',
      '/marketing/packet/create': 'New red packet',
      '/marketing/packet/edit': 'Edit red packet',
      '/marketing/page': 'Marketing pages',
    } satisfies Record<keyof typeof titles, string>,
  },
  routeParents: parents,
};
