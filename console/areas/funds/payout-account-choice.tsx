import { useId } from 'react';
import { Link } from 'react-router';
import { useStore } from '@nanostores/react';
import { $t } from '@shared/i18n/i18n.ts';
import type { PayoutAccount } from '@shared/planet-funds/types.ts';
import { accountText } from '@console/areas/planet-funds/payout-account-list.tsx';
import '@console/areas/planets/planet-texts.ts';
import './funds-texts.ts';

type Props = { accounts: PayoutAccount[] | undefined; chosen: number; onChoose: (id: number) => void; error: string | undefined };

/** The payout account a withdrawal goes to: one of the teacher's accounts (the default chosen first), or a way to add one. */
export function PayoutAccountChoice({ accounts, chosen, onChoose, error }: Props) {
  const t = useStore($t);
  const name = useId();
  const errorId = `${name}-error`;
  return (
    <fieldset className="lc-fund-accounts" aria-describedby={error ? errorId : undefined}>
      <legend>{t('funds.withdraw.account')}</legend>
      {accounts === undefined && <p className="lc-fund-muted">{t('common.loading')}</p>}
      {accounts?.length === 0 && <p className="lc-fund-muted">{t('funds.withdraw.noAccount')}</p>}
      {accounts?.map((account) => (
        <label key={account.id} className="lc-fund-account">
          <input type="radio" name={name} checked={chosen === account.id} aria-invalid={error ? true : undefined} onChange={() => onChoose(account.id)} />
          <span>{accountText(account, t)}</span>
          {account.is_default && <span className="lc-fund-tag lc-fund-tag--primary">{t('planet.funds.account.default')}</span>}
        </label>
      ))}
      {error && <p className="lc-field__error" id={errorId} role="alert">{error}</p>}
      <Link to="/setting/accounting/add">{t('funds.withdraw.addAccount')}</Link>
    </fieldset>
  );
}
