/** The coupon calls (docs/api.md "Marketing: coupons"), one function per call. */
import { api } from '@shared/api/default-client.ts';
import { fetchDownload, type Download } from '@shared/api/download.ts';
import { dataOf } from '@shared/api/errors.ts';
import { pageOf, type Page } from '@shared/api/types.ts';
import { COUPON_PATHS as PATHS, MARKETING_PRODUCT_PATHS } from './paths.ts';
import type { Coupon, CouponCode, CouponCodeBatch, CouponCodeQuery, CouponInput, CouponListQuery, MarketingProduct, ProductQuery } from './types.ts';

const post = async <T>(path: string, body: unknown): Promise<T> => dataOf(await api().postJson<T>(path, body));

export const fetchCoupons = async (q: CouponListQuery): Promise<Page<Coupon>> =>
  pageOf<Coupon>(await api().get(PATHS.coupon.findList, { page: q.page, pageSize: q.pageSize, status: q.status, keyword: q.keyword || undefined }));
export const fetchCoupon = async (id: number): Promise<Coupon> => dataOf(await api().get<Coupon>(PATHS.detail, { id }));
export const createCoupon = (input: CouponInput) => post<Coupon>(PATHS.coupon.create, input);
export const updateCoupon = (id: number, input: CouponInput) => post<Coupon>(PATHS.coupon.update, { id, ...input });
export const deleteCoupon = async (id: number): Promise<void> => {
  await api().postJson(PATHS.coupon.delete, { id });
};
export const stopCoupon = (id: number) => post<Coupon>(PATHS.stop, { id });

export const fetchCouponCodes = async (q: CouponCodeQuery): Promise<Page<CouponCode>> =>
  pageOf<CouponCode>(await api().get(PATHS.codes.findList, { ...q, keyword: q.keyword || undefined }));
export const fetchCouponBatches = async (couponId: number): Promise<CouponCodeBatch[]> =>
  pageOf<CouponCodeBatch>(await api().get(PATHS.codes.batches, { coupon_id: couponId })).rows;
export const generateCouponCodes = (couponId: number, count: number) => post<CouponCodeBatch>(PATHS.codes.generate, { coupon_id: couponId, count });
export const downloadCouponCodes = (batchId: number): Promise<Download> => fetchDownload(PATHS.codes.export, { batch_id: batchId }, `coupon-codes-${batchId}.xlsx`);

export const fetchMarketingProducts = async (q: ProductQuery): Promise<Page<MarketingProduct>> =>
  pageOf<MarketingProduct>(await api().get(MARKETING_PRODUCT_PATHS.products, { page: q.page, pageSize: q.pageSize, kind: q.kind, keyword: q.keyword || undefined }));
