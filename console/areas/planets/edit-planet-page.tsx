import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useStore } from '@nanostores/react';
import { showToast } from '@shared/feedback.ts';
import { $t } from '@shared/i18n/i18n.ts';
import { EMPTY_PLANET_FORM, formToInput, planetFormProblems, planetToForm, type PlanetForm } from '@shared/planets/form.ts';
import { HOMEPAGE_COURSES, homepageCoursesRecord, PLANETS, planetRecord, planetWrites } from '@shared/planets/resources.ts';
import { Button } from '@widgets/ui/button/button.tsx';
import { change } from '@console/kit/data.ts';
import { refusalText } from '@console/kit/field-problems.ts';
import { useRecord } from '@console/kit/use-record.ts';
import { PlanetFormFields, type PlanetFormErrors } from './planet-form-fields.tsx';
import { planetListPath } from './planet-paths.ts';
import './edit-planet-page.css';
import './planet-texts.ts';

/**
 * /planet/editPlanet and /p/planet/editPlanet: a new planet, or `?id=` an existing one. The fields of spec §3
 * "Planet"; the server checks the same rules again (and the words). A planet under review cannot be edited.
 */
export default function EditPlanetPage() {
  const t = useStore($t);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || undefined;
  const stored = useRecord(planetRecord, id ? { id } : null);
  // what the teacher changed, over what is stored (or the empty form)
  const [edited, setEdited] = useState<PlanetForm | null>(null);
  const [errors, setErrors] = useState<PlanetFormErrors>({});
  const [saving, setSaving] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const listPath = planetListPath(pathname);
  const form = edited ?? (id ? (stored.data ? planetToForm(stored.data) : null) : EMPTY_PLANET_FORM);
  const courses = useRecord(homepageCoursesRecord, form?.has_homepage ? HOMEPAGE_COURSES : null);

  const failed = stored.error && !stored.data ? refusalText(stored.error) : '';
  useEffect(() => {
    if (!failed) return;
    showToast(failed, { kind: 'error' });
    void navigate(listPath, { replace: true });
  }, [failed, listPath, navigate]);

  if (!form) return null;
  const title = t(id ? 'planet.form.editTitle' : 'planet.form.createTitle');
  if (!edited && stored.data?.audit_status === 1) {
    return (
      <section className="lc-card lc-planet-form">
        <h1 className="lc-page-title">{title}</h1>
        <p role="alert">{t('planet.form.reviewing')}</p>
        <Link to={listPath}>{t('planet.form.back')}</Link>
      </section>
    );
  }

  const set = (patch: Partial<PlanetForm>) => {
    setEdited({ ...form, ...patch });
    setErrors((current) => ({ ...current, ...Object.fromEntries(Object.keys(patch).map((field) => [field, undefined])), ...('first_class' in patch ? { second_class: undefined } : {}) }));
  };

  const save = async () => {
    const problems = planetFormProblems(form);
    if (problems.length) {
      setErrors(Object.fromEntries(problems.map((problem) => [problem.field, t(problem.key, problem.params)])));
      const first = problems[0]!.field === 'second_class' ? 'first_class' : problems[0]!.field;
      formRef.current?.querySelector<HTMLElement>(`:is(input, textarea, button)[data-field="${first}"], [data-field="${first}"] select`)?.focus();
      return;
    }
    setSaving(true);
    try {
      await change(() => planetWrites.save(id, formToInput(form)), [PLANETS]);
      showToast(t(id ? 'planet.form.saved' : 'planet.form.created'), { kind: 'success' });
      void navigate(listPath);
    } catch (error) {
      showToast(refusalText(error), { kind: 'error' });
    } finally {
      setSaving(false);
    }
  };

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
        <PlanetFormFields form={form} errors={errors} set={set} courses={courses.data ?? (courses.error ? [] : null)} />
        <div className="lc-planet-form__actions">
          <Button type="submit" variant="primary" loading={saving} clickOnce>
            {t('planet.form.save')}
          </Button>
          <Link className="lc-button lc-button--text" to={listPath}>{t('planet.form.back')}</Link>
        </div>
      </form>
    </section>
  );
}
