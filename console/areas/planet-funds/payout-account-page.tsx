import { useCallback, useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { deletePayoutAccount, fetchPayoutAccounts, setDefaultPayoutAccount } from '@shared/planet-funds/client.ts';
import { askConfirm, showToast } from '@shared/feedback.ts';
import { $t } from '@shared/i18n/i18n.ts';
import type { PayoutAccount } from '@shared/planet-funds/types.ts';
import '@console/areas/planets/planet-texts.ts';
import { toastError } from './funds-ui.ts';
import { accountText, PayoutAccountList } from './payout-account-list.tsx';
import { PayoutAccountForm } from './payout-account-form.tsx';
import './planet-funds.css';

/**
 * /p/setting/accounting/add (添加收款账户): adds a payout account; the owner's accounts are listed below the form,
 * where a saved account appears (and focus goes), with set-default and delete.
 */
export default function PayoutAccountPage() {
  const t = useStore($t);
  const [accounts, setAccounts] = useState<PayoutAccount[] | null>(null);
  const listHeading = useRef<HTMLHeadingElement>(null);

  const load = useCallback(async () => {
    try {
      setAccounts(await fetchPayoutAccounts());
    } catch (error) {
      toastError(error);
    }
  }, []);
  useEffect(() => {
    void load();
  }, [load]);

  const saved = async () => {
    showToast(t('planet.funds.account.saved'), { kind: 'success' });
    await load();
    listHeading.current?.scrollIntoView({ block: 'start' });
    listHeading.current?.focus();
  };

  const remove = async (account: PayoutAccount) => {
    const label = accountText(account, t);
    if (!(await askConfirm({ title: t('planet.funds.account.deleteTitle'), message: t('planet.funds.account.deleteConfirm', { label }) }))) return;
    try {
      setAccounts(await deletePayoutAccount(account.id));
      showToast(t('planet.funds.account.deleted'), { kind: 'success' });
    } catch (error) {
      toastError(error);
    }
  };

  const makeDefault = async (account: PayoutAccount) => {
    try {
      setAccounts(await setDefaultPayoutAccount(account.id));
      showToast(t('planet.funds.account.defaultSet'), { kind: 'success' });
    } catch (error) {
      toastError(error);
    }
  };

  return (
    <section className="lc-card lc-funds">
      <h1 className="lc-page-title">{t('planet.funds.account.title')}</h1>
      <PayoutAccountForm onSaved={() => void saved()} />
      <section aria-labelledby="lc-payout-list">
        <h2 id="lc-payout-list" ref={listHeading} tabIndex={-1}>
          {t('planet.funds.account.list')}
        </h2>
        {accounts && <PayoutAccountList accounts={accounts} onDelete={(account) => void remove(account)} onDefault={(account) => void makeDefault(account)} />}
      </section>
    </section>
  );
}
