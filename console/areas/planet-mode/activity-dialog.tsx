import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { createActivity, updateActivity } from '@shared/planet-mode/client.ts';
import { showToast } from '@shared/feedback.ts';
import { $t } from '@shared/i18n/i18n.ts';
import { fromLocalInput, MODE_LIMITS, toLocalInput } from '@shared/planet-mode/rules.ts';
import type { ActivityInput, ActivityKind, PlanetActivity } from '@shared/planet-mode/types.ts';
import type { Planet } from '@shared/planets/types.ts';
import { FormDialog, MODE_FORM } from '@console/kit/form-dialog.tsx';
import { Field, messageOf, PlanetChoice, textProblem } from './mode-kit.tsx';

type Form = { planet_id: number; title: string; kind: ActivityKind; place: string; start: string; end: string; quota: string; description: string };
type Errors = Partial<Record<keyof Form, string>>;

function formOf(activity: PlanetActivity | null, planets: Planet[] | null, planetId?: number): Form {
  if (activity) {
    const { planet_id, title, kind, place, description } = activity;
    return { planet_id, title, kind, place, description, start: toLocalInput(activity.start_at), end: toLocalInput(activity.end_at), quota: String(activity.quota) };
  }
  return { planet_id: planetId ?? planets?.[0]?.id ?? 0, title: '', kind: 'offline', place: '', start: '', end: '', quota: '0', description: '' };
}

/** New or edited activity of a planet (/p/planet/activityList). */
export function ActivityDialog({ activity, planets, onClose, onSaved }: { activity: PlanetActivity | null; planets: Planet[] | null; onClose: () => void; onSaved: () => void }) {
  const t = useStore($t);
  const [form, setForm] = useState<Form>(() => formOf(activity, planets));
  const [errors, setErrors] = useState<Errors>({});
  const set = <K extends keyof Form>(key: K, value: Form[K]) => {
    setForm((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };
  const placeLabel = t(form.kind === 'online' ? 'planet.mode.activity.place.online' : 'planet.mode.activity.place.offline');

  const save = async () => {
    const start = fromLocalInput(form.start);
    const end = fromLocalInput(form.end);
    const quota = Number(form.quota);
    const found: Errors = {
      planet_id: form.planet_id ? undefined : t('planet.mode.pickPlanet'),
      title: textProblem(form.title, t('planet.mode.activity.title'), MODE_LIMITS.titleMax),
      place: textProblem(form.place, placeLabel, MODE_LIMITS.placeMax),
      start: start ? undefined : t('planet.mode.required', { field: t('planet.mode.activity.start') }),
      end: !end ? t('planet.mode.required', { field: t('planet.mode.activity.end') }) : start && end <= start ? t('planet.mode.activity.endBeforeStart') : undefined,
      quota: Number.isInteger(quota) && quota >= 0 && quota <= MODE_LIMITS.quotaMax ? undefined : t('planet.mode.liveSetting.range', { field: t('planet.mode.activity.quota'), min: 0, max: MODE_LIMITS.quotaMax }),
      description: textProblem(form.description, t('planet.mode.activity.description'), MODE_LIMITS.descriptionMax, false),
    };
    if (Object.values(found).some(Boolean)) {
      setErrors(found);
      return null;
    }
    const input: ActivityInput = { planet_id: form.planet_id, title: form.title.trim(), kind: form.kind, place: form.place.trim(), start_at: start, end_at: end, quota, description: form.description.trim() };
    try {
      if (activity) await updateActivity(activity.id, input);
      else await createActivity(input);
      showToast(t('planet.mode.saved'), { kind: 'success' });
      onSaved();
      return null;
    } catch (error) {
      return messageOf(error);
    }
  };

  return (
    <FormDialog width={560} title={t(activity ? 'planet.mode.activity.editTitle' : 'planet.mode.activity.create')} onClose={onClose} submit={save} saveLabel={t('planet.mode.save')} {...MODE_FORM}>
      <PlanetChoice planets={planets} value={form.planet_id} onChange={(id) => set('planet_id', id)} error={errors.planet_id} />
      <Field label={t('planet.mode.activity.title')} error={errors.title}>
        {(id, note) => <input id={id} aria-describedby={note} aria-invalid={errors.title ? true : undefined} value={form.title} onChange={(e) => set('title', e.target.value)} data-autofocus="" />}
      </Field>
      <fieldset className="lc-mode-form__row" style={{ border: 0, padding: 0, margin: 0 }}>
        <legend className="lc-mode-form__label">{t('planet.mode.activity.kind')}</legend>
        <div className="lc-mode-form__radios">
          {(['offline', 'online'] as const).map((kind) => (
            <label key={kind}>
              <input type="radio" name="activity-kind" checked={form.kind === kind} onChange={() => set('kind', kind)} />
              {t(`planet.mode.activity.kind.${kind}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <Field label={placeLabel} error={errors.place}>
        {(id, note) => <input id={id} aria-describedby={note} aria-invalid={errors.place ? true : undefined} value={form.place} onChange={(e) => set('place', e.target.value)} />}
      </Field>
      <div className="lc-mode-form__pair">
        <Field label={t('planet.mode.activity.start')} error={errors.start}>
          {(id, note) => <input id={id} type="datetime-local" aria-describedby={note} value={form.start} onChange={(e) => set('start', e.target.value)} />}
        </Field>
        <Field label={t('planet.mode.activity.end')} error={errors.end}>
          {(id, note) => <input id={id} type="datetime-local" aria-describedby={note} value={form.end} onChange={(e) => set('end', e.target.value)} />}
        </Field>
      </div>
      <Field label={t('planet.mode.activity.quota')} error={errors.quota}>
        {(id, note) => <input id={id} type="number" min={0} aria-describedby={note} value={form.quota} onChange={(e) => set('quota', e.target.value)} />}
      </Field>
      <Field label={t('planet.mode.activity.description')} error={errors.description}>
        {(id, note) => <textarea id={id} rows={4} aria-describedby={note} value={form.description} onChange={(e) => set('description', e.target.value)} />}
      </Field>
    </FormDialog>
  );
}
