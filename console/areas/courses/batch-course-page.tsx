import { useMemo, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { useStore } from '@nanostores/react';
import { $t } from '@shared/i18n/i18n.ts';
import { validateCourseTitle } from '@shared/courses/course-title.ts';
import { createCourses, type BatchCourses } from '@shared/courses/resources.ts';
import { readBatchSelection } from '@shared/materials/batch-selection.ts';
import { formatDuration } from '@shared/materials/format.ts';
import type { Course } from '@shared/courses/content-items.ts';
import { Button } from '@widgets/ui/button/button.tsx';
import { change } from '@console/kit/data.ts';
import { refusalText } from '@console/kit/field-problems.ts';
import './batch-course-page.css';
import './course-texts.ts';

/**
 * /content/audio/batch and /content/video/batch (spec §2): the materials picked in the library arrive under a
 * local key (`key` in the address, so a reload shows the same batch); the teacher reviews the titles and creates
 * one course per material, after which every shown course list is fetched again.
 */
export default function BatchCoursePage() {
  const t = useStore($t);
  const { pathname } = useLocation();
  const type = pathname.startsWith('/content/video') ? 'video' : 'audio';
  const [params] = useSearchParams();
  const items = useMemo(() => readBatchSelection(params.get('key') ?? '') ?? [], [params]);
  const [titles, setTitles] = useState(() => items.map((item) => item.title));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [created, setCreated] = useState<Course[] | null>(null);

  if (items.length === 0) {
    return (
      <section className="lc-card lc-batch">
        <h1 className="lc-page-title">{t(type === 'video' ? 'course.batchVideoTitle' : 'course.batchAudioTitle')}</h1>
        <p role="alert">{t('course.selectionGone')}</p>
        <Link to="/source">{t('course.backToLibrary')}</Link>
      </section>
    );
  }

  if (created) {
    return (
      <section className="lc-card lc-batch">
        <h1 className="lc-page-title">{t('course.createdN', { n: created.length })}</h1>
        <ul className="lc-batch__done">
          {created.map((course) => <li key={course.id}>{course.title}</li>)}
        </ul>
        <p className="lc-batch__next">
          <Link className="lc-button lc-button--primary" to={`/content/${type}`}>{t('courses.batch.toList')}</Link>
          <Link to="/source">{t('course.backToLibrary')}</Link>
        </p>
      </section>
    );
  }

  const submit = async () => {
    const problems = titles.map(validateCourseTitle);
    const first = problems.findIndex((problem) => problem !== null);
    if (first >= 0) {
      setError(t(problems[first]!, { n: first + 1 }));
      return;
    }
    setError('');
    setBusy(true);
    try {
      const input: BatchCourses = { type, items: items.map((item, index) => ({ source_id: item.id, title: titles[index]!.trim() })) };
      setCreated(await change(() => createCourses(input), ['courses']));
    } catch (caught) {
      setError(refusalText(caught));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="lc-card lc-batch">
      <h1 className="lc-page-title">{t(type === 'video' ? 'course.batchVideoTitle' : 'course.batchAudioTitle')}</h1>
      <table className="lc-table">
        <thead>
          <tr><th>{t('course.source')}</th><th>{t('material.column.duration')}</th><th>{t('course.title')}</th></tr>
        </thead>
        <tbody>
          {items.map((item, index) => (
            <tr key={item.id}>
              <td>{item.file_name}</td>
              <td>{formatDuration(item.duration ?? 0)}</td>
              <td>
                <input
                  className="lc-batch__title"
                  aria-label={t('course.titleOf', { name: item.file_name })}
                  value={titles[index] ?? ''}
                  maxLength={60}
                  onChange={(event) => setTitles((current) => current.map((title, at) => (at === index ? event.target.value : title)))}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="lc-batch__error" role="alert">{error}</p>
      <Button variant="primary" loading={busy} onClick={() => void submit()} clickOnce>
        {t('course.createN', { n: items.length })}
      </Button>
    </section>
  );
}
