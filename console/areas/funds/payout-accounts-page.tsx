import { Link } from 'react-router';
import { useStore } from '@nanostores/react';
import { $t } from '@shared/i18n/i18n.ts';
import { payeeRecord } from '@shared/funds/resources.ts';
import { payoutAccountsRecord } from '@shared/planet-funds/resources.ts';
import { QueryError } from '@console/kit/query-state.tsx';
import { useRecord } from '@console/kit/use-record.ts';
import { PayoutAccountList } from '@console/areas/planet-funds/payout-account-list.tsx';
import { usePayoutAccountChanges } from '@console/areas/planet-funds/use-payout-account-changes.tsx';
import '@console/areas/planets/planet-texts.ts';
import '@console/areas/planet-funds/planet-funds.css';
import { PayeeLine } from './payee-summary.tsx';
import './funds-texts.ts';
import './funds.css';

/** Where one payout account is changed. */
export const accountEditPath = (id: number) => `/setting/accounting/edit?id=${id}`;

/**
 * /setting/accounting (收款账户): where withdrawals go — the teacher's payout accounts (shared with planet mode), the
 * default first, each to edit, make the default or delete (an SMS code when the server asks), and the payee.
 */
export default function PayoutAccountsPage() {
  const t = useStore($t);
  const accounts = useRecord(payoutAccountsRecord, {});
  const payee = useRecord(payeeRecord, {}).data;
  const { remove, makeDefault, dialog } = usePayoutAccountChanges();
  return (
    <section className="lc-card lc-fund lc-funds">
      <header className="lc-fund__head">
        <h1 className="lc-page-title">{t('funds.accounts.title')}</h1>
        <div className="lc-fund__actions">
          <Link className="lc-button lc-button--primary" to="/setting/accounting/add">{t('funds.accounts.add')}</Link>
        </div>
      </header>
      <p className="lc-fund-muted">{t('funds.accounts.intro')}</p>
      {accounts.error && !accounts.data && <QueryError error={accounts.error} onRetry={accounts.reload} />}
      {accounts.data && <PayoutAccountList accounts={accounts.data} onDelete={remove} onDefault={makeDefault} editTo={(account) => accountEditPath(account.id)} />}
      <section aria-labelledby="lc-fund-accounts-payee">
        <h2 id="lc-fund-accounts-payee">{t('funds.payee.heading')}</h2>
        <PayeeLine payee={payee} />
        <p><Link to="/setting/accounting/qualification">{t('funds.accounts.qualification')}</Link></p>
      </section>
      {dialog}
    </section>
  );
}
