import { useId, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $t } from '@shared/i18n/i18n.ts';
import type { Course } from '@shared/courses/content-items.ts';
import { planetClassName } from '@shared/planets/class-names.ts';
import { PLANET_CLASSES } from '@shared/planets/classes.ts';
import { secondClassesOf, type PlanetForm, type PlanetFormField } from '@shared/planets/form.ts';
import { PLANET_LIMITS } from '@shared/planets/limits.ts';
import { PLANET_TIME_UNITS } from '@shared/planets/types.ts';
import { PictureSelector } from '@widgets/materials/picture-selector/picture-selector.tsx';
import { Button } from '@widgets/ui/button/button.tsx';
import { Field } from '@widgets/ui/form/field.tsx';
import { Select } from '@widgets/ui/select/select.tsx';

export type PlanetFormErrors = Partial<Record<PlanetFormField, string>>;

type Props = {
  form: PlanetForm;
  errors: PlanetFormErrors;
  /** a field's new value (its error goes) */
  set: (patch: Partial<PlanetForm>) => void;
  /** the owner's courses once asked for (a home page), null before */
  courses: Course[] | null;
};

/**
 * The fields of spec §3 "Planet", each a labelled row with its error under it; a control carries `data-field` so
 * the page can focus the first one with a problem. Backgrounds come from the picture selector.
 */
export function PlanetFormFields({ form, errors, set, courses }: Props) {
  const t = useStore($t);
  const mode = useId();
  const [picking, setPicking] = useState(false);
  const invalid = (field: PlanetFormField) => (errors[field] ? true : undefined);
  const room = PLANET_LIMITS.backgroundsMax - form.backgrounds.length;

  return (
    <>
      <Field label={t('planet.form.title')} error={errors.title}>
        {(id, note) => (
          <input id={id} data-field="title" value={form.title} placeholder={t('planet.form.titlePlaceholder')} maxLength={PLANET_LIMITS.titleMax * 2}
            aria-invalid={invalid('title')} aria-describedby={note} onChange={(event) => set({ title: event.target.value })} />
        )}
      </Field>

      <Field label={t('planet.form.backgrounds')} error={errors.backgrounds} hint={t('planet.form.backgroundsHint', { n: PLANET_LIMITS.backgroundsMax })} group>
        {(_, note) => (
          <>
            <ul className="lc-planet-form__backgrounds" aria-label={t('planet.form.backgrounds')}>
              {form.backgrounds.map((background, index) => (
                <li key={background.id}>
                  <img src={background.url} alt="" width={160} height={90} />
                  <button type="button" className="lc-planet-form__remove" aria-label={t('planet.form.removeBackground', { n: index + 1 })}
                    onClick={() => set({ backgrounds: form.backgrounds.filter((item) => item.id !== background.id) })}>
                    ×
                  </button>
                </li>
              ))}
            </ul>
            <Button data-field="backgrounds" onClick={() => setPicking(true)} disabled={room <= 0} aria-describedby={note}>{t('planet.form.addBackground')}</Button>
          </>
        )}
      </Field>

      <Field label={t('planet.form.introduce')} error={errors.introduce}>
        {(id, note) => (
          <input id={id} data-field="introduce" value={form.introduce} placeholder={t('planet.form.introducePlaceholder')} aria-invalid={invalid('introduce')} aria-describedby={note}
            onChange={(event) => set({ introduce: event.target.value })} />
        )}
      </Field>

      <Field label={t('planet.form.price')} error={errors.price} hint={t('planet.form.priceHint')}>
        {(id, note) => (
          <input id={id} data-field="price" inputMode="decimal" className="lc-planet-form__short" value={form.price} aria-invalid={invalid('price')} aria-describedby={note}
            onChange={(event) => set({ price: event.target.value })} />
        )}
      </Field>

      <Field label={t('planet.form.timeMode')} error={errors.time_value} group>
        {(_, note) => (
          <div className="lc-planet-form__term">
            <label>
              <input type="radio" name={mode} checked={form.time_mode === 1} onChange={() => set({ time_mode: 1 })} />
              {t('planet.form.timeModeTerm')}
            </label>
            {form.time_mode === 1 && (
              <>
                <input data-field="time_value" className="lc-planet-form__tiny" inputMode="numeric" aria-label={t('planet.form.timeValue')} value={form.time_value}
                  aria-invalid={invalid('time_value')} aria-describedby={note} onChange={(event) => set({ time_value: event.target.value })} />
                <Select label={t('planet.form.timeUnit')} hideLabel value={form.time_unit} options={PLANET_TIME_UNITS.map((unit) => ({ value: unit, label: t(`planet.unit.${unit}`) }))}
                  onChange={(unit) => set({ time_unit: unit })} />
              </>
            )}
            <label>
              <input type="radio" name={mode} checked={form.time_mode === 2} onChange={() => set({ time_mode: 2 })} />
              {t('planet.form.timeModeForever')}
            </label>
          </div>
        )}
      </Field>

      <Field label={t('planet.form.description')} error={errors.description}>
        {(id, note) => (
          <textarea id={id} data-field="description" rows={6} value={form.description} aria-invalid={invalid('description')} aria-describedby={note}
            onChange={(event) => set({ description: event.target.value })} />
        )}
      </Field>

      <Field label={t('planet.form.class')} error={errors.first_class ?? errors.second_class} group>
        {() => (
          <div className="lc-planet-form__classes" data-field="first_class">
            <Select label={t('planet.form.firstClass')} hideLabel value={form.first_class} placeholder={t('planet.form.classPlaceholder')}
              options={PLANET_CLASSES.map((item) => ({ value: item.id, label: planetClassName(item.id, t) }))} onChange={(first) => set({ first_class: first, second_class: undefined })} />
            <Select label={t('planet.form.secondClass')} hideLabel value={form.second_class} placeholder={t('planet.form.classPlaceholder')}
              options={secondClassesOf(form.first_class).map((item) => ({ value: item.id, label: planetClassName(item.id, t) }))} disabled={form.first_class === undefined}
              onChange={(second) => set({ second_class: second })} />
          </div>
        )}
      </Field>

      <div className="lc-field lc-planet-form__homepage">
        <span className="lc-field__label" />
        <div className="lc-field__control">
          <label className="lc-planet-form__check">
            <input type="checkbox" checked={form.has_homepage} onChange={(event) => set({ has_homepage: event.target.checked })} />
            {t('planet.form.hasHomepage')}
          </label>
          {form.has_homepage && courses?.length === 0 && <p className="lc-field__hint">{t('planet.form.noCourses')}</p>}
          {form.has_homepage && courses && courses.length > 0 && (
            <Select label={t('planet.form.homepageCourse')} value={form.homepage_id} placeholder={t('planet.form.classPlaceholder')}
              options={courses.map((course) => ({ value: course.id, label: course.title }))} onChange={(course) => set({ homepage_id: course })} />
          )}
          {errors.homepage_id && <p className="lc-field__error" role="alert">{errors.homepage_id}</p>}
        </div>
      </div>

      <PictureSelector
        open={picking}
        multiple
        max={room}
        onCancel={() => setPicking(false)}
        onConfirm={(items) => {
          setPicking(false);
          const known = new Set(form.backgrounds.map((background) => background.id));
          const added = items.filter((item) => !known.has(item.id)).map((item) => ({ id: item.id, url: item.url ?? '' }));
          set({ backgrounds: [...form.backgrounds, ...added].slice(0, PLANET_LIMITS.backgroundsMax) });
        }}
      />
    </>
  );
}
