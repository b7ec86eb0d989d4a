import type { ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { showToast } from '@shared/feedback.ts';
import { $t } from '@shared/i18n/i18n.ts';
import { fundsWrites, PLANET_FUNDS } from '@shared/planet-funds/resources.ts';
import type { PayoutAccount } from '@shared/planet-funds/types.ts';
import { change } from '@console/kit/data.ts';
import { confirmThenRun } from '@console/kit/row-actions.tsx';
import { accountText } from './payout-account-list.tsx';
import { useFundsVerification } from './use-funds-verification.tsx';

/**
 * Deleting a payout account (asked first, naming it) and making one the default, each verified by SMS when the
 * server asks; render `dialog` for the verification. Shared by /p/setting/accounting/add and
 * /setting/accounting.
 */
export function usePayoutAccountChanges(): { remove: (account: PayoutAccount) => void; makeDefault: (account: PayoutAccount) => void; dialog: ReactNode } {
  const t = useStore($t);
  const { verified, dialog } = useFundsVerification();

  /** a change of accounts, verified by SMS when the server asks; `done` is shown once it went through */
  const changeAccounts = async (question: Parameters<typeof confirmThenRun>[0], run: () => Promise<unknown>, done: string) => {
    let finished = false;
    await confirmThenRun(question, async () => {
      finished = (await verified(() => change(run, [PLANET_FUNDS]))).done;
    });
    if (finished) showToast(done, { kind: 'success' });
  };
  const remove = (account: PayoutAccount) =>
    void changeAccounts(
      { title: t('planet.funds.account.deleteTitle'), message: t('planet.funds.account.deleteConfirm', { label: accountText(account, t) }), danger: true },
      () => fundsWrites.removeAccount(account),
      t('planet.funds.account.deleted'),
    );
  const makeDefault = (account: PayoutAccount) => void changeAccounts(null, () => fundsWrites.makeDefault(account), t('planet.funds.account.defaultSet'));
  return { remove, makeDefault, dialog };
}
