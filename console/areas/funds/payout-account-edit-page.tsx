import { Link, useNavigate } from 'react-router';
import { useStore } from '@nanostores/react';
import { showToast } from '@shared/feedback.ts';
import { $t } from '@shared/i18n/i18n.ts';
import { payoutAccountsRecord } from '@shared/planet-funds/resources.ts';
import { QueryError } from '@console/kit/query-state.tsx';
import { MissingId, useIdParam } from '@console/kit/missing-id.tsx';
import { useRecord } from '@console/kit/use-record.ts';
import { accountText } from '@console/areas/planet-funds/payout-account-list.tsx';
import { PayoutAccountForm } from '@console/areas/planet-funds/payout-account-form.tsx';
import '@console/areas/planets/planet-texts.ts';
import '@console/areas/planet-funds/planet-funds.css';
import './funds-texts.ts';
import './funds.css';

const ACCOUNTS = '/setting/accounting';

/**
 * /setting/accounting/edit?id= (编辑收款账户): one payout account on the form that adds them; its number, never
 * answered whole, is left blank to keep it. Saved by the main account after an SMS code when the server asks.
 */
export default function PayoutAccountEditPage() {
  const t = useStore($t);
  const navigate = useNavigate();
  const id = useIdParam();
  const found = useRecord(payoutAccountsRecord, {});
  const account = found.data?.find((row) => row.id === id);
  if (id === null) return <MissingId message={t('funds.accounts.missingId')} back={{ to: ACCOUNTS, label: t('planet.funds.account.back') }} />;
  const back = (
    <p>
      <Link to={ACCOUNTS}>{t('planet.funds.account.back')}</Link>
    </p>
  );
  return (
    <section className="lc-card lc-fund lc-funds">
      <h1 className="lc-page-title">{account ? t('funds.accounts.editTitle', { label: accountText(account, t) }) : t('funds.accounts.edit')}</h1>
      {found.error && !found.data && <QueryError error={found.error} onRetry={found.reload} />}
      {found.data && !account && <p role="alert">{t('funds.accounts.missing')}</p>}
      {account && (
        <PayoutAccountForm
          key={account.id}
          account={account}
          onSaved={() => {
            showToast(t('planet.funds.account.updated'), { kind: 'success' });
            navigate(ACCOUNTS);
          }}
        />
      )}
      {back}
    </section>
  );
}
