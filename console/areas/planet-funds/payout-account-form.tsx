import { useId, useState } from 'react';
import { useStore } from '@nanostores/react';
import { createPayoutAccount } from '@shared/planet-funds/client.ts';
import { $t } from '@shared/i18n/i18n.ts';
import { payoutAccountProblem, type PayoutField, type PayoutProblem } from '@shared/planet-funds/rules.ts';
import type { PayoutAccount, PayoutAccountInput, PayoutAccountType } from '@shared/planet-funds/types.ts';
import { Button } from '@widgets/ui/button/button.tsx';

const EMPTY: PayoutAccountInput = { type: 'bank', real_name: '', account_no: '', bank_name: '', bank_branch: '', is_default: false };

/** Which field a server message is about (the server checks the same rules, shared/planets/funds-rules.ts). */
function fieldOf(message: string): PayoutField {
  if (message.includes('姓名')) return 'real_name';
  if (message.includes('开户银行')) return 'bank_name';
  if (message.includes('支行')) return 'bank_branch';
  return 'account_no';
}

/** The payout account form: a bank card (12–19 digits, Luhn) with bank and branch, or an Alipay phone or e-mail. */
export function PayoutAccountForm({ onSaved }: { onSaved: (account: PayoutAccount) => void }) {
  const t = useStore($t);
  const base = useId();
  const [input, setInput] = useState<PayoutAccountInput>(EMPTY);
  const [problem, setProblem] = useState<PayoutProblem | null>(null);
  const [saving, setSaving] = useState(false);
  const bank = input.type === 'bank';

  const set = <K extends keyof PayoutAccountInput>(key: K, value: PayoutAccountInput[K]) => {
    setInput((current) => ({ ...current, [key]: value }));
    if (problem?.field === key) setProblem(null);
  };

  const submit = async () => {
    const found = payoutAccountProblem(input);
    setProblem(found);
    if (found) {
      document.getElementById(`${base}-${found.field}`)?.focus();
      return;
    }
    setSaving(true);
    try {
      const account = await createPayoutAccount(input);
      setInput(EMPTY);
      onSaved(account);
    } catch (error) {
      const message = error instanceof Error ? error.message : t('common.failed');
      setProblem({ field: fieldOf(message), message });
    } finally {
      setSaving(false);
    }
  };

  const field = (name: PayoutField, label: string, hint?: string) => {
    const id = `${base}-${name}`;
    const invalid = problem?.field === name;
    return (
      <div className="lc-funds-form__row">
        <label htmlFor={id}>{label}</label>
        <input
          id={id}
          type="text"
          autoComplete="off"
          inputMode={name === 'account_no' && bank ? 'numeric' : undefined}
          value={input[name]}
          aria-invalid={invalid || undefined}
          aria-describedby={[hint ? `${id}-hint` : '', invalid ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined}
          onChange={(event) => set(name, event.target.value)}
        />
        {hint && (
          <p id={`${id}-hint`} className="lc-funds-form__hint">
            {hint}
          </p>
        )}
        {invalid && (
          <p id={`${id}-error`} className="lc-funds-form__error" role="alert">
            {problem.message}
          </p>
        )}
      </div>
    );
  };

  return (
    <form
      className="lc-funds-form"
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
            <input
              type="radio"
              name={`${base}-type`}
              checked={input.type === type}
              onChange={() => {
                set('type', type);
                setProblem(null);
              }}
            />
            {t(`planet.funds.account.type.${type}`)}
          </label>
        ))}
      </fieldset>
      {field('real_name', t('planet.funds.account.realName'), t('planet.funds.account.realNameHint'))}
      {field('account_no', bank ? t('planet.funds.account.cardNo') : t('planet.funds.account.alipayNo'), bank ? undefined : t('planet.funds.account.alipayHint'))}
      {bank && field('bank_name', t('planet.funds.account.bankName'))}
      {bank && field('bank_branch', t('planet.funds.account.bankBranch'))}
      <label className="lc-funds-form__check">
        <input type="checkbox" checked={input.is_default} onChange={(event) => set('is_default', event.target.checked)} />
        {t('planet.funds.account.isDefault')}
      </label>
      <div>
        <Button type="submit" variant="primary" loading={saving}>
          {t('planet.funds.account.save')}
        </Button>
      </div>
    </form>
  );
}
