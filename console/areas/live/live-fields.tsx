/**
 * The fields of a live session's form and of a series' form: what every session has (cover, length, course, price,
 * picture, replay, introduction) and what tells them apart (a title and a start, or a series' name and rhythm).
 */
import { yuanToFen } from '@shared/format/currency.ts';
import type { Translate } from '@shared/i18n/i18n.ts';
import type { LiveForm, LiveSeriesForm } from '@shared/live/forms.ts';
import { LIVE_LIMITS, timeProblem } from '@shared/live/rules.ts';
import type { LiveCourseChoice, LiveSession } from '@shared/live/types.ts';
import { dateTimeField } from '@console/kit/date-fields.tsx';
import { moneyField } from '@console/kit/field-kinds.tsx';
import type { FormField } from '@console/kit/form-fields.tsx';
import { pictureField } from '@console/kit/picture-field.tsx';

type Common = Omit<LiveForm, 'title' | 'start_at'>;

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** The fields a single session and a series share. */
function commonFields(t: Translate, courses: readonly LiveCourseChoice[], locked: { duration: boolean }): FormField<Common>[] {
  const priceLabel = t('live.form.price');
  return [
    pictureField<Common>({ name: 'cover', label: t('live.form.cover'), hint: t('live.form.coverHint') }),
    { kind: 'number', name: 'duration', label: t('live.form.duration'), required: true, integer: true, min: LIVE_LIMITS.durationMin, max: LIVE_LIMITS.durationMax, disabled: locked.duration },
    {
      kind: 'select',
      name: 'course_id',
      label: t('live.form.course'),
      placeholder: t('live.form.noCourse'),
      options: [{ value: 0, label: t('live.form.noCourse') }, ...courses.map((course) => ({ value: course.id, label: course.title }))],
    },
    moneyField<Common>('price', {
      label: priceLabel,
      hint: t('live.form.priceHint'),
      check: (value) => {
        const fen = yuanToFen(String(value));
        if (fen === null) return t('live.problem.money', { field: priceLabel });
        return fen > LIVE_LIMITS.priceMax ? t('live.problem.priceTooHigh') : undefined;
      },
    }),
    { kind: 'radio', name: 'mode', label: t('live.form.mode'), options: [{ value: 'landscape', label: t('live.mode.landscape') }, { value: 'portrait', label: t('live.mode.portrait') }] },
    { kind: 'switch', name: 'replay', label: t('live.form.replay') },
    { kind: 'textarea', name: 'introduce', label: t('live.form.introduce'), max: LIVE_LIMITS.introduceMax, rows: 4 },
  ];
}

/** A session's form; an ended session keeps its time, a live one its start. */
export function liveFields(t: Translate, courses: readonly LiveCourseChoice[], live: LiveSession | null): FormField<LiveForm>[] {
  const ended = live?.status === 'ended';
  const startLocked = ended || live?.status === 'live';
  const lockHint = ended ? t('live.form.endedLocked') : startLocked ? t('live.form.liveLocked') : undefined;
  return [
    { kind: 'text', name: 'title', label: t('live.form.title'), required: true, max: LIVE_LIMITS.titleMax },
    dateTimeField<LiveForm>({
      name: 'start_at',
      label: t('live.form.start'),
      required: true,
      disabled: startLocked,
      ...(lockHint ? { hint: lockHint } : {}),
      check: (startAt, form) => (timeProblem(live, { start_at: startAt, duration: form.duration }, nowSeconds()) === 'startInPast' ? t('live.problem.startInPast') : undefined),
    }),
    ...commonFields(t, courses, { duration: ended }),
  ];
}

/** A series' form: its name, what its sessions share, then its first start and rhythm, just above the preview of the sessions they make. */
export function seriesFields(t: Translate, courses: readonly LiveCourseChoice[]): FormField<LiveSeriesForm>[] {
  return [
    { kind: 'text', name: 'title', label: t('live.batch.title'), hint: t('live.batch.titleHint'), required: true, max: LIVE_LIMITS.seriesNameMax },
    ...commonFields(t, courses, { duration: false }),
    dateTimeField<LiveSeriesForm>({
      name: 'first_start_at',
      label: t('live.batch.first'),
      required: true,
      check: (startAt) => (timeProblem(null, { start_at: startAt, duration: 0 }, nowSeconds()) ? t('live.problem.startInPast') : undefined),
    }),
    { kind: 'number', name: 'count', label: t('live.batch.count'), required: true, integer: true, min: LIVE_LIMITS.seriesMin, max: LIVE_LIMITS.seriesMax },
    { kind: 'number', name: 'every_days', label: t('live.batch.every'), hint: t('live.batch.everyHint'), required: true, integer: true, min: 1, max: LIVE_LIMITS.everyDaysMax },
  ];
}
