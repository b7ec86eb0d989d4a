/** The after-sale calls (docs/api.md "After-sale"), one function per call. */
import { api } from '@shared/api/default-client.ts';
import { dataOf } from '@shared/api/errors.ts';
import { pageOf, type Page } from '@shared/api/types.ts';
import { AFTERSALE_PATHS as PATHS, IDEMPOTENCY_HEADER } from './paths.ts';
import type { Appeal, AppealQuery, AppealReplyInput, ApproveInput, RefundQuery, RefundRequest, RefundRequestDetail, RejectInput } from './types.ts';

const post = async <T>(path: string, body: unknown): Promise<T> => dataOf(await api().postJson<T>(path, body));
const listParams = (q: RefundQuery | AppealQuery) => ({ page: q.page, pageSize: q.pageSize, state: q.state, keyword: q.keyword || undefined });

export const fetchRefundRequests = async (q: RefundQuery): Promise<Page<RefundRequest>> => pageOf<RefundRequest>(await api().get(PATHS.findList, listParams(q)));
export const fetchRefundRequest = async (id: number): Promise<RefundRequestDetail> => dataOf(await api().get<RefundRequestDetail>(PATHS.detail, { id }));
/** `key`: made once per approval the teacher means; a retry of the same approval sends the same key. */
export const approveRefund = async (input: ApproveInput, key: string): Promise<RefundRequest> =>
  dataOf(await api().postJson<RefundRequest>(PATHS.approve, input, { headers: { [IDEMPOTENCY_HEADER]: key } }));
export const rejectRefund = (input: RejectInput) => post<RefundRequest>(PATHS.reject, input);

export const fetchAppeals = async (q: AppealQuery): Promise<Page<Appeal>> => pageOf<Appeal>(await api().get(PATHS.appeal.findList, listParams(q)));
export const replyAppeal = (input: AppealReplyInput) => post<Appeal>(PATHS.appeal.reply, input);
export const closeAppeal = (id: number) => post<Appeal>(PATHS.appeal.close, { id });
