import { useId, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $t } from '@shared/i18n/i18n.ts';
import { payeeFieldProblems } from '@shared/funds/forms.ts';
import { FUNDS, fundsWrites } from '@shared/funds/resources.ts';
import type { Payee, PayeeInput, PayeeType } from '@shared/funds/types.ts';
import { Button } from '@widgets/ui/button/button.tsx';
import { Field } from '@widgets/ui/form/field.tsx';
import { change } from '@console/kit/data.ts';
import { refusalText } from '@console/kit/field-problems.ts';
import { useFundsVerification } from '@console/areas/planet-funds/use-funds-verification.tsx';
import { payeeProblemText } from './funds-problems.ts';
import './funds-texts.ts';

const TYPES: readonly PayeeType[] = ['person', 'company'];
type Touched = { name: boolean; id_number: boolean };

/**
 * The payee's real-name check: a person (姓名 + 身份证号) or a company (企业名称 + 统一社会信用代码). Checked as typed
 * by the rules the server keeps (a field's problem shows once the field was left, or at once when the number is
 * complete, and goes as soon as it is put right), then saved by the main account after an SMS code when asked.
 */
export function PayeeForm({ initialType, onSaved }: { initialType: PayeeType; onSaved: (payee: Payee) => void }) {
  const t = useStore($t);
  const typeName = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [input, setInput] = useState<PayeeInput>({ type: initialType, name: '', id_number: '' });
  const [touched, setTouched] = useState<Touched>({ name: false, id_number: false });
  const [refusal, setRefusal] = useState('');
  const [saving, setSaving] = useState(false);
  const { verified, dialog } = useFundsVerification();

  // a field shows its problem once it was left, the number also as soon as it has all its 18 characters
  const problems = payeeFieldProblems(input, new Date());
  const shown = (field: keyof Touched) => {
    const problem = problems[field];
    const visible = touched[field] || (field === 'id_number' && input.id_number.trim().length >= 18);
    return problem && visible ? payeeProblemText(problem, input.type) : undefined;
  };

  const set = (patch: Partial<PayeeInput>) => {
    setInput((current) => ({ ...current, ...patch }));
    setRefusal('');
  };

  const submit = async () => {
    setTouched({ name: true, id_number: true });
    const first = problems.name ?? problems.id_number;
    if (first) {
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>(`[data-field="${first.field}"]`)?.focus());
      return;
    }
    setSaving(true);
    try {
      const saved = await verified(() => change(() => fundsWrites.savePayee(input), [FUNDS]));
      if (saved.done) onSaved(saved.value);
    } catch (error) {
      setRefusal(refusalText(error));
    } finally {
      setSaving(false);
    }
  };

  const text = (field: keyof Touched, label: string, error: string | undefined, hint: string) => (
    <Field label={label} error={error} hint={hint}>
      {(id, note) => (
        <input id={id} data-field={field} type="text" autoComplete="off" value={input[field]} aria-invalid={error ? true : undefined} aria-describedby={note}
          maxLength={field === 'name' ? 60 : 30} onChange={(event) => set({ [field]: event.target.value })} onBlur={() => setTouched((current) => ({ ...current, [field]: true }))} />
      )}
    </Field>
  );

  return (
    <>
      <form
        ref={formRef}
        className="lc-form lc-fund-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <fieldset className="lc-fund-choices">
          <legend>{t('funds.payee.type')}</legend>
          {TYPES.map((type) => (
            <label key={type}>
              <input type="radio" name={typeName} checked={input.type === type} onChange={() => set({ type })} />
              {t(`funds.payee.type.${type}`)}
            </label>
          ))}
        </fieldset>
        {text('name', t(`funds.payee.name.${input.type}`), shown('name'), t(`funds.payee.nameHint.${input.type}`))}
        {text('id_number', t(`funds.payee.number.${input.type}`), shown('id_number'), t(`funds.payee.numberHint.${input.type}`))}
        {refusal && <p className="lc-form__refusal" role="alert">{refusal}</p>}
        <div className="lc-form__actions">
          <Button type="submit" variant="primary" loading={saving}>{t('funds.payee.submit')}</Button>
        </div>
      </form>
      {/* outside the form: React sends the inner form's submit up the component tree, portal or not */}
      {dialog}
    </>
  );
}
