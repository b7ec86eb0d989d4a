import { Link } from 'react-router';
import { useStore } from '@nanostores/react';
import { $t, type Translate } from '@shared/i18n/i18n.ts';
import type { PayoutAccount } from '@shared/planet-funds/types.ts';
import { Button } from '@widgets/ui/button/button.tsx';

/** '招商银行 **** **** **** 8464 · 周明远' or '支付宝 138****0002 · 周明远'. */
export function accountText(account: PayoutAccount, t: Translate): string {
  const where = account.type === 'bank' ? account.bank_name : t('planet.funds.account.type.alipay');
  return `${where} ${account.account_masked} · ${account.real_name}`;
}

type Props = {
  accounts: PayoutAccount[];
  onDelete: (account: PayoutAccount) => void;
  onDefault: (account: PayoutAccount) => void;
  /** where an account is edited (/setting/accounting/edit?id=); no edit link without it */
  editTo?: (account: PayoutAccount) => string;
};

/** The owner's payout accounts, the default first, with set-default, edit (where given) and delete. */
export function PayoutAccountList({ accounts, onDelete, onDefault, editTo }: Props) {
  const t = useStore($t);
  if (accounts.length === 0) return <p className="lc-funds__muted">{t('planet.funds.account.empty')}</p>;
  return (
    <ul className="lc-accounts" aria-label={t('planet.funds.account.list')}>
      {accounts.map((account) => {
        const label = accountText(account, t);
        return (
          <li key={account.id} className="lc-account">
            <div className="lc-account__main">
              <span>
                <span className="lc-funds__tag">{t(`planet.funds.account.type.${account.type}`)}</span> {label}{' '}
                {account.is_default && <span className="lc-funds__tag lc-funds__tag--primary">{t('planet.funds.account.default')}</span>}
              </span>
              {account.type === 'bank' && <small>{account.bank_branch}</small>}
            </div>
            <div className="lc-funds__actions">
              {!account.is_default && (
                <Button variant="text" aria-label={t('planet.funds.account.setDefaultNamed', { label })} onClick={() => onDefault(account)}>
                  {t('planet.funds.account.setDefault')}
                </Button>
              )}
              {editTo && (
                <Link className="lc-button lc-button--text" to={editTo(account)} aria-label={t('planet.funds.account.editNamed', { label })}>
                  {t('planet.funds.account.edit')}
                </Link>
              )}
              <Button variant="text" aria-label={t('planet.funds.account.deleteNamed', { label })} onClick={() => onDelete(account)}>
                {t('planet.funds.account.delete')}
              </Button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
