import { t } from '@shared/i18n/i18n.ts';
import { specialFormProblems, type EndingDraft, type SpecialForm, type SpecialFormField } from '@shared/planet-programs/form.ts';
import { needsPlan } from '@shared/planet-programs/rules.ts';
import type { PunchPlan, Special, SpecialEndedType } from '@shared/planet-programs/types.ts';
import { Field } from '@widgets/ui/form/field.tsx';
import { Select } from '@widgets/ui/select/select.tsx';
import { choiceField, moneyField } from '@console/kit/field-kinds.tsx';
import type { FormField } from '@console/kit/form-fields.tsx';
import { checkBy } from './program-problems.ts';

/** The end's date and time, beside 定时结束. */
function endsAt(value: EndingDraft, set: (value: EndingDraft) => void, invalid: boolean) {
  if (value.type !== 2) return null;
  return <input type="datetime-local" aria-label={t('planet.programs.specials.endedAt')} aria-invalid={invalid || undefined} value={value.at} onChange={(e) => set({ ...value, at: e.target.value })} />;
}

/** The plan a challenge runs on: the planet's plans with their status, or a note that there is none yet. */
function planField(plans: readonly PunchPlan[] | undefined, check: (value: unknown, form: SpecialForm) => string | undefined): FormField<SpecialForm> {
  const label = t('planet.programs.specials.plan');
  return {
    kind: 'custom',
    name: 'planId',
    label,
    check,
    shown: (form) => needsPlan(form.type),
    render: (value, set, error) =>
      plans && plans.length === 0 ? (
        <Field label={label} group>{() => <p className="lc-programs__muted">{t('planet.programs.specials.noPlans')}</p>}</Field>
      ) : (
        <div className="lc-field">
          <Select<number>
            label={label}
            value={(value as number) || undefined}
            placeholder={t('planet.programs.specials.planPlaceholder')}
            options={(plans ?? []).map((plan) => ({ value: plan.id, label: `${plan.title}（${t(`planet.programs.plans.status.${plan.status}`)}）` }))}
            onChange={(planId) => set(planId)}
          />
          {error && <p className="lc-field__error" role="alert">{error}</p>}
        </div>
      ),
  };
}

/** A special's form (spec §3 "Planet special"); a challenge picks one of the planet's `plans`. */
export function specialFields(special: Special | null, plans: readonly PunchPlan[] | undefined): FormField<SpecialForm>[] {
  const check = checkBy<SpecialForm, SpecialFormField>((form) => specialFormProblems(form, special?.ended_at ?? 0));
  const options = <V extends number>(values: readonly V[], key: 'type' | 'endedType' | 'showType') =>
    values.map((value) => ({ value, label: t(`planet.programs.specials.${key}.${value as 1 | 2}`) }));
  return [
    { kind: 'radio', name: 'type', label: t('planet.programs.specials.type'), options: [1, 2, 3].map((value) => ({ value, label: t(`planet.programs.specials.type.${value as 1 | 2 | 3}`) })) },
    { kind: 'text', name: 'title', label: t('planet.programs.specials.name'), check: check('title') },
    { kind: 'textarea', name: 'content', label: t('planet.programs.specials.content'), rows: 3, check: check('content') },
    planField(plans, check('planId')),
    moneyField<SpecialForm>('price', { label: t('planet.programs.specials.price'), check: check('price') }),
    { kind: 'switch', name: 'anonymous', label: t('planet.programs.specials.anonymous') },
    { kind: 'number', name: 'timeRange', label: t('planet.programs.specials.timeRange'), hint: t('planet.programs.specials.timeRangeHint'), step: 1, check: check('timeRange') },
    choiceField<SpecialForm, EndingDraft, SpecialEndedType>(
      'ending',
      { label: t('planet.programs.specials.endedType'), check: check('ending') },
      options<SpecialEndedType>([1, 2], 'endedType'),
      { get: (value) => value.type, set: (value, type) => ({ ...value, type }) },
      endsAt,
    ),
    { kind: 'radio', name: 'showType', label: t('planet.programs.specials.showType'), options: options([1, 2], 'showType') },
  ];
}
