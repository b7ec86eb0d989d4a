import { useRef } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useStore } from '@nanostores/react';
import { showToast } from '@shared/feedback.ts';
import { $t } from '@shared/i18n/i18n.ts';
import { payoutAccountsRecord } from '@shared/planet-funds/resources.ts';
import { QueryError } from '@console/kit/query-state.tsx';
import { useRecord } from '@console/kit/use-record.ts';
import '@console/areas/planets/planet-texts.ts';
import { PayoutAccountList } from './payout-account-list.tsx';
import { usePayoutAccountChanges } from './use-payout-account-changes.tsx';
import { PayoutAccountForm } from './payout-account-form.tsx';
import './planet-funds.css';

/** The teacher's payout accounts page (/setting/accounting), where /setting/accounting/add returns. */
const SETTINGS_ACCOUNTS = '/setting/accounting';

/**
 * /p/setting/accounting/add (添加收款账户): adds a payout account; the owner's accounts are listed below the form,
 * where a saved account appears (and focus goes), with set-default and delete. The same page is the teacher's
 * /setting/accounting/add, which goes back to the accounts (/setting/accounting) once saved.
 */
export default function PayoutAccountPage() {
  const t = useStore($t);
  const navigate = useNavigate();
  const inSettings = !useLocation().pathname.startsWith('/p/');
  const accounts = useRecord(payoutAccountsRecord, {});
  const listHeading = useRef<HTMLHeadingElement>(null);
  const { remove, makeDefault, dialog } = usePayoutAccountChanges();

  const saved = () => {
    showToast(t('planet.funds.account.saved'), { kind: 'success' });
    if (inSettings) {
      navigate(SETTINGS_ACCOUNTS);
      return;
    }
    listHeading.current?.scrollIntoView({ block: 'start' });
    listHeading.current?.focus();
  };

  return (
    <section className="lc-card lc-funds">
      <h1 className="lc-page-title">{t('planet.funds.account.title')}</h1>
      <PayoutAccountForm onSaved={saved} />
      {inSettings && (
        <p>
          <Link to={SETTINGS_ACCOUNTS}>{t('planet.funds.account.back')}</Link>
        </p>
      )}
      <section aria-labelledby="lc-payout-list">
        <h2 id="lc-payout-list" ref={listHeading} tabIndex={-1}>
          {t('planet.funds.account.list')}
        </h2>
        {accounts.error && !accounts.data && <QueryError error={accounts.error} onRetry={accounts.reload} />}
        {accounts.data && <PayoutAccountList accounts={accounts.data} onDelete={remove} onDefault={makeDefault} />}
      </section>
      {dialog}
    </section>
  );
}
