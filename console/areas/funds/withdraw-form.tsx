import { useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useStore } from '@nanostores/react';
import { showToast } from '@shared/feedback.ts';
import { fenToTyped, formatFen } from '@shared/format/currency.ts';
import { $t } from '@shared/i18n/i18n.ts';
import {
  availableBySource,
  newIdempotencyKey,
  withdrawalFormOf,
  withdrawalFormProblem,
  withdrawalInputOf,
  withdrawalTotalOf,
  type WithdrawalForm,
  type WithdrawalFormProblem,
} from '@shared/funds/forms.ts';
import { MONEY_RULES, type IncomeSource } from '@shared/funds/ledger.ts';
import { balanceRecord, FUNDS, fundsWrites, payeeRecord } from '@shared/funds/resources.ts';
import { payoutAccountsRecord } from '@shared/planet-funds/resources.ts';
import { Button } from '@widgets/ui/button/button.tsx';
import { Field } from '@widgets/ui/form/field.tsx';
import { change } from '@console/kit/data.ts';
import { refusalText } from '@console/kit/field-problems.ts';
import { QueryError } from '@console/kit/query-state.tsx';
import { useRecord } from '@console/kit/use-record.ts';
import { useFundsVerification } from '@console/areas/planet-funds/use-funds-verification.tsx';
import { PayoutAccountChoice } from './payout-account-choice.tsx';
import { identifyPath } from './payee-summary.tsx';
import { withdrawalProblemText } from './funds-problems.ts';
import { WithdrawalQuoteView } from './withdrawal-quote.tsx';
import { WithdrawalRules } from './withdrawal-rules.tsx';
import { withdrawalPath } from './withdrawal-state.tsx';
import './funds-texts.ts';
import './funds.css';

type Props = { title: string; intro: string; sources: readonly IncomeSource[] };

/**
 * A withdrawal (/accounting/extractCash from 知识付费, /accounting/hybridExtractCash from every income source): an
 * amount in 元 per source with what it has available, the payout account, the live quote, the rules. Sent with one
 * Idempotency-Key per submission (the same for its retries, a new one after it went through); the first withdrawal
 * to a new account asks for the SMS code. Without a verified payee it explains where to verify instead.
 */
export function WithdrawForm({ title, intro, sources }: Props) {
  const t = useStore($t);
  const payee = useRecord(payeeRecord, {});
  return (
    <section className="lc-card lc-fund">
      <h1 className="lc-page-title">{title}</h1>
      {payee.error && payee.data === undefined && <QueryError error={payee.error} onRetry={payee.reload} />}
      {payee.data === null && (
        <div className="lc-fund-notice" role="status">
          <p>{t('funds.withdraw.noPayee')}</p>
          <Link className="lc-button lc-button--primary" to={identifyPath()}>{t('funds.payee.verify')}</Link>
        </div>
      )}
      {payee.data && <OpenWithdrawForm intro={intro} sources={sources} />}
    </section>
  );
}

function OpenWithdrawForm({ intro, sources }: Omit<Props, 'title'>) {
  const t = useStore($t);
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const balance = useRecord(balanceRecord, {});
  const accounts = useRecord(payoutAccountsRecord, {}).data;
  const [form, setForm] = useState<WithdrawalForm>(() => withdrawalFormOf());
  const [problem, setProblem] = useState<WithdrawalFormProblem | null>(null);
  const [refusal, setRefusal] = useState('');
  const [saving, setSaving] = useState(false);
  // one key per submission: kept while it is retried (a lost answer is not a second withdrawal), new after success
  const [key, setKey] = useState(newIdempotencyKey);
  const { verified, dialog } = useFundsVerification();
  const available = balance.data ? availableBySource(balance.data) : { knowledge: 0, planet: 0 };
  const accountId = form.account_id || accounts?.find((account) => account.is_default)?.id || accounts?.[0]?.id || 0;
  const total = withdrawalTotalOf(form);
  const single = sources.length === 1;
  // with one source, the whole amount's problems belong under its field
  const errorOf = (field: WithdrawalFormProblem['field']) => (problem && (problem.field === field || (single && field === sources[0] && problem.field === 'total')) ? withdrawalProblemText(problem) : undefined);

  const setAmount = (source: IncomeSource, text: string) => {
    setForm((current) => ({ ...current, amounts: { ...current.amounts, [source]: text } }));
    setProblem(null);
    setRefusal('');
  };

  const submit = async () => {
    const current = { ...form, account_id: accountId };
    const found = withdrawalFormProblem(current, available);
    setProblem(found);
    if (found) {
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setSaving(true);
    try {
      const sent = await verified(() => change(() => fundsWrites.withdraw(withdrawalInputOf(current), key), [FUNDS]));
      if (sent.done) {
        setKey(newIdempotencyKey());
        showToast(t('funds.withdraw.done'), { kind: 'success' });
        navigate(withdrawalPath(sent.value.id));
      }
    } catch (error) {
      setRefusal(refusalText(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <p className="lc-fund-muted">{intro}</p>
      {balance.error && !balance.data && <QueryError error={balance.error} onRetry={balance.reload} />}
      <form
        ref={formRef}
        className="lc-form lc-fund-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        {sources.map((source) => (
          <Field key={source} label={single ? t('funds.withdraw.amount') : t('funds.withdraw.sourceAmount', { source: t(`funds.source.${source}`) })}
            error={errorOf(source)} hint={t('funds.withdraw.available', { source: t(`funds.source.${source}`), amount: balance.data ? formatFen(available[source]) : '—' })}>
            {(id, note) => (
              <div className="lc-fund-form__inline">
                <input id={id} inputMode="decimal" autoComplete="off" className="lc-field__short" value={form.amounts[source]} aria-invalid={errorOf(source) ? true : undefined}
                  aria-describedby={note} onChange={(event) => setAmount(source, event.target.value)} />
                <Button variant="text" disabled={available[source] < MONEY_RULES.withdrawMin}
                  aria-label={t('funds.withdraw.allOf', { source: t(`funds.source.${source}`) })}
                  onClick={() => setAmount(source, fenToTyped(Math.min(available[source], MONEY_RULES.withdrawMax)))}>
                  {t('funds.withdraw.all')}
                </Button>
              </div>
            )}
          </Field>
        ))}
        {!single && (
          <p className="lc-fund-total">
            <span>{t('funds.withdraw.total')}</span> <strong className="lc-fund-amount">{total === null ? '—' : formatFen(total)}</strong>
            {errorOf('total') && <span className="lc-field__error" role="alert">{errorOf('total')}</span>}
          </p>
        )}
        <PayoutAccountChoice accounts={accounts} chosen={accountId} onChoose={(id) => setForm((current) => ({ ...current, account_id: id }))} error={errorOf('account_id')} />
        <WithdrawalQuoteView amount={total} />
        {refusal && <p className="lc-form__refusal" role="alert">{refusal}</p>}
        <div className="lc-form__actions">
          <Button type="submit" variant="primary" loading={saving}>{t('funds.withdraw.submit')}</Button>
          <Link className="lc-button lc-button--text" to="/accounting/balance">{t('funds.withdraw.back')}</Link>
        </div>
      </form>
      <WithdrawalRules />
      {/* outside the form: React sends the inner form's submit up the component tree, portal or not */}
      {dialog}
    </>
  );
}
