import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { useStore } from '@nanostores/react';
import { fetchPayoutAccounts, withdraw } from '@shared/planet-funds/client.ts';
import { showToast } from '@shared/feedback.ts';
import { formatFen } from '@shared/format/currency.ts';
import { $t } from '@shared/i18n/i18n.ts';
import { withdrawalProblem, yuanToFen } from '@shared/planet-funds/rules.ts';
import type { PayoutAccount } from '@shared/planet-funds/types.ts';
import { Button } from '@widgets/ui/button/button.tsx';
import { Dialog } from '@widgets/ui/dialog/dialog.tsx';
import { accountText } from './payout-account-list.tsx';

type Props = { open: boolean; balance: number; onClose: () => void; onDone: (balance: number) => void };

/** A withdrawal: an amount of at least 1 元 and at most the balance, to one of the owner's payout accounts. */
export function WithdrawDialog({ open, balance, onClose, onDone }: Props) {
  const t = useStore($t);
  const amountId = useId();
  const errorId = useId();
  const [accounts, setAccounts] = useState<PayoutAccount[] | null>(null);
  const [accountId, setAccountId] = useState<number | null>(null);
  const [amount, setAmount] = useState('');
  const [problem, setProblem] = useState('');
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!open) return;
    setAmount('');
    setProblem('');
    let live = true;
    fetchPayoutAccounts().then(
      (rows) => {
        if (!live) return;
        setAccounts(rows);
        setAccountId(rows.find((row) => row.is_default)?.id ?? rows[0]?.id ?? null);
      },
      () => live && setAccounts([]),
    );
    return () => {
      live = false;
    };
  }, [open]);

  const submit = async () => {
    const fen = yuanToFen(amount);
    const why = fen === null ? t('planet.funds.withdraw.badAmount') : withdrawalProblem(fen, balance) ?? (accountId === null ? t('planet.funds.withdraw.chooseAccount') : '');
    setProblem(why);
    if (why || fen === null || accountId === null) return;
    setSaving(true);
    try {
      const done = await withdraw(fen, accountId);
      showToast(t('planet.funds.withdraw.done'), { kind: 'success' });
      onDone(done.balance);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : t('common.failed'));
    } finally {
      setSaving(false);
    }
  };

  const footer = (
    <>
      <Button onClick={onClose}>{t('common.cancel')}</Button>
      <Button variant="primary" loading={saving} disabled={!accounts?.length} onClick={() => void submit()}>
        {t('planet.funds.withdraw.submit')}
      </Button>
    </>
  );

  return (
    <Dialog open={open} title={t('planet.funds.withdraw.title')} width={520} onClose={onClose} footer={footer}>
      <form
        className="lc-funds-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <p className="lc-funds__muted">
          {t('planet.funds.balance.available')} <strong className="lc-funds__amount">{formatFen(balance)}</strong>
        </p>
        <div className="lc-funds-form__row">
          <label htmlFor={amountId}>{t('planet.funds.withdraw.amount')}</label>
          <div className="lc-funds-form__inline">
            <input
              id={amountId}
              inputMode="decimal"
              autoComplete="off"
              value={amount}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? errorId : undefined}
              onChange={(event) => setAmount(event.target.value)}
            />
            <Button variant="text" disabled={balance < 100} onClick={() => setAmount((Math.max(balance, 0) / 100).toFixed(2))}>
              {t('planet.funds.withdraw.all')}
            </Button>
          </div>
          <p className="lc-funds-form__hint">{t('planet.funds.withdraw.amountHint', { max: formatFen(Math.max(balance, 0)) })}</p>
          {problem && (
            <p id={errorId} className="lc-funds-form__error" role="alert">
              {problem}
            </p>
          )}
        </div>
        <fieldset className="lc-funds-form__choices" style={{ flexDirection: 'column' }}>
          <legend>{t('planet.funds.withdraw.account')}</legend>
          {accounts?.length === 0 && <p className="lc-funds__muted">{t('planet.funds.withdraw.noAccount')}</p>}
          {accounts?.map((account) => (
            <label key={account.id} className="lc-account-choice">
              <input type="radio" name="payout-account" checked={accountId === account.id} onChange={() => setAccountId(account.id)} />
              <span>{accountText(account, t)}</span>
              {account.is_default && <span className="lc-funds__tag lc-funds__tag--primary">{t('planet.funds.account.default')}</span>}
            </label>
          ))}
          <Link to="/p/setting/accounting/add">{t('planet.funds.withdraw.addAccount')}</Link>
        </fieldset>
      </form>
    </Dialog>
  );
}
