import { Link } from 'react-router';
import { useStore } from '@nanostores/react';
import { $t } from '@shared/i18n/i18n.ts';
import { payeeRecord } from '@shared/funds/resources.ts';
import { QueryError } from '@console/kit/query-state.tsx';
import { useRecord } from '@console/kit/use-record.ts';
import { identifyPath, PayeeFacts } from './payee-summary.tsx';
import './funds-texts.ts';
import './funds.css';

/**
 * /setting/accounting/qualification (资质信息): who the payouts are made to — the verified payee (a person or a
 * company, the number masked, when verified) and a way to change it; or how to verify one.
 */
export default function QualificationPage() {
  const t = useStore($t);
  const found = useRecord(payeeRecord, {});
  const payee = found.data;
  return (
    <section className="lc-card lc-fund">
      <h1 className="lc-page-title">{t('funds.qualification.title')}</h1>
      <p className="lc-fund-muted">{t('funds.qualification.intro')}</p>
      {found.error && payee === undefined && <QueryError error={found.error} onRetry={found.reload} />}
      {payee === undefined && !found.error && <p className="lc-fund-muted">{t('common.loading')}</p>}
      {payee && (
        <>
          <p className="lc-fund-status" role="status">
            <span className="lc-fund-tag lc-fund-tag--ok">{t('funds.payee.verified')}</span>
          </p>
          <PayeeFacts payee={payee} />
          <p className="lc-fund__actions">
            <Link className="lc-button" to={identifyPath(payee.type)}>{t('funds.qualification.change')}</Link>
            <Link className="lc-button lc-button--text" to="/setting/accounting">{t('planet.funds.account.back')}</Link>
          </p>
        </>
      )}
      {payee === null && (
        <div className="lc-fund-notice">
          <p>{t('funds.qualification.none')}</p>
          <Link className="lc-button lc-button--primary" to={identifyPath()}>{t('funds.payee.verify')}</Link>
        </div>
      )}
    </section>
  );
}
