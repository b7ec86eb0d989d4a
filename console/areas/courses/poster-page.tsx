import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useStore } from '@nanostores/react';
import { $t } from '@shared/i18n/i18n.ts';
import { posterContent, posterFileName, type PosterKind, type PosterTexts } from '@shared/courses/poster-layout.ts';
import { lessonsResource } from '@shared/courses/resources.ts';
import { listPathOf } from '@shared/courses/routes.ts';
import type { CourseRecord } from '@shared/courses/types.ts';
import { Button } from '@widgets/ui/button/button.tsx';
import { useQuery } from '@console/kit/data.ts';
import { QueryError } from '@console/kit/query-state.tsx';
import { CourseGate } from './course-gate.tsx';
import { drawPoster } from './draw-poster.ts';
import './course-texts.ts';
import './courses.css';

/**
 * /course/video/poster?id= and /course/video/playbill?id= (spec §2): a course's sharing poster (cover, title, price,
 * teacher, and a QR code of the course's link) or its playbill (the same with the list of lessons), drawn for real
 * on a canvas and downloaded as a PNG.
 */
export default function PosterPage() {
  const t = useStore($t);
  const kind: PosterKind = useLocation().pathname.endsWith('/playbill') ? 'playbill' : 'poster';
  return (
    <CourseGate missingId={t('courses.missingId.poster')} back={{ to: '/course/video/manage', label: t('courses.back') }}>
      {(course) => <Poster key={`${kind}-${course.id}`} kind={kind} course={course} />}
    </CourseGate>
  );
}

function Poster({ kind, course }: { kind: PosterKind; course: CourseRecord }) {
  const t = useStore($t);
  const canvas = useRef<HTMLCanvasElement>(null);
  const lessons = lessonsResource(course);
  const found = useQuery(lessons.name, () => lessons.list({}));
  const [drawn, setDrawn] = useState(false);
  const texts: PosterTexts = {
    free: t('courses.free'),
    teacher: (name) => t('courses.poster.teacher', { name }),
    scan: t('courses.poster.scan'),
    contents: t('courses.poster.contents'),
    more: (n) => t('courses.poster.more', { n }),
    preview: t('courses.lesson.freeBadge'),
    lessonCount: (n) => t('courses.lessonCount', { n }),
  };
  const content = found.data ? posterContent(course, found.data.rows, texts) : null;
  const signature = content ? JSON.stringify(content) : '';

  useEffect(() => {
    if (!content || !canvas.current) return;
    let current = true;
    setDrawn(false);
    void drawPoster(canvas.current, kind, content, course.cover_url, texts).then(() => current && setDrawn(true));
    return () => {
      current = false;
    };
    // drawn again when what it shows changes: content and texts are new objects each render, their words are in `signature`
  }, [signature, kind, course.cover_url]);

  const download = () => {
    canvas.current?.toBlob((blob) => {
      if (!blob) return;
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = posterFileName(course.title, t(`courses.poster.file.${kind}`));
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    }, 'image/png');
  };

  const other: PosterKind = kind === 'poster' ? 'playbill' : 'poster';
  return (
    <section className="lc-card lc-poster">
      <header className="lc-lessons__toolbar">
        <h1 className="lc-page-title">{t(`courses.poster.heading.${kind}`, { title: course.title })}</h1>
        <div className="lc-list__head-actions">
          <Link className="lc-button lc-button--text" to={listPathOf(course)}>{t('courses.back')}</Link>
          <Link className="lc-button lc-button--default" to={`/course/video/${other}?id=${course.id}`}>{t(`courses.poster.switch.${other}`)}</Link>
          <Button variant="primary" disabled={!drawn} onClick={download}>{t('courses.poster.download')}</Button>
        </div>
      </header>
      {found.error && !found.data && <QueryError error={found.error} onRetry={found.reload} />}
      <p className="lc-lessons__hint">{t('courses.poster.hint', { link: course.link })}</p>
      <canvas ref={canvas} className="lc-poster__canvas" role="img" aria-label={t(`courses.poster.alt.${kind}`, { title: course.title })} aria-busy={!drawn || undefined} />
    </section>
  );
}
