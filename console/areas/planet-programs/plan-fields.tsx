import { t } from '@shared/i18n/i18n.ts';
import { planFormProblems, type PlanForm, type PlanFormField, type WindowDraft } from '@shared/planet-programs/form.ts';
import type { FormField } from '@console/kit/form-fields.tsx';
import { choiceField, dateRangeField } from '@console/kit/field-kinds.tsx';
import { checkBy } from './program-problems.ts';

/** The daily window's two times, beside 限定时段. */
function windowTimes(value: WindowDraft, set: (value: WindowDraft) => void, invalid: boolean) {
  if (!value.on) return null;
  return (
    <>
      <input type="time" aria-label={t('planet.programs.plans.windowFrom')} aria-invalid={invalid || undefined} value={value.from} onChange={(e) => set({ ...value, from: e.target.value })} />
      <span aria-hidden="true">–</span>
      <input type="time" aria-label={t('planet.programs.plans.windowTo')} aria-invalid={invalid || undefined} value={value.to} onChange={(e) => set({ ...value, to: e.target.value })} />
    </>
  );
}

/** A punch-card plan's form: name, description, dates, punches per day and the daily window; a new plan must not have ended. */
export function planFields(isNew: boolean): FormField<PlanForm>[] {
  const check = checkBy<PlanForm, PlanFormField>((form) => planFormProblems(form, isNew));
  return [
    { kind: 'text', name: 'title', label: t('planet.programs.plans.name'), check: check('title') },
    { kind: 'textarea', name: 'content', label: t('planet.programs.plans.content'), rows: 3, check: check('content') },
    dateRangeField<PlanForm>('dates', { label: t('planet.programs.plans.dates'), check: check('dates') }, {
      from: t('planet.programs.from'),
      to: t('planet.programs.to'),
      clear: t('planet.programs.clear'),
      separator: t('planet.programs.rangeSeparator'),
    }),
    { kind: 'number', name: 'dailyLimit', label: t('planet.programs.plans.dailyLimit'), hint: t('planet.programs.plans.dailyLimitHint'), step: 1, check: check('dailyLimit') },
    choiceField<PlanForm, WindowDraft, number>(
      'window',
      { label: t('planet.programs.plans.timeLimit'), check: check('window') },
      [{ value: 0, label: t('planet.programs.plans.allDay') }, { value: 1, label: t('planet.programs.plans.limitWindow') }],
      { get: (value) => (value.on ? 1 : 0), set: (value, chosen) => ({ ...value, on: chosen === 1 }) },
      windowTimes,
    ),
  ];
}
