import { Link, useSearchParams } from 'react-router';
import { useStore } from '@nanostores/react';
import { formatFen } from '@shared/format/currency.ts';
import { formatDateTime } from '@shared/format/date.ts';
import { $t } from '@shared/i18n/i18n.ts';
import { withdrawalRecord } from '@shared/funds/resources.ts';
import type { Withdrawal } from '@shared/funds/types.ts';
import { withdrawalSteps } from '@shared/funds/views.ts';
import { QueryError } from '@console/kit/query-state.tsx';
import { useRecord } from '@console/kit/use-record.ts';
import { FactList } from '@console/kit/fact-list.tsx';
import { WithdrawalState } from './withdrawal-state.tsx';
import './funds-texts.ts';
import './funds.css';

function Facts({ withdrawal }: { withdrawal: Withdrawal }) {
  const t = useStore($t);
  const facts: [string, string][] = [
    [t('funds.quote.amount'), formatFen(withdrawal.amount)],
    ...withdrawal.sources.map((part): [string, string] => [t('funds.withdrawal.fromSource', { source: t(`funds.source.${part.source}`) }), formatFen(part.amount)]),
    // a failed withdrawal took nothing: its whole amount went back to the balance
    ...(withdrawal.state === 'failed'
      ? [[t('funds.withdrawal.returned'), formatFen(withdrawal.amount)] as [string, string]]
      : [
          [t('funds.quote.fee'), formatFen(withdrawal.fee)] as [string, string],
          [t('funds.quote.tax'), formatFen(withdrawal.tax)] as [string, string],
          [t('funds.quote.net'), formatFen(withdrawal.net)] as [string, string],
        ]),
    [t('funds.col.payoutAccount'), withdrawal.account_label],
    [t('funds.col.appliedAt'), formatDateTime(withdrawal.created_at)],
  ];
  return (
    <FactList className="lc-fund-facts" facts={facts} />
  );
}

/** 已申请 → 处理中 → 已到账, or → 已失败，已退回余额: each step done, current or to come, with its time where known. */
function Steps({ withdrawal }: { withdrawal: Withdrawal }) {
  const t = useStore($t);
  return (
    <ol className="lc-fund-steps">
      {withdrawalSteps(withdrawal).map((step) => (
        <li key={step.state} className={`lc-fund-step lc-fund-step--${step.status}`} aria-current={step.status === 'current' ? 'step' : undefined}>
          <span className="lc-fund-step__dot" aria-hidden="true" />
          <span className="lc-fund-step__text">
            <strong>{t(`funds.step.${step.state}`)}</strong>
            <span className="lc-visually-hidden">{t(`funds.step.status.${step.status}`)}</span>
            {step.at !== null && <time className="lc-fund-muted">{formatDateTime(step.at).slice(0, 16)}</time>}
            {step.state === 'failed' && withdrawal.failure_reason && <span className="lc-fund-muted">{withdrawal.failure_reason}</span>}
          </span>
        </li>
      ))}
    </ol>
  );
}

/**
 * /accounting/extractCashSuccess?id= (提现成功): the withdrawal just asked for (or any, from the balance's list):
 * what was asked, taken off and will arrive, where it goes, and the way it has come.
 */
export default function WithdrawalPage() {
  const t = useStore($t);
  const id = Number(useSearchParams()[0].get('id') ?? 0);
  const found = useRecord(withdrawalRecord, Number.isSafeInteger(id) && id > 0 ? { id } : null);
  const withdrawal = found.data;
  const links = (
    <p className="lc-fund__actions">
      <Link className="lc-button lc-button--primary" to="/accounting/balance">{t('funds.withdrawal.toBalance')}</Link>
      <Link className="lc-button lc-button--text" to="/accounting/detail?group=withdrawal">{t('funds.withdrawal.toDetail')}</Link>
    </p>
  );
  return (
    <section className="lc-card lc-fund">
      <h1 className="lc-page-title">{withdrawal?.state === 'failed' ? t('funds.withdrawal.failedTitle') : t('funds.withdrawal.title')}</h1>
      {!(id > 0) && <p role="alert">{t('funds.withdrawal.missing')}</p>}
      {found.error && !withdrawal && <QueryError error={found.error} onRetry={found.reload} />}
      {id > 0 && !withdrawal && !found.error && <p className="lc-fund-muted">{t('common.loading')}</p>}
      {withdrawal && (
        <>
          <p className="lc-fund-status" role="status">
            <WithdrawalState withdrawal={withdrawal} reason={false} /> <span>{t(`funds.withdrawal.note.${withdrawal.state}`)}</span>
          </p>
          <div className="lc-fund-columns">
            <section aria-labelledby="lc-fund-withdrawal">
              <h2 id="lc-fund-withdrawal">{t('funds.withdrawal.facts')}</h2>
              <Facts withdrawal={withdrawal} />
            </section>
            <section aria-labelledby="lc-fund-steps">
              <h2 id="lc-fund-steps">{t('funds.withdrawal.steps')}</h2>
              <Steps withdrawal={withdrawal} />
            </section>
          </div>
        </>
      )}
      {links}
    </section>
  );
}
