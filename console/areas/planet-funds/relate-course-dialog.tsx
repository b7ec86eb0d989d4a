import { useId, useState } from 'react';
import { useStore } from '@nanostores/react';
import { showToast } from '@shared/feedback.ts';
import { $t } from '@shared/i18n/i18n.ts';
import { fundsWrites, PLANET_FUNDS } from '@shared/planet-funds/resources.ts';
import { memberPriceOf } from '@shared/planet-funds/rules.ts';
import { Field } from '@widgets/ui/form/field.tsx';
import { Select } from '@widgets/ui/select/select.tsx';
import { change } from '@console/kit/data.ts';
import { refusalText } from '@console/kit/field-problems.ts';
import { FormDialog } from '@console/kit/form-dialog.tsx';

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

/** Offers a course in a planet: free for the planet's members, or at a member price. */
export function RelateCourseDialog({ request, onClose }: { request: RelateRequest; onClose: () => void }) {
  const t = useStore($t);
  const access = useId();
  const [courseId, setCourseId] = useState(request.courseId ?? (request.courses.length === 1 ? request.courses[0]!.id : undefined));
  const [planetId, setPlanetId] = useState(request.planetId ?? (request.planets.length === 1 ? request.planets[0]!.id : undefined));
  const [paid, setPaid] = useState((request.memberPrice ?? 0) > 0);
  const [price, setPrice] = useState(request.memberPrice ? (request.memberPrice / 100).toFixed(2) : '');

  const submit = async (): Promise<string | null> => {
    if (courseId === undefined) return t('planet.funds.course.chooseCourse');
    if (planetId === undefined) return t('planet.funds.course.choosePlanet');
    const fen = memberPriceOf(paid, price);
    if (fen === null) return t('planet.funds.course.badPrice');
    try {
      await change(() => fundsWrites.offerCourse(planetId, courseId, fen), [PLANET_FUNDS]);
    } catch (error) {
      return refusalText(error);
    }
    showToast(t('planet.funds.course.saved'), { kind: 'success' });
    onClose();
    return null;
  };

  const fixed = (label: string, choice: Choice | undefined) => (
    <div className="lc-field">
      <span className="lc-field__label">{label}</span>
      <strong>{choice?.title}</strong>
    </div>
  );

  return (
    <FormDialog title={t('planet.funds.course.dialogTitle')} width={520} onClose={onClose} submit={submit} saveLabel={t('common.confirm')}
      className="lc-form lc-funds-form" refusalClassName="lc-form__refusal" refusalLast clearRefusalOnEdit>
      {request.courseId !== undefined || request.courses.length === 1 ? (
        fixed(t('planet.funds.course.dialogCourse'), request.courses.find((c) => c.id === courseId))
      ) : (
        <Select<number> label={t('planet.funds.course.dialogCourse')} value={courseId} placeholder={t('planet.funds.course.chooseCourse')}
          options={request.courses.map((c) => ({ value: c.id, label: c.title }))} onChange={setCourseId} />
      )}
      {request.planetId !== undefined ? (
        fixed(t('planet.funds.course.dialogPlanet'), request.planets.find((p) => p.id === planetId))
      ) : (
        <Select<number> label={t('planet.funds.course.dialogPlanet')} value={planetId} placeholder={t('planet.funds.course.choosePlanet')}
          options={request.planets.map((p) => ({ value: p.id, label: p.title }))} onChange={setPlanetId} />
      )}
      <fieldset className="lc-funds-form__choices">
        <legend>{t('planet.funds.course.access')}</legend>
        <label>
          <input type="radio" name={access} checked={!paid} onChange={() => setPaid(false)} />
          {t('planet.funds.course.accessFree')}
        </label>
        <label>
          <input type="radio" name={access} checked={paid} onChange={() => setPaid(true)} />
          {t('planet.funds.course.accessPrice')}
        </label>
      </fieldset>
      {paid && (
        <Field label={t('planet.funds.course.priceLabel')}>
          {(id, note) => <input id={id} type="text" inputMode="decimal" autoComplete="off" aria-describedby={note} value={price} onChange={(event) => setPrice(event.target.value)} />}
        </Field>
      )}
    </FormDialog>
  );
}
