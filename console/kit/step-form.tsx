import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { showToast } from '@shared/feedback.ts';
import { $t } from '@shared/i18n/i18n.ts';
import { Button } from '@widgets/ui/button/button.tsx';
import { refusalText } from './field-problems.ts';
import { FormFieldView, type FormField } from './form-fields.tsx';
import { checkFields } from './page-form.tsx';
import { trimmed } from './record-form.tsx';
import '@widgets/ui/form/form.css';
import './step-form.css';

type Errors<F> = Partial<Record<keyof F, string>>;

/** The field with its rules for a draft: every rule but "required" (a missing picture is worded the same). */
function draftField<F>(field: FormField<F>): FormField<F> {
  const partial = { ...field, required: false } as FormField<F>;
  const check = field.check;
  if (!check) return partial;
  const withoutRequired = (value: never, form: F) => {
    const found = check(value, form);
    return typeof found === 'object' && found.code === 'required' ? undefined : found;
  };
  return { ...partial, check: withoutRequired } as FormField<F>;
}

/** Each field's first problem for a draft, which keeps what is there: nothing is asked for yet. */
function draftErrors<F>(fields: readonly FormField<F>[], form: F): Errors<F> {
  return checkFields(fields.map(draftField), form);
}

export type StepFormProps<F> = {
  /** every step's title, in order: the header */
  steps: readonly string[];
  /** the step shown */
  current: number;
  /** the shown step's fields, with their full rules */
  fields: readonly FormField<F>[];
  initial: F;
  /** saves the step's values as a draft (only what is there checked) */
  save: (values: F) => Promise<unknown>;
  /** on the last step, after its values are saved: sends the whole form (every step checked by the server) */
  submit: (values: F) => Promise<unknown>;
  /** moves to another step (its address); the values are saved first */
  onStep: (step: number) => void;
  /** show the step's problems at once (the page was opened to fix them) */
  checkOnOpen?: boolean;
  /** above the fields: why it came back, what is asked */
  notice?: ReactNode;
  submitLabel?: string;
};

/**
 * A form in steps (an application to the platform): the steps named in a header, the shown step's fields as data
 * over the kit's form fields, and back, save draft, next and — on the last step — submit. A draft is saved with only
 * what it holds checked; next checks the step in full first; submit saves the last step and sends the whole, and the
 * server's refusal appears under the fields with the input kept. Each step has an address of its own (the page's).
 */
export function StepForm<F>({ steps, current, fields, initial, save, submit, onStep, checkOnOpen, notice, submitLabel }: StepFormProps<F>) {
  const t = useStore($t);
  const [form, setForm] = useState<F>(initial);
  const [errors, setErrors] = useState<Errors<F>>(() => (checkOnOpen ? checkFields(fields, initial) : {}));
  const [refusal, setRefusal] = useState('');
  const [busy, setBusy] = useState<'back' | 'draft' | 'next' | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const last = current === steps.length - 1;

  useEffect(() => {
    if (checkOnOpen) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [checkOnOpen]);

  const set = (name: keyof F, value: unknown) => {
    setForm((before) => ({ ...before, [name]: value }));
    setErrors((before) => ({ ...before, [name]: undefined }));
    setRefusal('');
  };

  const run = async (action: 'back' | 'draft' | 'next', full: boolean, then: () => Promise<unknown> | void) => {
    const found = full ? checkFields(fields, form) : draftErrors(fields, form);
    setErrors(found);
    if (Object.values(found).some(Boolean)) {
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setBusy(action);
    try {
      await save(trimmed(form));
      await then();
    } catch (error) {
      setRefusal(refusalText(error));
    } finally {
      setBusy(null);
    }
  };

  return (
    <form ref={formRef} className="lc-form lc-step-form" noValidate onSubmit={(event) => {
      event.preventDefault();
      void run('next', true, last ? () => submit(trimmed(form)) : () => onStep(current + 1));
    }}>
      <ol className="lc-steps" aria-label={t('kit.steps')}>
        {steps.map((title, index) => (
          <li key={title} className={index < current ? 'is-done' : index === current ? 'is-current' : ''} aria-current={index === current ? 'step' : undefined}>
            <span className="lc-steps__number" aria-hidden="true">{index + 1}</span>
            <span>{title}</span>
          </li>
        ))}
      </ol>
      {notice}
      {fields.filter((field) => !field.shown || field.shown(form)).map((field) => (
        <FormFieldView key={String(field.name)} field={field} form={form} error={errors[field.name]} set={set} autoFocus={false} />
      ))}
      {refusal && <p className="lc-form__refusal" role="alert">{refusal}</p>}
      <div className="lc-form__actions">
        {current > 0 && <Button loading={busy === 'back'} onClick={() => void run('back', false, () => onStep(current - 1))}>{t('kit.stepBack')}</Button>}
        <Button loading={busy === 'draft'} onClick={() => void run('draft', false, () => {
          showToast(t('kit.draftSaved'), { kind: 'success' });
        })}>{t('kit.saveDraft')}</Button>
        <Button type="submit" variant="primary" loading={busy === 'next'}>{last ? (submitLabel ?? t('kit.submitForReview')) : t('kit.stepNext')}</Button>
      </div>
    </form>
  );
}
