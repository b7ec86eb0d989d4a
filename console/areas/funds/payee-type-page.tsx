import { Link, useLocation } from 'react-router';
import { useStore } from '@nanostores/react';
import { $t } from '@shared/i18n/i18n.ts';
import { payeeRecord } from '@shared/funds/resources.ts';
import type { PayeeType } from '@shared/funds/types.ts';
import { QueryError } from '@console/kit/query-state.tsx';
import { useRecord } from '@console/kit/use-record.ts';
import { identifyPath, PayeeFacts } from './payee-summary.tsx';
import './funds-texts.ts';
import './funds.css';

/**
 * /accounting/balance/person (个人账户) and /accounting/balance/company (企业账户): the verified payee of that type
 * with a way to change it, or an invitation to verify as that type.
 */
export default function PayeeTypePage() {
  const t = useStore($t);
  const type: PayeeType = useLocation().pathname.endsWith('/company') ? 'company' : 'person';
  const found = useRecord(payeeRecord, {});
  const payee = found.data;
  return (
    <section className="lc-card lc-fund">
      <h1 className="lc-page-title">{t(`funds.payeeType.title.${type}`)}</h1>
      {found.error && payee === undefined && <QueryError error={found.error} onRetry={found.reload} />}
      {payee === undefined && !found.error && <p className="lc-fund-muted">{t('common.loading')}</p>}
      {payee && payee.type === type && (
        <>
          <p className="lc-fund-status" role="status">
            <span className="lc-fund-tag lc-fund-tag--ok">{t('funds.payee.verified')}</span> {t(`funds.payeeType.verified.${type}`)}
          </p>
          <PayeeFacts payee={payee} />
          <p className="lc-fund__actions">
            <Link className="lc-button" to={identifyPath(type)}>{t('funds.payeeType.change')}</Link>
          </p>
        </>
      )}
      {payee !== undefined && payee?.type !== type && (
        <div className="lc-fund-notice">
          <p>{payee ? t(`funds.payeeType.other.${type}`, { name: payee.name }) : t(`funds.payeeType.invite.${type}`)}</p>
          <Link className="lc-button lc-button--primary" to={identifyPath(type)}>{t(`funds.payeeType.verifyAs.${type}`)}</Link>
        </div>
      )}
      <p>
        <Link to="/accounting/balance">{t('funds.withdraw.back')}</Link>
      </p>
    </section>
  );
}
