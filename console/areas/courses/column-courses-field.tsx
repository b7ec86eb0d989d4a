/** A new column's courses, ticked from the teacher's courses a column may hold (never a column). */
import type { Translate } from '@shared/i18n/i18n.ts';
import type { CourseForm } from '@shared/courses/forms.ts';
import { columnChoicesSource } from '@shared/courses/resources.ts';
import { CheckChoices } from '@console/kit/check-choices.tsx';
import type { FormField } from '@console/kit/form-fields.tsx';

const ALL = {};

export function columnCoursesField(t: Translate): FormField<CourseForm> {
  const label = t('courses.form.columnCourses');
  return {
    kind: 'custom',
    name: 'course_ids',
    label,
    render: (value, set, error) => (
      <CheckChoices
        label={label}
        hint={t('courses.form.columnCoursesHint')}
        error={error}
        source={columnChoicesSource}
        query={ALL}
        labelOf={(course) => t('courses.form.courseChoice', { title: course.title, type: t(`course.type.${course.type}`) })}
        held={[]}
        none={t('courses.form.noCoursesToHold')}
        value={value as number[]}
        onChange={(ids) => set(ids as CourseForm['course_ids'])}
      />
    ),
  };
}
