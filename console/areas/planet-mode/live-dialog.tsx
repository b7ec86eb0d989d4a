import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { createLive, updateLive } from '@shared/planet-mode/client.ts';
import { showToast } from '@shared/feedback.ts';
import { $t } from '@shared/i18n/i18n.ts';
import { fromLocalInput, MODE_LIMITS, toLocalInput } from '@shared/planet-mode/rules.ts';
import type { LiveInput, PlanetLive } from '@shared/planet-mode/types.ts';
import type { Planet } from '@shared/planets/types.ts';
import { FormDialog, MODE_FORM } from '@console/kit/form-dialog.tsx';
import { Field, messageOf, PictureField, PlanetChoice, textProblem } from './mode-kit.tsx';

type Form = { planet_id: number; title: string; start: string; duration: string; cover: { id: number; url: string } | null; introduce: string };
type Errors = Partial<Record<keyof Form, string>>;

/** Schedules a new live or edits one (an ended live keeps its time). */
export function LiveDialog(props: { live: PlanetLive | null; planets: Planet[] | null; planetId?: number | undefined; onClose: () => void; onSaved: () => void }) {
  const { live, planets, onClose, onSaved } = props;
  const t = useStore($t);
  const ended = live?.status === 2;
  const [form, setForm] = useState<Form>(() =>
    live
      ? { planet_id: live.planet_id, title: live.title, start: toLocalInput(live.start_at), duration: String(live.duration), cover: live.cover_id ? { id: live.cover_id, url: live.cover_url } : null, introduce: live.introduce }
      : { planet_id: props.planetId ?? planets?.[0]?.id ?? 0, title: '', start: '', duration: '60', cover: null, introduce: '' },
  );
  const [errors, setErrors] = useState<Errors>({});
  const set = <K extends keyof Form>(key: K, value: Form[K]) => {
    setForm((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const save = async () => {
    const start = fromLocalInput(form.start);
    const duration = Number(form.duration);
    const found: Errors = {
      planet_id: form.planet_id ? undefined : t('planet.mode.pickPlanet'),
      title: textProblem(form.title, t('planet.mode.live.title'), MODE_LIMITS.titleMax),
      start: start ? undefined : t('planet.mode.required', { field: t('planet.mode.live.start') }),
      duration: Number.isInteger(duration) && duration >= 1 && duration <= MODE_LIMITS.durationMax ? undefined : t('planet.mode.liveSetting.range', { field: t('planet.mode.live.duration'), min: 1, max: MODE_LIMITS.durationMax }),
      introduce: textProblem(form.introduce, t('planet.mode.live.introduce'), MODE_LIMITS.descriptionMax, false),
    };
    if (Object.values(found).some(Boolean)) {
      setErrors(found);
      return null;
    }
    const input: LiveInput = { planet_id: form.planet_id, title: form.title.trim(), start_at: start, duration, cover_id: form.cover?.id ?? 0, introduce: form.introduce.trim() };
    try {
      if (live) await updateLive(live.id, input);
      else await createLive(input);
      showToast(t('planet.mode.saved'), { kind: 'success' });
      onSaved();
      return null;
    } catch (error) {
      return messageOf(error);
    }
  };

  return (
    <FormDialog width={560} title={t(live ? 'planet.mode.live.editTitle' : 'planet.mode.live.create')} onClose={onClose} submit={save} saveLabel={t('planet.mode.save')} {...MODE_FORM}>
      {props.planetId === undefined && <PlanetChoice planets={planets} value={form.planet_id} onChange={(id) => set('planet_id', id)} error={errors.planet_id} />}
      <Field label={t('planet.mode.live.title')} error={errors.title}>
        {(id, note) => <input id={id} aria-describedby={note} aria-invalid={errors.title ? true : undefined} value={form.title} onChange={(e) => set('title', e.target.value)} data-autofocus="" />}
      </Field>
      <div className="lc-mode-form__pair">
        <Field label={t('planet.mode.live.start')} error={errors.start} {...(ended ? { hint: t('planet.mode.live.endedLocked') } : {})}>
          {(id, note) => <input id={id} type="datetime-local" disabled={ended} aria-describedby={note} value={form.start} onChange={(e) => set('start', e.target.value)} />}
        </Field>
        <Field label={t('planet.mode.live.duration')} error={errors.duration}>
          {(id, note) => <input id={id} type="number" min={1} disabled={ended} aria-describedby={note} value={form.duration} onChange={(e) => set('duration', e.target.value)} />}
        </Field>
      </div>
      <PictureField label={t('planet.mode.live.cover')} url={form.cover?.url ?? ''} onChange={(picture) => set('cover', picture)} />
      <Field label={t('planet.mode.live.introduce')} error={errors.introduce}>
        {(id, note) => <textarea id={id} rows={3} aria-describedby={note} value={form.introduce} onChange={(e) => set('introduce', e.target.value)} />}
      </Field>
    </FormDialog>
  );
}
