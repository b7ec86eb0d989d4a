import { useStore } from '@nanostores/react';
import { formatFen } from '@shared/format/currency.ts';
import { $t } from '@shared/i18n/i18n.ts';
import type { Withdrawal } from '@shared/funds/types.ts';
import './funds-texts.ts';
import './funds.css';

/** A withdrawal's own page (提现成功 shows it with its steps). */
export const withdrawalPath = (id: number) => `/accounting/extractCashSuccess?id=${id}`;

/** A withdrawal's state as a badge (已申请 / 处理中 / 已到账 / 已失败), a failure with its reason unless told. */
export function WithdrawalState({ withdrawal, reason = true }: { withdrawal: Pick<Withdrawal, 'state' | 'failure_reason'>; reason?: boolean }) {
  const t = useStore($t);
  return (
    <>
      <span className={`lc-fund-state lc-fund-state--${withdrawal.state}`}>{t(`funds.state.${withdrawal.state}`)}</span>
      {reason && withdrawal.state === 'failed' && withdrawal.failure_reason && <span className="lc-fund-reason">{t('funds.state.failedReason', { reason: withdrawal.failure_reason })}</span>}
    </>
  );
}

/** What a withdrawal cost and brought, as its lists show it: nothing for a failed one (its money went back whole). */
export function WithdrawalFigure({ withdrawal, fen }: { withdrawal: Pick<Withdrawal, 'state'>; fen: number }) {
  if (withdrawal.state === 'failed') return <span className="lc-fund-muted">—</span>;
  return <span className="lc-fund-amount">{formatFen(fen)}</span>;
}
