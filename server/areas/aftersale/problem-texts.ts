/** The server's Chinese words for the after-sale rules' codes (the console has its own in shared/aftersale/texts-*). */
import { AFTERSALE_LIMITS, type RefundRequestProblem } from '@shared/aftersale/rules.ts';
import { formatFen } from '@shared/format/currency.ts';

export const REFUND_NOT_FOUND = '退款申请不存在';
export const APPEAL_NOT_FOUND = '投诉不存在';

export function refundRequestProblemText(problem: RefundRequestProblem, refundable: number): string {
  switch (problem) {
    case 'notPaid':
      return '订单未支付，不能申请退款';
    case 'free':
      return '免费订单无需退款';
    case 'fullyRefunded':
      return '订单已全额退款';
    case 'tooLate':
      return `已超过支付后 ${AFTERSALE_LIMITS.requestDays} 天的退款申请期限`;
    case 'pendingExists':
      return '该订单已有待处理的退款申请';
    case 'amountTooSmall':
      return '参数错误：amount 退款金额至少 0.01 元';
    case 'amountTooLarge':
      return `参数错误：amount 不能超过可退金额 ${formatFen(refundable)}`;
  }
}

/** Why a handled request cannot be approved or rejected (again). */
export const HANDLED: Record<'approved' | 'rejected', string> = {
  approved: '该退款申请已同意退款，不能重复处理',
  rejected: '该退款申请已拒绝，不能再处理',
};
