import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { createSpecial, fetchPunchPlans, updateSpecial } from '@shared/planet-programs/client.ts';
import { showToast } from '@shared/feedback.ts';
import { $t } from '@shared/i18n/i18n.ts';
import {
  EMPTY_SPECIAL_FORM,
  specialFormProblems,
  specialFormToInput,
  specialToForm,
  type FormProblems,
  type SpecialForm,
  type SpecialFormField,
} from '@shared/planet-programs/form.ts';
import { needsPlan, PROGRAM_LIMITS } from '@shared/planet-programs/rules.ts';
import type { Special, SpecialEndedType, SpecialShowType, SpecialType } from '@shared/planet-programs/types.ts';
import { Select } from '@widgets/ui/select/select.tsx';
import { FormDialog, refusalOf } from '@console/kit/form-dialog.tsx';
import { FormRow } from './form-row.tsx';
import { useLoaded } from './use-loaded.ts';

/** Creates a special, or edits `special` (spec §3 "Planet special"); a challenge picks one of the planet's plans. */
export function SpecialDialog({ planetId, special, onClose, onSaved }: { planetId: number; special: Special | null; onClose: () => void; onSaved: () => void }) {
  const t = useStore($t);
  const [form, setForm] = useState<SpecialForm>(special ? specialToForm(special) : EMPTY_SPECIAL_FORM);
  const [problems, setProblems] = useState<FormProblems<SpecialFormField>>({});
  const plans = useLoaded(() => fetchPunchPlans(planetId, { page: 1, pageSize: 50 }), String(planetId));
  const set = (changes: Partial<SpecialForm>) => setForm((current) => ({ ...current, ...changes }));
  const error = (field: SpecialFormField) => (problems[field] ? t(problems[field]) : undefined);

  const submit = async () => {
    const found = specialFormProblems(form);
    setProblems(found);
    if (Object.keys(found).length > 0) return null;
    try {
      const input = specialFormToInput(form);
      if (special) await updateSpecial(planetId, special.id, input);
      else await createSpecial(planetId, input);
      showToast(t('planet.programs.saved'), { kind: 'success' });
      onSaved();
      return null;
    } catch (failure) {
      return refusalOf(failure, t('common.failed'));
    }
  };

  const radios = <V extends number>(name: string, values: readonly V[], current: V, label: (value: V) => string, pick: (value: V) => void) => (
    <div className="lc-program-form__inline">
      {values.map((value) => (
        <label key={value}>
          <input type="radio" name={name} checked={current === value} onChange={() => pick(value)} />
          {label(value)}
        </label>
      ))}
    </div>
  );

  return (
    <FormDialog title={t(special ? 'planet.programs.specials.editTitle' : 'planet.programs.specials.new')} width={700} onClose={onClose} submit={submit}>
      <FormRow id="special-type" label={t('planet.programs.specials.type')} group>
        {radios<SpecialType>('special-type', [1, 2, 3], form.type, (value) => t(`planet.programs.specials.type.${value}`), (type) => set({ type }))}
      </FormRow>
      <FormRow id="special-title" label={t('planet.programs.specials.name')} error={error('title')}>
        <input id="special-title" value={form.title} maxLength={PROGRAM_LIMITS.titleMax} aria-invalid={!!problems.title} data-autofocus="" onChange={(e) => set({ title: e.target.value })} />
      </FormRow>
      <FormRow id="special-content" label={t('planet.programs.specials.content')}>
        <textarea id="special-content" rows={3} value={form.content} maxLength={PROGRAM_LIMITS.contentMax} onChange={(e) => set({ content: e.target.value })} />
      </FormRow>
      {needsPlan(form.type) && (
        <FormRow id="special-plan" label={t('planet.programs.specials.plan')} error={error('planId')} group>
          {plans.value && plans.value.rows.length === 0 ? (
            <p className="lc-programs__muted">{t('planet.programs.specials.noPlans')}</p>
          ) : (
            <Select<number>
              label={t('planet.programs.specials.plan')}
              hideLabel
              value={form.planId}
              placeholder={t('planet.programs.specials.planPlaceholder')}
              options={(plans.value?.rows ?? []).map((plan) => ({ value: plan.id, label: `${plan.title}（${t(`planet.programs.plans.status.${plan.status}`)}）` }))}
              onChange={(planId) => set({ planId })}
            />
          )}
        </FormRow>
      )}
      <FormRow id="special-price" label={t('planet.programs.specials.price')} error={error('price')}>
        <input id="special-price" className="lc-program-form__short" inputMode="decimal" value={form.price} aria-invalid={!!problems.price} onChange={(e) => set({ price: e.target.value })} />
      </FormRow>
      <FormRow id="special-anonymous" label={t('planet.programs.specials.anonymousYes')} group>
        <label className="lc-program-form__inline">
          <input type="checkbox" checked={form.anonymous} onChange={(e) => set({ anonymous: e.target.checked })} />
          {t('planet.programs.specials.anonymous')}
        </label>
      </FormRow>
      <FormRow id="special-range" label={t('planet.programs.specials.timeRange')} error={error('timeRange')} hint={t('planet.programs.specials.timeRangeHint')}>
        <input id="special-range" className="lc-program-form__short" type="number" min={0} max={PROGRAM_LIMITS.timeRangeMax} inputMode="numeric" value={form.timeRange} onChange={(e) => set({ timeRange: e.target.value })} />
      </FormRow>
      <FormRow id="special-ended" label={t('planet.programs.specials.endedType')} group error={error('endedAt')}>
        {radios<SpecialEndedType>('special-ended', [1, 2], form.endedType, (value) => t(`planet.programs.specials.endedType.${value}`), (endedType) => set({ endedType }))}
        {form.endedType === 2 && (
          <input type="datetime-local" aria-label={t('planet.programs.specials.endedAt')} value={form.endedAt} aria-invalid={!!problems.endedAt} onChange={(e) => set({ endedAt: e.target.value })} />
        )}
      </FormRow>
      <FormRow id="special-show" label={t('planet.programs.specials.showType')} group>
        {radios<SpecialShowType>('special-show', [1, 2], form.showType, (value) => t(`planet.programs.specials.showType.${value}`), (showType) => set({ showType }))}
      </FormRow>
    </FormDialog>
  );
}
