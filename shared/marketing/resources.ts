/**
 * What the console's screen kit knows of coupons: the list, one coupon, its code batches and codes, the
 * writes beside plain CRUD (stop, generate, export), and the teacher's products a coupon (or a campaign) may name.
 * Every coupon cache name starts with `marketing/coupon` and every coupon resource affects the others, so a change on
 * one coupon screen refreshes the rest (a batch moves the list's stock figures).
 */
import { saveDownload } from '@shared/api/download.ts';
import type { RecordSource } from '@shared/api/record-source.ts';
import type { Resource } from '@shared/api/resource.ts';
import type { Paging } from '@shared/list-state/list-state.ts';
import * as api from './client.ts';
import { couponInputOf, type CouponForm } from './coupon-forms.ts';
import { CODE_STATUSES, COUPON_STATUSES, PRODUCT_KINDS, type Coupon, type CouponCode, type CouponCodeBatch, type CouponCodeStatus, type CouponStatus, type MarketingProduct, type ProductKind } from './types.ts';

const COUPON_NAMES = ['marketing/coupon', 'marketing/coupons'];

/** /marketing/coupon's state in the address bar: status '' is every status */
export type CouponListState = Paging & { status: '' | CouponStatus; keyword: string };
export const COUPON_STATUS_CHOICES: readonly CouponListState['status'][] = ['', ...COUPON_STATUSES];

/**
 * No `remove` here: a coupon buyers hold cannot be deleted, so the list offers `removeCoupon` only for the others.
 * Made and edited on their own pages.
 */
export const couponsResource: Resource<Coupon, CouponListState, CouponForm> = {
  name: 'marketing/coupons',
  list: (q) => api.fetchCoupons({ page: q.page, pageSize: q.pageSize, status: q.status || undefined, keyword: q.keyword }),
  create: (form) => api.createCoupon(couponInputOf(form)),
  update: (row, form) => api.updateCoupon(row.id, couponInputOf(form)),
  affects: COUPON_NAMES,
};

export const removeCoupon = (coupon: Coupon) => api.deleteCoupon(coupon.id);
export const stopCoupon = (coupon: Coupon) => api.stopCoupon(coupon.id);

/** One coupon, by id. */
export const couponSource: RecordSource<Coupon, { id: number }> = { name: 'marketing/coupon/detail', read: (q) => api.fetchCoupon(q.id) };

/** /marketing/coupon/code's list in the address bar: the coupon (`id`), a batch (0 every batch), a status, a code. */
export type CouponCodeListState = Paging & { id: number; batch: number; status: '' | CouponCodeStatus; keyword: string };
export const CODE_STATUS_CHOICES: readonly CouponCodeListState['status'][] = ['', ...CODE_STATUSES];

export const couponCodesResource: Resource<CouponCode, CouponCodeListState> = {
  name: 'marketing/coupon/codes',
  list: (q) => api.fetchCouponCodes({ page: q.page, pageSize: q.pageSize, coupon_id: q.id, batch_id: q.batch || undefined, status: q.status || undefined, keyword: q.keyword }),
  affects: COUPON_NAMES,
};

/** A coupon's batches, newest first. */
export const couponBatchesSource: RecordSource<CouponCodeBatch[], { couponId: number }> = {
  name: 'marketing/coupon/batches',
  read: (q) => api.fetchCouponBatches(q.couponId),
};

export const generateCouponCodes = (coupon: Coupon, count: number) => api.generateCouponCodes(coupon.id, count);
/** Downloads a batch's codes as .xlsx and hands the file to the browser. */
export const exportCouponBatch = async (batch: CouponCodeBatch) => saveDownload(await api.downloadCouponCodes(batch.id));

/** The product picker's own state (a dialog: not in the address bar): a kind ('' every kind) and a title search. */
export type ProductPickerState = Paging & { kind: '' | ProductKind; keyword: string };
export const PRODUCT_KIND_CHOICES: readonly ProductPickerState['kind'][] = ['', ...PRODUCT_KINDS];

/** The teacher's sellable products. Named under `courses` too: a course renamed or repriced elsewhere is fetched again. */
export const marketingProductsResource: Resource<MarketingProduct, ProductPickerState> = {
  name: 'courses/choices/marketing',
  list: (q) => api.fetchMarketingProducts({ page: q.page, pageSize: q.pageSize, kind: q.kind || undefined, keyword: q.keyword }),
};
