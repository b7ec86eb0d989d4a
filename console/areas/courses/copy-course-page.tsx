import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useStore } from '@nanostores/react';
import { copyCourse } from '@shared/courses/resources.ts';
import { courseListPath, listPathOf } from '@shared/courses/routes.ts';
import { COURSE_LIMITS, copyTitleOf, lessonKindsOf } from '@shared/courses/rules.ts';
import type { CourseRecord } from '@shared/courses/types.ts';
import { showToast } from '@shared/feedback.ts';
import { formatFen } from '@shared/format/currency.ts';
import { $t } from '@shared/i18n/i18n.ts';
import { Button } from '@widgets/ui/button/button.tsx';
import { change } from '@console/kit/data.ts';
import { problemText, refusalText } from '@console/kit/field-problems.ts';
import { fieldProblem, FormFieldView, type FormField } from '@console/kit/form-fields.tsx';
import { CourseGate } from './course-gate.tsx';
import './course-texts.ts';
import './course-pages.css';
import '@widgets/ui/form/form.css';

type CopyForm = { title: string };

const COLUMNS_PATH = courseListPath('column');

/**
 * /course/column/copy?id=: copies a course of any kind under a new title, with its lessons (a column: with the
 * courses it holds) unless told not to. The copy starts off sale; the teacher lands on the list of its kind.
 */
export default function CopyCoursePage() {
  const t = useStore($t);
  return (
    <CourseGate heading={t('courses.copy.heading')} missingId={t('courses.missingId.copy')} back={{ to: COLUMNS_PATH, label: t('courses.column.back') }}>
      {/* a new form for each course, so the title it opens with is that course's */}
      {(course) => <CopyCourseForm key={course.id} course={course} />}
    </CourseGate>
  );
}

function CopyCourseForm({ course }: { course: CourseRecord }) {
  const t = useStore($t);
  const navigate = useNavigate();
  const ids = useId();
  const [form, setForm] = useState<CopyForm>(() => ({ title: copyTitleOf(course.title) }));
  const [error, setError] = useState<string | undefined>();
  const isColumn = course.type === 'column';
  // what the copy may take along: a column's courses, another course's lessons
  const held = isColumn ? course.course_count : course.lesson_count;
  const [withHeld, setWithHeld] = useState(true);
  const [refusal, setRefusal] = useState('');
  const [saving, setSaving] = useState(false);
  const listPath = listPathOf(course);

  const titleField: FormField<CopyForm> = { kind: 'text', name: 'title', label: t('courses.copy.title'), required: true, max: COURSE_LIMITS.titleMax };
  const holds = isColumn
    ? t('courses.courseCount', { n: course.course_count })
    : lessonKindsOf(course.type).length > 0 || course.lesson_count > 0
      ? t('courses.lessonCount', { n: course.lesson_count })
      : '—';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = fieldProblem(titleField, form);
    if (problem) {
      setError(typeof problem === 'string' ? problem : problemText(problem, titleField.label));
      return;
    }
    setSaving(true);
    setRefusal('');
    try {
      const copy = await change(() => copyCourse(course, form.title.trim(), held > 0 && withHeld), ['courses']);
      showToast(t('courses.copy.done'), { kind: 'success' });
      navigate(listPathOf(copy));
    } catch (caught) {
      setRefusal(refusalText(caught));
      setSaving(false);
    }
  };

  return (
    <section className="lc-card lc-course-copy">
      <h1 className="lc-page-title">{t('courses.copy.heading')}</h1>
      <section className="lc-course-copy__source" aria-labelledby={`${ids}-source`}>
        <h2 id={`${ids}-source`}>{t('courses.copy.source')}</h2>
        <dl className="lc-course-facts lc-course-facts--stacked">
          <div><dt>{t('courses.col.course')}</dt><dd className="lc-course-title">{course.title}</dd></div>
          <div><dt>{t('courses.col.type')}</dt><dd>{t(`course.type.${course.type}`)}</dd></div>
          <div><dt>{t('courses.col.price')}</dt><dd>{course.price === 0 ? t('courses.free') : formatFen(course.price)}</dd></div>
          <div><dt>{t('courses.col.holds')}</dt><dd>{holds}</dd></div>
        </dl>
      </section>
      <form className="lc-form lc-course-copy__form" noValidate onSubmit={(event) => void submit(event)}>
        <FormFieldView<CopyForm>
          field={titleField}
          form={form}
          error={error}
          autoFocus={false}
          set={(_, value) => {
            setForm({ title: String(value) });
            setError(undefined);
            setRefusal('');
          }}
        />
        {held > 0 && (
          <div className="lc-course-copy__check">
            <label>
              <input type="checkbox" checked={withHeld} aria-describedby={`${ids}-held`} onChange={(event) => setWithHeld(event.target.checked)} />
              {t(isColumn ? 'courses.copy.columnCourses' : 'courses.copy.lessons')}
            </label>
            <p id={`${ids}-held`} className="lc-field__hint">
              {t(isColumn ? 'courses.copy.columnHint' : 'courses.copy.lessonsHint', { n: held })}
            </p>
          </div>
        )}
        <p className="lc-course-muted">{t('courses.copy.note')}</p>
        {refusal && <p className="lc-form__refusal" role="alert">{refusal}</p>}
        <div className="lc-course-copy__buttons">
          <Button type="submit" variant="primary" loading={saving}>{t('courses.copy.submit')}</Button>
          <Link className="lc-button lc-button--default" to={listPath}>{t('courses.form.back')}</Link>
        </div>
      </form>
    </section>
  );
}
