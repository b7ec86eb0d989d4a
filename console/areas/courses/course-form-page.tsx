import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useStore } from '@nanostores/react';
import { $t } from '@shared/i18n/i18n.ts';
import { courseFormOf } from '@shared/courses/forms.ts';
import { courseRecordsResource, courseSource } from '@shared/courses/resources.ts';
import { courseScreenOf, listPathOf } from '@shared/courses/routes.ts';
import type { CourseKind, CourseRecord } from '@shared/courses/types.ts';

type ItemKind = 'video' | 'audio' | 'richtext';
import { change } from '@console/kit/data.ts';
import { PageForm } from '@console/kit/page-form.tsx';
import { QueryError } from '@console/kit/query-state.tsx';
import { useRecord } from '@console/kit/use-record.ts';
import { courseFields } from './course-fields.tsx';
import { useTeachers } from './use-teachers.ts';
import './course-texts.ts';
import './courses.css';

/**
 * /course/{video|audio|richtext|mixture|column}/create (spec §2), and with ?id= the same page edits that course:
 * title, summary, cover from the picture library, the course's own video or audio from the library, teacher,
 * price and original price in 元, details in rich text, and whether it goes on sale when saved.
 */
export default function CourseFormPage() {
  const screen = courseScreenOf(useLocation().pathname) ?? { kind: 'video', single: 0 };
  const id = Number(useSearchParams()[0].get('id') ?? 0);
  const found = useRecord(courseSource, id > 0 ? { id } : null);
  const t = useStore($t);
  if (id > 0 && found.error) return <section className="lc-card"><QueryError error={found.error} onRetry={found.reload} /><Link to={listPathOf({ type: screen.kind, single: screen.single })}>{t('courses.form.back')}</Link></section>;
  if (id > 0 && !found.data) return null;
  const course = found.data ?? null;
  return <OpenCourseForm key={course?.id ?? 'new'} kind={course?.type ?? screen.kind} single={course?.single ?? screen.single} course={course} />;
}

function OpenCourseForm({ kind, single, course }: { kind: CourseKind; single: 0 | 1; course: CourseRecord | null }) {
  const t = useStore($t);
  const navigate = useNavigate();
  const teachers = useTeachers(true);
  const back = listPathOf({ type: kind, single });
  const resource = courseRecordsResource(kind, single);
  return (
    <section className="lc-card lc-course-form">
      <header className="lc-course-form__head">
        <h1 className="lc-page-title">{course ? t('courses.edit', { title: course.title }) : t(single ? `courses.item.create.${kind as ItemKind}` : `courses.create.${kind}`)}</h1>
      </header>
      <PageForm
        // the teachers arrive after the page: the form is drawn again with them, keeping what was typed
        fields={courseFields(kind, t, teachers, course)}
        initial={courseFormOf(course)}
        submit={(form) => change(() => (course ? resource.update!(course, form) : resource.create!(form)), [resource])}
        savedText={t('courses.form.saved')}
        onSaved={() => navigate(back)}
        extra={<Link to={back}>{t('courses.form.back')}</Link>}
      />
    </section>
  );
}
