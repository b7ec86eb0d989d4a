/**
 * The fields of a course's form, by kind: what every course has, its own material for video and audio courses,
 * a new column's courses; 保存后立即上架 is checked by the rule the server applies (inputSaleProblem).
 */
import { yuanToFen } from '@shared/format/currency.ts';
import type { Translate } from '@shared/i18n/i18n.ts';
import { COURSE_LIMITS, inputSaleProblem, PLAYED_KIND, priceProblem } from '@shared/courses/rules.ts';
import { courseInputOf, type CourseForm } from '@shared/courses/forms.ts';
import type { CourseKind, CourseRecord } from '@shared/courses/types.ts';
import type { Teacher } from '@shared/teach/teacher.ts';
import { moneyField } from '@console/kit/field-kinds.tsx';
import type { FormField } from '@console/kit/form-fields.tsx';
import { materialField } from '@console/kit/material-field.tsx';
import { pictureField } from '@console/kit/picture-field.tsx';
import { richTextField } from '@console/kit/rich-text-field.tsx';
import { columnCoursesField } from './column-courses-field.tsx';

/** `course`: the saved course the form edits (what it holds counts for the sale), null for a new one. */
export function courseFields(kind: CourseKind, t: Translate, teachers: readonly Teacher[], course: CourseRecord | null): FormField<CourseForm>[] {
  const played = PLAYED_KIND[kind];
  const money = (label: string, optional: boolean) => (text: string) => {
    if (optional && text.trim() === '') return undefined;
    return yuanToFen(text) === null ? t('courses.problem.money', { field: label }) : undefined;
  };
  const priceLabel = t('courses.form.price');
  const originalLabel = t('courses.form.original');
  return [
    { kind: 'text', name: 'title', label: t('courses.form.title'), required: true, max: COURSE_LIMITS.titleMax },
    { kind: 'text', name: 'summary', label: t('courses.form.summary'), max: COURSE_LIMITS.summaryMax, hint: t('courses.form.summaryHint') },
    pictureField<CourseForm>({ name: 'cover', label: t('courses.form.cover') }),
    ...(played
      ? [
          materialField<CourseForm>({
            name: 'media',
            label: t(`courses.form.media.${played}`),
            kinds: [played],
            required: true,
            texts: { pick: t('courses.form.pickMedia'), change: t('courses.form.changeMedia'), none: t('courses.form.noMedia') },
          }),
        ]
      : []),
    {
      kind: 'select',
      name: 'teacher_id',
      label: t('courses.form.teacher'),
      placeholder: t('courses.form.noTeacher'),
      options: [{ value: 0, label: t('courses.form.noTeacher') }, ...teachers.map((teacher) => ({ value: teacher.id, label: teacher.name }))],
    },
    moneyField<CourseForm>('price', {
      label: priceLabel,
      hint: t('courses.form.priceHint'),
      check: (value) => money(priceLabel, false)(value as string) ?? (yuanToFen(value as string)! > COURSE_LIMITS.priceMax ? t('courses.problem.priceTooHigh') : undefined),
    }),
    moneyField<CourseForm>('original_price', {
      label: originalLabel,
      hint: t('courses.form.originalHint'),
      check: (value, form) => {
        const wrong = money(originalLabel, true)(value as string);
        if (wrong || (value as string).trim() === '') return wrong;
        const problem = priceProblem(yuanToFen(form.price) ?? 0, yuanToFen(value as string) ?? 0);
        return problem ? t(`courses.problem.${problem}`) : undefined;
      },
    }),
    richTextField<CourseForm>({ name: 'content', label: t('courses.form.content'), max: COURSE_LIMITS.contentMax }),
    // the column's courses change on its manage page once it is made
    ...(kind === 'column' && !course ? [columnCoursesField(t)] : []),
    {
      kind: 'switch',
      name: 'on_sale',
      label: t('courses.form.onSale'),
      check: (value, form) => {
        if (value !== 1) return undefined;
        const problem = inputSaleProblem(courseInputOf(kind, course?.single ?? 0, form), course ?? undefined);
        return problem ? t(`courses.saleProblem.${problem}`) : undefined;
      },
    },
  ];
}
