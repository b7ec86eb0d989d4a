import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { createPunchPlan, updatePunchPlan } from '@shared/planet-programs/client.ts';
import { showToast } from '@shared/feedback.ts';
import { $t } from '@shared/i18n/i18n.ts';
import { EMPTY_PLAN_FORM, planFormProblems, planFormToInput, planToForm, type FormProblems, type PlanForm, type PlanFormField } from '@shared/planet-programs/form.ts';
import { PROGRAM_LIMITS } from '@shared/planet-programs/rules.ts';
import type { PunchPlan } from '@shared/planet-programs/types.ts';
import { DateRange } from '@widgets/ui/date-range/date-range.tsx';
import { FormDialog, refusalOf } from '@console/kit/form-dialog.tsx';
import { FormRow } from './form-row.tsx';

/** Creates a punch-card plan, or edits `plan`: name, description, dates, punches per day and the daily window. */
export function PlanDialog({ planetId, plan, onClose, onSaved }: { planetId: number; plan: PunchPlan | null; onClose: () => void; onSaved: () => void }) {
  const t = useStore($t);
  const [form, setForm] = useState<PlanForm>(plan ? planToForm(plan) : EMPTY_PLAN_FORM);
  const [problems, setProblems] = useState<FormProblems<PlanFormField>>({});
  const set = (changes: Partial<PlanForm>) => setForm((current) => ({ ...current, ...changes }));
  const error = (field: PlanFormField) => (problems[field] ? t(problems[field]) : undefined);

  const submit = async () => {
    const found = planFormProblems(form);
    setProblems(found);
    if (Object.keys(found).length > 0) return null;
    try {
      const input = planFormToInput(form);
      if (plan) await updatePunchPlan(planetId, plan.id, input);
      else await createPunchPlan(planetId, input);
      showToast(t('planet.programs.saved'), { kind: 'success' });
      onSaved();
      return null;
    } catch (failure) {
      return refusalOf(failure, t('common.failed'));
    }
  };

  return (
    <FormDialog title={t(plan ? 'planet.programs.plans.editTitle' : 'planet.programs.plans.new')} onClose={onClose} submit={submit}>
      <FormRow id="plan-title" label={t('planet.programs.plans.name')} error={error('title')}>
        <input id="plan-title" value={form.title} maxLength={PROGRAM_LIMITS.titleMax} aria-invalid={!!problems.title} data-autofocus="" onChange={(e) => set({ title: e.target.value })} />
      </FormRow>
      <FormRow id="plan-content" label={t('planet.programs.plans.content')}>
        <textarea id="plan-content" rows={3} value={form.content} maxLength={PROGRAM_LIMITS.contentMax} onChange={(e) => set({ content: e.target.value })} />
      </FormRow>
      <FormRow id="plan-dates" label={t('planet.programs.plans.dates')} error={error('dates')} group>
        <DateRange
          label={t('planet.programs.plans.dates')}
          fromLabel={t('planet.programs.from')}
          toLabel={t('planet.programs.to')}
          clearLabel={t('planet.programs.clear')}
          separator={t('planet.programs.rangeSeparator')}
          value={form.dates}
          onChange={(dates) => set({ dates })}
        />
      </FormRow>
      <FormRow id="plan-daily" label={t('planet.programs.plans.dailyLimit')} error={error('dailyLimit')} hint={t('planet.programs.plans.dailyLimitHint')}>
        <input
          id="plan-daily"
          className="lc-program-form__short"
          type="number"
          min={1}
          max={PROGRAM_LIMITS.dailyLimitMax}
          inputMode="numeric"
          value={form.dailyLimit}
          aria-invalid={!!problems.dailyLimit}
          onChange={(e) => set({ dailyLimit: e.target.value })}
        />
      </FormRow>
      <FormRow id="plan-window" label={t('planet.programs.plans.timeLimit')} error={error('window') && `${t('planet.programs.plans.timeLimit')}: HH:MM-HH:MM`} group>
        <div className="lc-program-form__inline">
          <label>
            <input type="radio" name="plan-window" checked={!form.windowOn} onChange={() => set({ windowOn: false })} />
            {t('planet.programs.plans.allDay')}
          </label>
          <label>
            <input type="radio" name="plan-window" checked={form.windowOn} onChange={() => set({ windowOn: true })} />
            {t('planet.programs.plans.limitWindow')}
          </label>
          {form.windowOn && (
            <>
              <input type="time" aria-label={t('planet.programs.plans.windowFrom')} value={form.windowFrom} onChange={(e) => set({ windowFrom: e.target.value })} />
              <span aria-hidden="true">–</span>
              <input type="time" aria-label={t('planet.programs.plans.windowTo')} value={form.windowTo} onChange={(e) => set({ windowTo: e.target.value })} />
            </>
          )}
        </div>
      </FormRow>
    </FormDialog>
  );
}
