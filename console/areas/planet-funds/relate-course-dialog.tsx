import { useEffect, useId, useState } from 'react';
import { useStore } from '@nanostores/react';
import { relateCourse } from '@shared/planet-funds/client.ts';
import { showToast } from '@shared/feedback.ts';
import { $t } from '@shared/i18n/i18n.ts';
import { FUNDS_LIMITS, yuanToFen } from '@shared/planet-funds/rules.ts';
import type { PlanetCourse } from '@shared/planet-funds/types.ts';
import { Button } from '@widgets/ui/button/button.tsx';
import { Dialog } from '@widgets/ui/dialog/dialog.tsx';
import { Select } from '@widgets/ui/select/select.tsx';

export type Choice = { id: number; title: string };

export type RelateRequest = {
  /** one course (from the course list) or a choice of courses (from a planet) */
  courses: Choice[];
  planets: Choice[];
  courseId?: number;
  planetId?: number;
  /** fen; the current price when editing */
  memberPrice?: number;
};

type Props = { request: RelateRequest | null; onClose: () => void; onSaved: (course: PlanetCourse) => void };

/** Offers a course in a planet: free for the planet's members, or at a member price. */
export function RelateCourseDialog({ request, onClose, onSaved }: Props) {
  const t = useStore($t);
  const base = useId();
  const [courseId, setCourseId] = useState<number | undefined>();
  const [planetId, setPlanetId] = useState<number | undefined>();
  const [paid, setPaid] = useState(false);
  const [price, setPrice] = useState('');
  const [problem, setProblem] = useState('');
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!request) return;
    setCourseId(request.courseId ?? (request.courses.length === 1 ? request.courses[0]!.id : undefined));
    setPlanetId(request.planetId ?? (request.planets.length === 1 ? request.planets[0]!.id : undefined));
    setPaid((request.memberPrice ?? 0) > 0);
    setPrice(request.memberPrice ? (request.memberPrice / 100).toFixed(2) : '');
    setProblem('');
  }, [request]);

  if (!request) return null;

  const submit = async () => {
    if (courseId === undefined) return setProblem(t('planet.funds.course.chooseCourse'));
    if (planetId === undefined) return setProblem(t('planet.funds.course.choosePlanet'));
    const fen = paid ? yuanToFen(price) : 0;
    if (fen === null || fen > FUNDS_LIMITS.memberPriceMax || (paid && fen === 0)) return setProblem(t('planet.funds.course.badPrice'));
    setProblem('');
    setSaving(true);
    try {
      onSaved(await relateCourse(planetId, courseId, fen));
      showToast(t('planet.funds.course.saved'), { kind: 'success' });
    } catch (error) {
      setProblem(error instanceof Error ? error.message : t('common.failed'));
    } finally {
      setSaving(false);
    }
  };

  const fixed = (label: string, choice: Choice | undefined) => (
    <div className="lc-funds-form__row">
      <span className="lc-funds-form__label">{label}</span>
      <strong>{choice?.title}</strong>
    </div>
  );

  const footer = (
    <>
      <Button onClick={onClose}>{t('common.cancel')}</Button>
      <Button variant="primary" loading={saving} onClick={() => void submit()}>
        {t('common.confirm')}
      </Button>
    </>
  );

  return (
    <Dialog open title={t('planet.funds.course.dialogTitle')} width={520} onClose={onClose} footer={footer}>
      <form
        className="lc-funds-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        {request.courseId !== undefined || request.courses.length === 1 ? (
          fixed(t('planet.funds.course.dialogCourse'), request.courses.find((c) => c.id === courseId))
        ) : (
          <Select<number>
            label={t('planet.funds.course.dialogCourse')}
            value={courseId}
            placeholder={t('planet.funds.course.chooseCourse')}
            options={request.courses.map((c) => ({ value: c.id, label: c.title }))}
            onChange={setCourseId}
          />
        )}
        {request.planetId !== undefined ? (
          fixed(t('planet.funds.course.dialogPlanet'), request.planets.find((p) => p.id === planetId))
        ) : (
          <Select<number>
            label={t('planet.funds.course.dialogPlanet')}
            value={planetId}
            placeholder={t('planet.funds.course.choosePlanet')}
            options={request.planets.map((p) => ({ value: p.id, label: p.title }))}
            onChange={setPlanetId}
          />
        )}
        <fieldset className="lc-funds-form__choices">
          <legend>{t('planet.funds.course.access')}</legend>
          <label>
            <input type="radio" name={`${base}-access`} checked={!paid} onChange={() => setPaid(false)} />
            {t('planet.funds.course.accessFree')}
          </label>
          <label>
            <input type="radio" name={`${base}-access`} checked={paid} onChange={() => setPaid(true)} />
            {t('planet.funds.course.accessPrice')}
          </label>
        </fieldset>
        {paid && (
          <div className="lc-funds-form__row">
            <label htmlFor={`${base}-price`}>{t('planet.funds.course.priceLabel')}</label>
            <input id={`${base}-price`} type="text" inputMode="decimal" autoComplete="off" value={price} onChange={(event) => setPrice(event.target.value)} />
          </div>
        )}
        {problem && (
          <p className="lc-funds-form__error" role="alert">
            {problem}
          </p>
        )}
      </form>
    </Dialog>
  );
}
