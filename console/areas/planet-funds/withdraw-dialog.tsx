import { useState } from 'react';
import { Link } from 'react-router';
import { useStore } from '@nanostores/react';
import { showToast } from '@shared/feedback.ts';
import { formatFen } from '@shared/format/currency.ts';
import { $t } from '@shared/i18n/i18n.ts';
import { fundsWrites, PLANET_FUNDS, payoutAccountsRecord } from '@shared/planet-funds/resources.ts';
import { yuanToFen } from '@shared/format/currency.ts';
import { withdrawalProblem } from '@shared/planet-funds/rules.ts';
import { Button } from '@widgets/ui/button/button.tsx';
import { Field } from '@widgets/ui/form/field.tsx';
import { change } from '@console/kit/data.ts';
import { refusalText } from '@console/kit/field-problems.ts';
import { FormDialog } from '@console/kit/form-dialog.tsx';
import { useRecord } from '@console/kit/use-record.ts';
import { fundsProblemText } from './funds-problems.ts';
import { accountText } from './payout-account-list.tsx';
import { useFundsVerification } from './use-funds-verification.tsx';

/** A withdrawal: an amount of at least 1 元 and at most the balance, to one of the owner's payout accounts. */
export function WithdrawDialog({ balance, onClose }: { balance: number; onClose: () => void }) {
  const t = useStore($t);
  const accounts = useRecord(payoutAccountsRecord, {}).data;
  const [chosen, setChosen] = useState<number | null>(null);
  const [amount, setAmount] = useState('');
  const [problem, setProblem] = useState('');
  const { verified, dialog } = useFundsVerification();
  const accountId = chosen ?? accounts?.find((account) => account.is_default)?.id ?? accounts?.[0]?.id ?? null;

  const submit = async (): Promise<string | null> => {
    const fen = yuanToFen(amount);
    const rule = fen === null ? null : withdrawalProblem(fen, balance);
    const why = fen === null ? t('planet.funds.withdraw.badAmount') : rule ? fundsProblemText(rule) : accountId === null ? t('planet.funds.withdraw.chooseAccount') : '';
    setProblem(why);
    if (why || fen === null || accountId === null) return null;
    try {
      // the first withdrawal to a new account needs a fresh SMS verification
      if (!(await verified(() => change(() => fundsWrites.withdraw(fen, accountId), [PLANET_FUNDS]))).done) return null;
    } catch (error) {
      return refusalText(error);
    }
    showToast(t('planet.funds.withdraw.done'), { kind: 'success' });
    onClose();
    return null;
  };

  return (
    <>
      <FormDialog title={t('planet.funds.withdraw.title')} width={520} onClose={onClose} submit={submit} saveLabel={t('planet.funds.withdraw.submit')}
        className="lc-form lc-funds-form" refusalClassName="lc-form__refusal" refusalLast>
        <p className="lc-funds__muted">
          {t('planet.funds.balance.available')} <strong className="lc-funds__amount">{formatFen(balance)}</strong>
        </p>
        <Field label={t('planet.funds.withdraw.amount')} error={problem || undefined} hint={t('planet.funds.withdraw.amountHint', { max: formatFen(Math.max(balance, 0)) })}>
          {(id, note) => (
            <div className="lc-funds-form__inline">
              <input id={id} inputMode="decimal" autoComplete="off" data-autofocus="" value={amount} aria-invalid={problem ? true : undefined} aria-describedby={note}
                onChange={(event) => {
                  setAmount(event.target.value);
                  setProblem('');
                }} />
              <Button variant="text" disabled={balance < 100} onClick={() => setAmount((Math.max(balance, 0) / 100).toFixed(2))}>
                {t('planet.funds.withdraw.all')}
              </Button>
            </div>
          )}
        </Field>
        <fieldset className="lc-funds-form__choices lc-funds-form__accounts">
          <legend>{t('planet.funds.withdraw.account')}</legend>
          {accounts?.length === 0 && <p className="lc-funds__muted">{t('planet.funds.withdraw.noAccount')}</p>}
          {accounts?.map((account) => (
            <label key={account.id} className="lc-account-choice">
              <input type="radio" name="payout-account" checked={accountId === account.id} onChange={() => setChosen(account.id)} />
              <span>{accountText(account, t)}</span>
              {account.is_default && <span className="lc-funds__tag lc-funds__tag--primary">{t('planet.funds.account.default')}</span>}
            </label>
          ))}
          <Link to="/p/setting/accounting/add">{t('planet.funds.withdraw.addAccount')}</Link>
        </fieldset>
      </FormDialog>
      {/* outside the form: React sends the inner form's submit up the component tree, portal or not */}
      {dialog}
    </>
  );
}
