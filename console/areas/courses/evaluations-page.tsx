import { useState } from 'react';
import { useStore } from '@nanostores/react';
import type { Evaluation, RatingSummary } from '@shared/courses/evaluation-types.ts';
import { evaluationsResource, setEvaluationHidden, type EvaluationListState } from '@shared/courses/promotion-resources.ts';
import { initialOf } from '@shared/courses/promotion-rules.ts';
import { formatDateTime } from '@shared/format/date.ts';
import { $t } from '@shared/i18n/i18n.ts';
import { ListScreen } from '@console/kit/list-screen.tsx';
import { courseLabel } from './activity-form.tsx';
import { RatingStars, RatingSummaryPanel } from './rating-summary.tsx';
import { ReplyDialog } from './reply-dialog.tsx';
import { useCourseChoices } from './use-promotion-choices.ts';
import './course-texts.ts';
import './courses.css';
import './course-pages.css';
import './promotions.css';

const DEFAULTS: EvaluationListState = { page: 1, pageSize: 10, course: 0, rating: 0, replied: '', hidden: '' };

/**
 * /course/evaluation?course= (ours: the spec names evaluations but no page, docs/decisions.md): the evaluations of a
 * course, or of every course, newest first, with the figures of all of them; filtered by course, rating, reply and
 * visibility in the address bar; replied to in a dialog and hidden from the course page (asked first) or shown
 * again. What buyers and the teacher wrote is shown as text.
 */
export default function EvaluationsPage() {
  const t = useStore($t);
  const courses = useCourseChoices();
  const [replying, setReplying] = useState<Evaluation | null>(null);
  const flagOptions = (key: 'replied' | 'shown') => [
    { value: '', label: t(`courses.evaluation.${key}.any`) },
    { value: '1', label: t(`courses.evaluation.${key}.1`) },
    { value: '0', label: t(`courses.evaluation.${key}.0`) },
  ];

  return (
    <>
      <ListScreen<Evaluation, EvaluationListState, { reply: string }, { summary: RatingSummary }>
        title={t('courses.evaluation.heading')}
        resource={evaluationsResource}
        defaults={DEFAULTS}
        filters={(found) => [
          ...(found ? [{ kind: 'custom' as const, render: () => <RatingSummaryPanel summary={found.summary} /> }] : []),
          {
            kind: 'select',
            key: 'course',
            label: t('courses.evaluation.course'),
            options: [{ value: 0, label: t('courses.evaluation.allCourses') }, ...courses.map((course) => ({ value: course.id, label: courseLabel(course) }))],
          },
          {
            kind: 'select',
            key: 'rating',
            label: t('courses.evaluation.rating'),
            options: [{ value: 0, label: t('courses.evaluation.anyRating') }, ...[5, 4, 3, 2, 1].map((n) => ({ value: n, label: t('courses.evaluation.stars', { n }) }))],
          },
          { kind: 'select', key: 'replied', label: t('courses.evaluation.replied'), options: flagOptions('replied') },
          { kind: 'select', key: 'hidden', label: t('courses.evaluation.shown'), options: flagOptions('shown') },
        ]}
        columns={[
          {
            key: 'buyer',
            header: t('courses.evaluation.col.buyer'),
            width: 160,
            render: (evaluation) => (
              <div className="lc-buyer">
                <span className="lc-buyer__avatar" aria-hidden="true">{initialOf(evaluation.buyer_nickname)}</span>
                <span>
                  <strong>{evaluation.buyer_nickname}</strong>
                  <br />
                  <span className="lc-course-muted">{evaluation.buyer_phone}</span>
                </span>
              </div>
            ),
          },
          { key: 'rating', header: t('courses.evaluation.rating'), width: 110, render: (evaluation) => <RatingStars rating={evaluation.rating} /> },
          {
            key: 'content',
            header: t('courses.evaluation.col.content'),
            render: (evaluation) => (
              <div className="lc-evaluation">
                <p className="lc-evaluation__text">{evaluation.content || <span className="lc-course-muted">{t('courses.evaluation.noContent')}</span>}</p>
                <p className="lc-course-muted">{t('courses.evaluation.onCourse', { title: evaluation.course_title })}</p>
                {evaluation.reply && (
                  <p className="lc-evaluation__reply">
                    <strong>{t('courses.evaluation.teacherReply')}</strong>
                    {evaluation.reply}
                  </p>
                )}
              </div>
            ),
          },
          {
            key: 'time',
            header: t('courses.evaluation.col.time'),
            render: (evaluation) => (
              <span className="lc-course-nowrap">
                {formatDateTime(evaluation.created_at)}
                {evaluation.hidden === 1 && (
                  <>
                    <br />
                    <span className="lc-activity__status lc-activity__status--off">{t('courses.evaluation.hiddenBadge')}</span>
                  </>
                )}
              </span>
            ),
          },
        ]}
        rowKey={(evaluation) => evaluation.id}
        rowName={(evaluation) => evaluation.buyer_nickname}
        rowActions={[
          { label: t('courses.evaluation.reply'), hidden: (row) => row.reply !== '', run: (row) => setReplying(row) },
          { label: t('courses.evaluation.editReply'), hidden: (row) => row.reply === '', run: (row) => setReplying(row) },
          {
            label: t('courses.evaluation.hide'),
            hidden: (row) => row.hidden === 1,
            confirm: (row) => t('courses.evaluation.hideConfirm', { name: row.buyer_nickname }),
            run: (row) => setEvaluationHidden(row, true),
            done: t('courses.evaluation.hidden'),
          },
          { label: t('courses.evaluation.unhide'), hidden: (row) => row.hidden === 0, run: (row) => setEvaluationHidden(row, false), done: t('courses.evaluation.unhidden') },
        ]}
        empty={(state) => (state.rating || state.replied || state.hidden ? t('courses.evaluation.emptyFiltered') : t('courses.evaluation.empty'))}
      />
      {replying && <ReplyDialog evaluation={replying} onClose={() => setReplying(null)} />}
    </>
  );
}
