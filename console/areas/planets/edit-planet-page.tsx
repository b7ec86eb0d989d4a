import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useStore } from '@nanostores/react';
import { fetchCourses } from '@shared/materials/client.ts';
import { createPlanet, fetchPlanet, updatePlanet } from '@shared/planets/client.ts';
import { showToast } from '@shared/feedback.ts';
import { $t } from '@shared/i18n/i18n.ts';
import type { Course } from '@shared/materials/types.ts';
import { PLANET_CLASSES } from '@shared/planets/classes.ts';
import {
  EMPTY_PLANET_FORM,
  formToInput,
  planetFormProblems,
  planetToForm,
  secondClassesOf,
  type PlanetForm,
  type PlanetFormField,
} from '@shared/planets/form.ts';
import { PLANET_LIMITS, PLANET_TIME_UNITS } from '@shared/planets/rules.ts';
import { PictureSelector } from '@widgets/materials/picture-selector/picture-selector.tsx';
import { Button } from '@widgets/ui/button/button.tsx';
import { Select } from '@widgets/ui/select/select.tsx';
import { planetListPath } from './planet-paths.ts';
import './edit-planet-page.css';
import './planet-texts.ts';

type Errors = Partial<Record<PlanetFormField, string>>;

/**
 * One labelled row of the form, with its error under the control. A `group` row (several controls, or a button
 * that keeps its own name) is a labelled group instead of a <label> for one control.
 */
function Field(props: { label: string; id: string; error?: string | undefined; hint?: string; group?: boolean; children: ReactNode }) {
  const { label, id, error, hint, group = false, children } = props;
  const labelId = `${id}-label`;
  return (
    <div
      className={`lc-planet-form__row${error ? ' lc-planet-form__row--invalid' : ''}`}
      {...(group ? { role: 'group', 'aria-labelledby': labelId } : {})}
    >
      {group ? (
        <span className="lc-planet-form__label" id={labelId}>
          {label}
        </span>
      ) : (
        <label className="lc-planet-form__label" htmlFor={id}>
          {label}
        </label>
      )}
      <div className="lc-planet-form__control">
        {children}
        {hint && !error && <p className="lc-planet-form__hint">{hint}</p>}
        {error && (
          <p className="lc-planet-form__error" id={`${id}-error`} role="alert">
            {error}
          </p>
        )}
      </div>
    </div>
  );
}

/**
 * /planet/editPlanet and /p/planet/editPlanet: a new planet, or `?id=` an existing one. The fields of spec §3
 * "Planet"; backgrounds come from the picture selector; the server checks the same rules again (and the words).
 */
