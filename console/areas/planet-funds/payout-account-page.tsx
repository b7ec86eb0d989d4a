import { useRef } from 'react';
import { useStore } from '@nanostores/react';
import { showToast } from '@shared/feedback.ts';
import { $t } from '@shared/i18n/i18n.ts';
import { fundsWrites, PLANET_FUNDS, payoutAccountsRecord } from '@shared/planet-funds/resources.ts';
import type { PayoutAccount } from '@shared/planet-funds/types.ts';
import { change } from '@console/kit/data.ts';
import { QueryError } from '@console/kit/query-state.tsx';
import { confirmThenRun } from '@console/kit/row-actions.tsx';
import { useRecord } from '@console/kit/use-record.ts';
import '@console/areas/planets/planet-texts.ts';
import { accountText, PayoutAccountList } from './payout-account-list.tsx';
import { useFundsVerification } from './use-funds-verification.tsx';
import { PayoutAccountForm } from './payout-account-form.tsx';
import './planet-funds.css';

/**
 * /p/setting/accounting/add (添加收款账户): adds a payout account; the owner's accounts are listed below the form,
 * where a saved account appears (and focus goes), with set-default and delete.
 */
export default function PayoutAccountPage() {
  const t = useStore($t);
  const accounts = useRecord(payoutAccountsRecord, {});
  const listHeading = useRef<HTMLHeadingElement>(null);
  const { verified, dialog } = useFundsVerification();

  const saved = () => {
    showToast(t('planet.funds.account.saved'), { kind: 'success' });
    listHeading.current?.scrollIntoView({ block: 'start' });
    listHeading.current?.focus();
  };

  /** a change of accounts, verified by SMS when the server asks; `done` is shown once it went through */
  const changeAccounts = async (question: Parameters<typeof confirmThenRun>[0], run: () => Promise<unknown>, done: string) => {
    let finished = false;
    await confirmThenRun(question, async () => {
      finished = (await verified(() => change(run, [PLANET_FUNDS]))).done;
    });
    if (finished) showToast(done, { kind: 'success' });
  };
  const remove = (account: PayoutAccount) =>
    changeAccounts(
      { title: t('planet.funds.account.deleteTitle'), message: t('planet.funds.account.deleteConfirm', { label: accountText(account, t) }), danger: true },
      () => fundsWrites.removeAccount(account),
      t('planet.funds.account.deleted'),
    );
  const makeDefault = (account: PayoutAccount) => changeAccounts(null, () => fundsWrites.makeDefault(account), t('planet.funds.account.defaultSet'));

  return (
    <section className="lc-card lc-funds">
      <h1 className="lc-page-title">{t('planet.funds.account.title')}</h1>
      <PayoutAccountForm onSaved={saved} />
      <section aria-labelledby="lc-payout-list">
        <h2 id="lc-payout-list" ref={listHeading} tabIndex={-1}>
          {t('planet.funds.account.list')}
        </h2>
        {accounts.error && !accounts.data && <QueryError error={accounts.error} onRetry={accounts.reload} />}
        {accounts.data && <PayoutAccountList accounts={accounts.data} onDelete={(account) => void remove(account)} onDefault={(account) => void makeDefault(account)} />}
      </section>
      {dialog}
    </section>
  );
}
