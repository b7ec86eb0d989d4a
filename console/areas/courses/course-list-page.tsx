import { Link, useLocation } from 'react-router';
import { useStore } from '@nanostores/react';
import { formatFen } from '@shared/format/currency.ts';
import { formatDateTime } from '@shared/format/date.ts';
import { $t } from '@shared/i18n/i18n.ts';
import { courseFormOf, type CourseForm } from '@shared/courses/forms.ts';
import { courseRecordsResource, setCourseSale, type CourseListState } from '@shared/courses/resources.ts';
import { columnCoursesPath, copyPath, courseCreatePath, courseScreenOf, evaluationsPath, lessonsPath, posterPath } from '@shared/courses/routes.ts';
import { lessonKindsOf } from '@shared/courses/rules.ts';
import type { CourseKind, CourseRecord } from '@shared/courses/types.ts';
import { RecordCover } from '@widgets/ui/initials-cover/record-cover.tsx';
import { ListScreen } from '@console/kit/list-screen.tsx';
import type { RowAction, RowLink } from '@console/kit/row-actions.tsx';
import { courseFields } from './course-fields.tsx';
import { useTeachers } from './use-teachers.ts';
import './course-texts.ts';
import './courses.css';

const DEFAULTS: CourseListState = { page: 1, pageSize: 10, keyword: '', status: '' };

/** What a delete takes with it, for the question before it. */
function deleteQuestion(t: ReturnType<typeof $t.get>, course: CourseRecord): string {
  const parts = [
    course.lesson_count > 0 && t('courses.delete.lessons', { n: course.lesson_count }),
    course.column_count > 0 && t('courses.delete.columns', { n: course.column_count }),
    course.planet_count > 0 && t('courses.delete.planets', { n: course.planet_count }),
    course.course_count > 0 && t('courses.delete.held', { n: course.course_count }),
  ].filter(Boolean);
  const question = t('courses.delete.confirm', { title: course.title });
  return parts.length ? `${question}（${parts.join('；')}）` : question;
}

/**
 * The courses of one kind (/course/video/manage, /course/audio, /course/column …, spec §2): cover, price, what it
 * holds, sale state; edit, lessons or a column's courses, put on and take off sale, copy, delete naming what goes
 * with it. Video, audio, rich-text, mixed courses and columns are made on their create page, private and service
 * courses in a dialog here.
 */
export default function CourseListPage() {
  const t = useStore($t);
  const { kind, single } = courseScreenOf(useLocation().pathname) ?? { kind: 'video', single: 0 };
  return <CourseList key={`${kind}-${single}`} kind={kind} single={single} t={t} />;
}

type ItemKind = 'video' | 'audio' | 'richtext';

function CourseList({ kind, single, t }: { kind: CourseKind; single: 0 | 1; t: ReturnType<typeof $t.get> }) {
  const resource = courseRecordsResource(kind, single);
  const createPage = courseCreatePath(kind, undefined, single);
  const heading = single ? t(`courses.item.heading.${kind as ItemKind}`) : t(`courses.heading.${kind}`);
  const createLabel = single ? t(`courses.item.create.${kind as ItemKind}`) : t(`courses.create.${kind}`);
  const holdsLessons = single === 0 && lessonKindsOf(kind).length > 0;
  const teachers = useTeachers(createPage === null);
  // private and service courses have no create page (spec §2): they are made and edited in the list's dialog
  const form = createPage === null
    ? { title: (row: CourseRecord | null) => (row ? t('courses.edit', { title: row.title }) : t(`courses.create.${kind}`)), initial: courseFormOf, fields: (row: CourseRecord | null) => courseFields(kind, t, teachers, row), width: 760, savedText: t('courses.form.saved') }
    : null;
  const actions: (RowAction<CourseRecord> | RowLink<CourseRecord>)[] = [
    ...(createPage ? [{ label: t('courses.action.edit'), to: (row: CourseRecord) => courseCreatePath(kind, row.id, single)! }] : []),
    ...(holdsLessons ? [{ label: t('courses.action.lessons'), to: (row: CourseRecord) => lessonsPath(row.id) }] : []),
    ...(kind === 'column' ? [{ label: t('courses.action.columnCourses'), to: (row: CourseRecord) => columnCoursesPath(row.id) }] : []),
    { label: t('courses.action.putOn'), hidden: (row) => row.status === 1, run: (row) => setCourseSale(row, 1), done: t('courses.putOn.done') },
    { label: t('courses.action.takeOff'), hidden: (row) => row.status === 0, run: (row) => setCourseSale(row, 0), confirm: (row) => t('courses.takeOff.confirm', { title: row.title }), done: t('courses.takeOff.done') },
    { label: t('courses.action.copy'), to: (row) => copyPath(row.id) },
    { label: t('courses.action.poster'), to: (row) => posterPath(row.id, 'poster') },
    { label: t('courses.action.evaluations'), to: (row) => evaluationsPath(row.id) },
  ];

  return (
    <ListScreen<CourseRecord, CourseListState, CourseForm>
      title={heading}
      resource={form ? resource : { ...resource, create: undefined, update: undefined }}
      defaults={DEFAULTS}
      filters={[
        { kind: 'search', key: 'keyword', label: t('courses.search') },
        { kind: 'select', key: 'status', label: t('courses.status'), options: [{ value: '', label: t('courses.status.any') }, { value: '1', label: t('courses.status.1') }, { value: '0', label: t('courses.status.0') }] },
      ]}
      columns={[
        {
          key: 'course',
          header: t('courses.col.course'),
          width: '40%',
          render: (course) => (
            <div className="lc-course-cell">
              <RecordCover className="lc-course-cell__cover" url={course.cover_url} name={course.title} seed={course.id} width={96} height={54} />
              <div>
                <strong className="lc-course-cell__title">{course.title}</strong>
                {course.summary && <p className="lc-course-cell__summary">{course.summary}</p>}
                {course.teacher_name && <p className="lc-course-cell__summary">{course.teacher_name}</p>}
              </div>
            </div>
          ),
        },
        {
          key: 'price',
          header: t('courses.col.price'),
          render: (course) => (
            <>
              {course.price === 0 ? t('courses.free') : formatFen(course.price)}
              {course.original_price > 0 && <s className="lc-course-cell__original">{formatFen(course.original_price)}</s>}
            </>
          ),
        },
        {
          key: 'holds',
          header: single ? t('courses.col.media') : t('courses.col.holds'),
          render: (course) => single ? (course.source?.file_name ?? '—') : <span className="lc-course-nowrap">{kind === 'column' ? t('courses.courseCount', { n: course.course_count }) : holdsLessons ? t('courses.lessonCount', { n: course.lesson_count }) : '—'}</span>,
        },
        {
          key: 'status',
          header: t('courses.status'),
          render: (course) => <span className={`lc-course-status lc-course-status--${course.status}`}>{t(`courses.status.${course.status}`)}</span>,
        },
        { key: 'created', header: t('courses.col.created'), render: (course) => formatDateTime(course.created_at) },
      ]}
      rowKey={(course) => course.id}
      rowName={(course) => course.title}
      rowActions={actions}
      deleteTexts={{ confirm: (course) => deleteQuestion(t, course) }}
      {...(form ? { form, createLabel } : {})}
      actions={createPage ? <Link className="lc-button lc-button--primary" to={createPage}>{createLabel}</Link> : undefined}
      empty={(state) => (state.keyword || state.status ? t('courses.emptyFiltered') : t('courses.empty'))}
    />
  );
}