export default function EditPlanetPage() {
  const t = useStore($t);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || undefined;
  const [form, setForm] = useState<PlanetForm | null>(id ? null : EMPTY_PLANET_FORM);
  const [reviewing, setReviewing] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [picking, setPicking] = useState(false);
  const [courses, setCourses] = useState<Course[] | null>(null);
  const [saving, setSaving] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const base = useId();
  const fieldId = (field: PlanetFormField) => `${base}-${field}`;
  const listPath = planetListPath(pathname);

  useEffect(() => {
    if (!id) return;
    fetchPlanet(id).then(
      (planet) => {
        setReviewing(planet.audit_status === 1);
        setForm(planetToForm(planet));
      },
      (error: unknown) => {
        showToast(error instanceof Error ? error.message : t('common.failed'), { kind: 'error' });
        void navigate(listPath, { replace: true });
      },
    );
  }, [id, listPath, navigate, t]);

  const wantsCourses = form?.has_homepage === true;
  useEffect(() => {
    if (!wantsCourses || courses) return;
    Promise.all([fetchCourses('audio', 1, 50), fetchCourses('video', 1, 50)]).then(
      ([audio, video]) => setCourses([...audio.rows, ...video.rows].sort((a, b) => b.created_at - a.created_at)),
      () => setCourses([]),
    );
  }, [wantsCourses, courses]);

  if (!form) return null;
  const title = t(id ? 'planet.form.editTitle' : 'planet.form.createTitle');
  if (reviewing) {
    return (
      <section className="lc-card lc-planet-form">
        <h1 className="lc-page-title">{title}</h1>
        <p role="alert">{t('planet.form.reviewing')}</p>
        <Link to={listPath}>{t('planet.form.back')}</Link>
      </section>
    );
  }

  const change = <K extends PlanetFormField>(field: K, value: PlanetForm[K]) => {
    setForm((current) => (current ? { ...current, [field]: value } : current));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const describedBy = (field: PlanetFormField) => (errors[field] ? `${fieldId(field)}-error` : undefined);
  const invalid = (field: PlanetFormField) => (errors[field] ? true : undefined);

  const save = async () => {
    const problems = planetFormProblems(form);
    if (problems.length) {
      setErrors(Object.fromEntries(problems.map((problem) => [problem.field, t(problem.key, problem.params)])));
      const first = problems[0]!.field;
      const target = first === 'backgrounds' ? `${fieldId('backgrounds')}` : fieldId(first);
      formRef.current?.querySelector<HTMLElement>(`[id="${target}"]`)?.focus();
      return;
    }
    setSaving(true);
    try {
      if (id) await updatePlanet(id, formToInput(form));
      else await createPlanet(formToInput(form));
      showToast(t(id ? 'planet.form.saved' : 'planet.form.created'), { kind: 'success' });
      void navigate(listPath);
    } catch (error) {
      showToast(error instanceof Error ? error.message : t('common.failed'), { kind: 'error' });
    } finally {
      setSaving(false);
    }
  };

  const room = PLANET_LIMITS.backgroundsMax - form.backgrounds.length;
  return (
    <section className="lc-card lc-planet-form">
      <h1 className="lc-page-title">{title}</h1>
      <form
        ref={formRef}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <Field label={t('planet.form.title')} id={fieldId('title')} error={errors.title}>
          <input
            id={fieldId('title')}
            value={form.title}
            placeholder={t('planet.form.titlePlaceholder')}
            maxLength={PLANET_LIMITS.titleMax * 2}
            aria-invalid={invalid('title')}
            aria-describedby={describedBy('title')}
            onChange={(event) => change('title', event.target.value)}
          />
        </Field>

        <Field
          label={t('planet.form.backgrounds')}
          id={fieldId('backgrounds')}
          error={errors.backgrounds}
          hint={t('planet.form.backgroundsHint', { n: PLANET_LIMITS.backgroundsMax })}
          group
        >
          <ul className="lc-planet-form__backgrounds" aria-label={t('planet.form.backgrounds')}>
            {form.backgrounds.map((background, index) => (
              <li key={background.id}>
                <img src={background.url} alt="" width={160} height={90} />
                <button
                  type="button"
                  className="lc-planet-form__remove"
                  aria-label={t('planet.form.removeBackground', { n: index + 1 })}
                  onClick={() => change('backgrounds', form.backgrounds.filter((item) => item.id !== background.id))}
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
          <Button id={fieldId('backgrounds')} onClick={() => setPicking(true)} disabled={room <= 0} aria-describedby={describedBy('backgrounds')}>
            {t('planet.form.addBackground')}
          </Button>
        </Field>

        <Field label={t('planet.form.introduce')} id={fieldId('introduce')} error={errors.introduce}>
          <input
            id={fieldId('introduce')}
            value={form.introduce}
            placeholder={t('planet.form.introducePlaceholder')}
            aria-invalid={invalid('introduce')}
            aria-describedby={describedBy('introduce')}
            onChange={(event) => change('introduce', event.target.value)}
          />
        </Field>

        <Field label={t('planet.form.price')} id={fieldId('price')} error={errors.price} hint={t('planet.form.priceHint')}>
          <input
            id={fieldId('price')}
            inputMode="decimal"
            className="lc-planet-form__short"
            value={form.price}
            aria-invalid={invalid('price')}
            aria-describedby={describedBy('price')}
            onChange={(event) => change('price', event.target.value)}
          />
        </Field>

        <Field label={t('planet.form.timeMode')} id={fieldId('time_value')} error={errors.time_value} group>
          <div className="lc-planet-form__term">
            <label>
              <input type="radio" name={`${base}-mode`} checked={form.time_mode === 1} onChange={() => change('time_mode', 1)} />
              {t('planet.form.timeModeTerm')}
            </label>
            {form.time_mode === 1 && (
              <>
                <input
                  id={fieldId('time_value')}
                  className="lc-planet-form__tiny"
                  inputMode="numeric"
                  aria-label={t('planet.form.timeValue')}
                  value={form.time_value}
                  aria-invalid={invalid('time_value')}
                  aria-describedby={describedBy('time_value')}
                  onChange={(event) => change('time_value', event.target.value)}
                />
                <Select
                  label={t('planet.form.timeUnit')}
                  hideLabel
                  value={form.time_unit}
                  options={PLANET_TIME_UNITS.map((unit) => ({ value: unit, label: t(`planet.unit.${unit}`) }))}
                  onChange={(unit) => change('time_unit', unit)}
                />
              </>
            )}
            <label>
              <input type="radio" name={`${base}-mode`} checked={form.time_mode === 2} onChange={() => change('time_mode', 2)} />
              {t('planet.form.timeModeForever')}
            </label>
          </div>
        </Field>

        <Field label={t('planet.form.description')} id={fieldId('description')} error={errors.description}>
          <textarea
            id={fieldId('description')}
            rows={6}
            value={form.description}
            aria-invalid={invalid('description')}
            aria-describedby={describedBy('description')}
            onChange={(event) => change('description', event.target.value)}
          />
        </Field>

        <Field label={t('planet.form.class')} id={fieldId('first_class')} error={errors.first_class ?? errors.second_class} group>
          <div className="lc-planet-form__classes">
            <Select
              label={t('planet.form.firstClass')}
              hideLabel
              value={form.first_class}
              placeholder={t('planet.form.classPlaceholder')}
              options={PLANET_CLASSES.map((item) => ({ value: item.id, label: item.name }))}
              onChange={(first) => {
                setForm((current) => (current ? { ...current, first_class: first, second_class: undefined } : current));
                setErrors((current) => ({ ...current, first_class: undefined, second_class: undefined }));
              }}
            />
            <Select
              label={t('planet.form.secondClass')}
              hideLabel
              value={form.second_class}
              placeholder={t('planet.form.classPlaceholder')}
              options={secondClassesOf(form.first_class).map((item) => ({ value: item.id, label: item.name }))}
              disabled={form.first_class === undefined}
              onChange={(second) => change('second_class', second)}
            />
          </div>
        </Field>

        <div className="lc-planet-form__row">
          <span className="lc-planet-form__label" />
          <div className="lc-planet-form__control">
            <label className="lc-planet-form__check">
              <input type="checkbox" checked={form.has_homepage} onChange={(event) => change('has_homepage', event.target.checked)} />
              {t('planet.form.hasHomepage')}
            </label>
            {form.has_homepage && courses && courses.length === 0 && <p className="lc-planet-form__hint">{t('planet.form.noCourses')}</p>}
            {form.has_homepage && courses && courses.length > 0 && (
              <Select
                label={t('planet.form.homepageCourse')}
                value={form.homepage_id}
                placeholder={t('planet.form.classPlaceholder')}
                options={courses.map((course) => ({ value: course.id, label: course.title }))}
                onChange={(course) => change('homepage_id', course)}
              />
            )}
            {errors.homepage_id && (
              <p className="lc-planet-form__error" role="alert">
                {errors.homepage_id}
              </p>
            )}
          </div>
        </div>

        <div className="lc-planet-form__actions">
          <Button type="submit" variant="primary" loading={saving} clickOnce>
            {t('planet.form.save')}
          </Button>
          <Link to={listPath}>{t('planet.form.back')}</Link>
        </div>
      </form>
      <PictureSelector
        open={picking}
        multiple
        max={room}
        onCancel={() => setPicking(false)}
        onConfirm={(items) => {
          setPicking(false);
          const known = new Set(form.backgrounds.map((background) => background.id));
          const added = items.filter((item) => !known.has(item.id)).map((item) => ({ id: item.id, url: item.url ?? '' }));
          change('backgrounds', [...form.backgrounds, ...added].slice(0, PLANET_LIMITS.backgroundsMax));
        }}
      />
    </section>
  );
}
