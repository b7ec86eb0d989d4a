import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { createRoadmapItem, updateRoadmapItem } from '@shared/planet-mode/client.ts';
import { showToast } from '@shared/feedback.ts';
import { $t } from '@shared/i18n/i18n.ts';
import { isCalendarDate, MODE_LIMITS } from '@shared/planet-mode/rules.ts';
import { ROADMAP_KINDS, type RoadmapInput, type RoadmapItem } from '@shared/planet-mode/types.ts';
import type { Planet } from '@shared/planets/types.ts';
import { Select } from '@widgets/ui/select/select.tsx';
import { FormDialog, MODE_FORM } from '@console/kit/form-dialog.tsx';
import { Field, messageOf, PlanetChoice, textProblem } from './mode-kit.tsx';

type Errors = Partial<Record<keyof RoadmapInput, string>>;

/** New or edited roadmap item. */
export function FutureDialog({ item, planets, onClose, onSaved }: { item: RoadmapItem | null; planets: Planet[] | null; onClose: () => void; onSaved: () => void }) {
  const t = useStore($t);
  const [form, setForm] = useState<RoadmapInput>(() =>
    item ? { planet_id: item.planet_id, title: item.title, planned_on: item.planned_on, kind: item.kind, note: item.note } : { planet_id: planets?.[0]?.id ?? 0, title: '', planned_on: '', kind: 'live', note: '' },
  );
  const [errors, setErrors] = useState<Errors>({});
  const set = <K extends keyof RoadmapInput>(key: K, value: RoadmapInput[K]) => {
    setForm((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const save = async () => {
    const found: Errors = {
      planet_id: form.planet_id ? undefined : t('planet.mode.pickPlanet'),
      title: textProblem(form.title, t('planet.mode.future.title'), MODE_LIMITS.titleMax),
      planned_on: isCalendarDate(form.planned_on) ? undefined : t('planet.mode.required', { field: t('planet.mode.future.date') }),
      note: textProblem(form.note, t('planet.mode.future.note'), MODE_LIMITS.noteMax, false),
    };
    if (Object.values(found).some(Boolean)) {
      setErrors(found);
      return null;
    }
    try {
      const input = { ...form, title: form.title.trim(), note: form.note.trim() };
      if (item) await updateRoadmapItem(item.id, input);
      else await createRoadmapItem(input);
      showToast(t('planet.mode.saved'), { kind: 'success' });
      onSaved();
      return null;
    } catch (error) {
      return messageOf(error);
    }
  };

  return (
    <FormDialog width={520} title={t(item ? 'planet.mode.future.editTitle' : 'planet.mode.future.create')} onClose={onClose} submit={save} saveLabel={t('planet.mode.save')} {...MODE_FORM}>
      <PlanetChoice planets={planets} value={form.planet_id} onChange={(id) => set('planet_id', id)} error={errors.planet_id} />
      <Field label={t('planet.mode.future.title')} error={errors.title}>
        {(id, note) => <input id={id} aria-describedby={note} aria-invalid={errors.title ? true : undefined} value={form.title} onChange={(e) => set('title', e.target.value)} data-autofocus="" />}
      </Field>
      <div className="lc-mode-form__pair">
        <Field label={t('planet.mode.future.date')} error={errors.planned_on}>
          {(id, note) => <input id={id} type="date" aria-describedby={note} value={form.planned_on} onChange={(e) => set('planned_on', e.target.value)} />}
        </Field>
        <Select
          label={t('planet.mode.future.kind')}
          value={form.kind}
          options={ROADMAP_KINDS.map((kind) => ({ value: kind, label: t(`planet.mode.future.kind.${kind}`) }))}
          onChange={(kind) => set('kind', kind)}
        />
      </div>
      <Field label={t('planet.mode.future.note')} error={errors.note}>
        {(id, note) => <textarea id={id} rows={3} aria-describedby={note} value={form.note} onChange={(e) => set('note', e.target.value)} />}
      </Field>
    </FormDialog>
  );
}
