import { useState } from 'react';
import { Link } from 'react-router';
import { useStore } from '@nanostores/react';
import { $t, t as translate } from '@shared/i18n/i18n.ts';
import { lessonFormOf, type LessonForm } from '@shared/courses/forms.ts';
import { coursewareChoicesSource, lessonsResource, sortLessons } from '@shared/courses/resources.ts';
import { courseCreatePath, listPathOf } from '@shared/courses/routes.ts';
import { COURSE_LIMITS, lessonKindsOf } from '@shared/courses/rules.ts';
import type { CourseRecord, Lesson, LessonCourseware, LessonKind } from '@shared/courses/types.ts';
import { Button } from '@widgets/ui/button/button.tsx';
import { change, useQuery } from '@console/kit/data.ts';
import type { FormField } from '@console/kit/form-fields.tsx';
import { MaterialField, type MaterialChoice } from '@console/kit/material-field.tsx';
import { OrderedTable } from '@console/kit/ordered-table.tsx';
import { usePageTrail } from '@console/kit/page-trail.ts';
import { QueryError } from '@console/kit/query-state.tsx';
import { RecordForm } from '@console/kit/record-form.tsx';
import { deleteAction, RowActions, type RowAction } from '@console/kit/row-actions.tsx';
import { richTextField } from '@console/kit/rich-text-field.tsx';
import { CheckChoices } from '@console/kit/check-choices.tsx';
import { CourseGate } from './course-gate.tsx';
import './course-texts.ts';
import './courses.css';

/** the lesson's material, of the kind its type plays (the general selector offers that kind only) */
function mediaField(): FormField<LessonForm> {
  const label = translate('courses.lesson.media');
  return {
    kind: 'custom',
    name: 'media',
    label,
    shown: (form) => form.type !== 'richtext',
    check: (value) => (value ? undefined : translate('kit.choose', { field: label })),
    render: (value, set, error, form) => (
      <MaterialField
        label={label}
        kinds={[form.type === 'audio' ? 'audio' : 'video']}
        texts={{ pick: translate('courses.form.pickMedia'), change: translate('courses.form.changeMedia'), none: translate('courses.form.noMedia') }}
        error={error}
        value={value as MaterialChoice | null}
        onChange={(material) => set(material as LessonForm['media'])}
      />
    ),
  };
}

function lessonFields(kinds: readonly LessonKind[], held: readonly LessonCourseware[]): FormField<LessonForm>[] {
  return [
    { kind: 'text', name: 'title', label: translate('courses.lesson.title'), required: true, max: COURSE_LIMITS.lessonTitleMax },
    ...(kinds.length > 1 ? [{ kind: 'radio' as const, name: 'type' as const, label: translate('courses.lesson.type'), options: kinds.map((kind) => ({ value: kind, label: translate(`courses.lesson.type.${kind}`) })) }] : []),
    mediaField(),
    richTextField<LessonForm>({ name: 'content', label: translate(kinds.length === 1 && kinds[0] === 'richtext' ? 'courses.lesson.content' : 'courses.lesson.notes'), max: COURSE_LIMITS.contentMax }),
    coursewareField(held),
    { kind: 'switch', name: 'free', label: translate('courses.lesson.free') },
  ];
}

const ALL = {};

/** the courseware the lesson hands out, from /teach/courseware */
function coursewareField(held: readonly LessonCourseware[]): FormField<LessonForm> {
  const label = translate('courses.lesson.courseware');
  return {
    kind: 'custom',
    name: 'courseware_ids',
    label,
    check: (value) => ((value as number[]).length > COURSE_LIMITS.lessonCoursewareMax ? translate('courses.lesson.tooMuchCourseware', { n: COURSE_LIMITS.lessonCoursewareMax }) : undefined),
    render: (value, set, error) => (
      <CheckChoices
        label={label}
        hint={translate('courses.lesson.coursewareHint')}
        error={error}
        source={coursewareChoicesSource}
        query={ALL}
        labelOf={(piece) => piece.name}
        held={held}
        none={translate('courses.lesson.noCourseware')}
        value={value as number[]}
        onChange={(ids) => set(ids as LessonForm['courseware_ids'])}
      />
    ),
  };
}

