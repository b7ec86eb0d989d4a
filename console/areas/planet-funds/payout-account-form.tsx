import { useId, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $t } from '@shared/i18n/i18n.ts';
import { fundsWrites, PLANET_FUNDS } from '@shared/planet-funds/resources.ts';
import { keepsAccountNo, payoutAccountProblem, type PayoutField, type PayoutProblem } from '@shared/planet-funds/rules.ts';
import type { PayoutAccount, PayoutAccountInput, PayoutAccountType } from '@shared/planet-funds/types.ts';
import { Button } from '@widgets/ui/button/button.tsx';
import { Field } from '@widgets/ui/form/field.tsx';
import { change } from '@console/kit/data.ts';
import { refusalText } from '@console/kit/field-problems.ts';
import { fundsProblemText } from './funds-problems.ts';
import { useFundsVerification } from './use-funds-verification.tsx';

const EMPTY: PayoutAccountInput = { type: 'bank', real_name: '', account_no: '', bank_name: '', bank_branch: '', is_default: false };

/** An account as the edit form opens it: its number is never answered whole, so it starts blank (blank keeps it). */
const inputOf = (account: PayoutAccount): PayoutAccountInput => ({
  type: account.type,
  real_name: account.real_name,
  account_no: '',
  bank_name: account.bank_name,
  bank_branch: account.bank_branch,
  is_default: account.is_default,
});

/**
 * The payout account form: a bank card (12–19 digits, Luhn) with bank and branch, or an Alipay phone or e-mail.
 * The rules of shared/planet-funds/rules.ts are checked here first (the field's problem under it), and again by
 * the server (its refusal under the form). The server asks the main account for a fresh SMS code first.
 * With `account` it changes that account (/setting/accounting/edit): a number left blank keeps the stored one.
 */
export function PayoutAccountForm({ onSaved, account }: { onSaved: (account: PayoutAccount) => void; account?: PayoutAccount }) {
  const t = useStore($t);
  const typeName = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [input, setInput] = useState<PayoutAccountInput>(account ? inputOf(account) : EMPTY);
  const [problem, setProblem] = useState<PayoutProblem | null>(null);
  const [refusal, setRefusal] = useState('');
  const [saving, setSaving] = useState(false);
  const { verified, dialog } = useFundsVerification();
  const bank = input.type === 'bank';
  const numberKept = account !== undefined && keepsAccountNo(input, account.type);

  const set = <K extends keyof PayoutAccountInput>(key: K, value: PayoutAccountInput[K]) => {
    setInput((current) => ({ ...current, [key]: value }));
    if (problem?.field === key || key === 'type') setProblem(null);
    setRefusal('');
  };

  const submit = async () => {
    const found = payoutAccountProblem(input, { numberKept });
    setProblem(found);
    if (found) {
      formRef.current?.querySelector<HTMLElement>(`[data-field="${found.field}"]`)?.focus();
      return;
    }
    setSaving(true);
    try {
      const save = () => (account ? fundsWrites.updateAccount(account, input) : fundsWrites.addAccount(input));
      const saved = await verified(() => change(save, [PLANET_FUNDS]));
      if (saved.done) {
        if (!account) setInput(EMPTY);
        onSaved(saved.value);
      }
    } catch (error) {
      setRefusal(refusalText(error));
    } finally {
      setSaving(false);
    }
  };

  const field = (name: PayoutField, label: string, hint?: string) => (
    <Field label={label} hint={hint} error={problem?.field === name ? fundsProblemText(problem) : undefined}>
      {(id, note) => (
        <input id={id} data-field={name} type="text" autoComplete="off" inputMode={name === 'account_no' && bank ? 'numeric' : undefined} value={input[name]}
          aria-invalid={problem?.field === name || undefined} aria-describedby={note} onChange={(event) => set(name, event.target.value)} />
      )}
    </Field>
  );

  return (
    <>
      <form
        ref={formRef}
        className="lc-form lc-funds-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <fieldset className="lc-funds-form__choices">
          <legend>{t('planet.funds.account.type')}</legend>
          {(['bank', 'alipay'] as PayoutAccountType[]).map((type) => (
            <label key={type}>
              <input type="radio" name={typeName} checked={input.type === type} onChange={() => set('type', type)} />
              {t(`planet.funds.account.type.${type}`)}
            </label>
          ))}
        </fieldset>
        {field('real_name', t('planet.funds.account.realName'), t('planet.funds.account.realNameHint'))}
        {field(
          'account_no',
          bank ? t('planet.funds.account.cardNo') : t('planet.funds.account.alipayNo'),
          account && input.type === account.type ? t('planet.funds.account.keepNumber', { masked: account.account_masked }) : bank ? undefined : t('planet.funds.account.alipayHint'),
        )}
        {bank && field('bank_name', t('planet.funds.account.bankName'))}
        {bank && field('bank_branch', t('planet.funds.account.bankBranch'))}
        <label className="lc-funds-form__check">
          {/* the default stays the default: another account is made the default instead */}
          <input type="checkbox" checked={input.is_default} disabled={account?.is_default} onChange={(event) => set('is_default', event.target.checked)} />
          {account?.is_default ? t('planet.funds.account.isDefaultKept') : t('planet.funds.account.isDefault')}
        </label>
        {refusal && <p className="lc-form__refusal" role="alert">{refusal}</p>}
        <div>
          <Button type="submit" variant="primary" loading={saving}>
            {t('planet.funds.account.save')}
          </Button>
        </div>
      </form>
      {/* outside the form: React sends the inner form's submit up the component tree, portal or not */}
      {dialog}
    </>
  );
}