/**
 * /course/lesson?course= (spec §2; also a course's /course/{kind}/manage?id=): the lessons of a course in the
 * order students see them — drag a row or move it from the keyboard; create, edit and delete a lesson with its
 * video, audio or rich text, and whether it may be tried before buying.
 */
export default function LessonsPage() {
  const t = useStore($t);
  return (
    <CourseGate idParams={['course', 'id']} missingId={t('courses.missingId.lessons')} back={{ to: '/course/video/manage', label: t('courses.back') }}>
      {(course) => <Lessons course={course} />}
    </CourseGate>
  );
}

function Lessons({ course }: { course: CourseRecord }) {
  const t = useStore($t);
  const kinds = lessonKindsOf(course.type);
  const resource = lessonsResource(course);
  const found = useQuery(resource.name, () => resource.list({}));
  const [editing, setEditing] = useState<Lesson | 'new' | null>(null);
  const stale = [resource];
  const lesson = editing === 'new' ? null : editing;
  // /course/lesson serves every kind's courses: the breadcrumb learns the list from the course
  usePageTrail({ under: listPathOf(course), record: { label: course.title, to: courseCreatePath(course.type, course.id, course.single) ?? undefined } });
  const actions: RowAction<Lesson>[] = [
    { label: t('kit.edit'), run: setEditing },
    { ...deleteAction<Lesson>((row) => change(() => resource.remove!(row), stale), (row) => row.title), confirm: (row) => t('courses.lesson.deleteConfirm', { title: row.title }) },
  ];

  return (
    <section className="lc-card lc-lessons">
      <header className="lc-lessons__toolbar">
        <h1 className="lc-page-title">{t('courses.lesson.heading', { title: course.title })}</h1>
        <div className="lc-list__head-actions">
          <Link className="lc-button lc-button--text" to={listPathOf(course)}>{t('courses.back')}</Link>
          {kinds.length > 0 && <Button variant="primary" onClick={() => setEditing('new')}>{t('courses.lesson.create')}</Button>}
        </div>
      </header>
      {kinds.length === 0 ? (
        <p>{t('courses.lesson.none')}</p>
      ) : (
        <>
          <p className="lc-lessons__hint">{t('courses.lesson.sortHint')}</p>
          {found.error && !found.data && <QueryError error={found.error} onRetry={found.reload} />}
          <OrderedTable<Lesson>
            label={t('courses.lesson.heading', { title: course.title })}
            rows={found.data?.rows ?? []}
            busy={found.loading}
            rowKey={(row) => row.id}
            rowName={(row) => row.title}
            saveOrder={(next) => change(() => sortLessons(course, next), stale)}
            savedText={t('courses.lesson.sorted')}
            empty={found.data ? t('courses.lesson.empty') : ''}
            columns={[
              {
                key: 'title',
                header: t('courses.lesson.col.title'),
                render: (row) => (
                  <>
                    <strong>{row.title}</strong>
                    {row.free === 1 && <span className="lc-lessons__badge">{t('courses.lesson.freeBadge')}</span>}
                  </>
                ),
              },
              { key: 'type', header: t('courses.lesson.col.type'), render: (row) => t(`courses.lesson.type.${row.type}`) },
              {
                key: 'media',
                header: t('courses.lesson.col.media'),
                render: (row) => (row.type === 'richtext' ? '—' : row.source ? row.source.file_name : <span className="lc-lessons__gone">{t('courses.lesson.mediaGone')}</span>),
              },
              {
                key: 'courseware',
                header: t('courses.lesson.col.courseware'),
                render: (row) => (row.courseware.length ? row.courseware.map((piece) => piece.name).join(t('courses.lesson.listSeparator')) : '—'),
              },
              { key: 'actions', header: t('common.actions'), render: (row) => <RowActions row={row} name={row.title} actions={actions} /> },
            ]}
          />
        </>
      )}
      {editing && (
        <RecordForm<LessonForm>
          title={t(lesson ? 'courses.lesson.editTitle' : 'courses.lesson.create')}
          fields={lessonFields(kinds, lesson?.courseware ?? [])}
          initial={lessonFormOf(lesson, kinds[0] ?? 'richtext')}
          width={760}
          submit={(form) => change(() => (lesson ? resource.update!(lesson, form) : resource.create!(form)), stale)}
          savedText={t('courses.lesson.saved')}
          onClose={() => setEditing(null)}
          onSaved={() => setEditing(null)}
        />
      )}
    </section>
  );
}
