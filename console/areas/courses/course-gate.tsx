import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useStore } from '@nanostores/react';
import { courseSource } from '@shared/courses/resources.ts';
import type { CourseRecord } from '@shared/courses/types.ts';
import { $t } from '@shared/i18n/i18n.ts';
import { MissingId, useIdParam } from '@console/kit/missing-id.tsx';
import { QueryError } from '@console/kit/query-state.tsx';
import { useRecord } from '@console/kit/use-record.ts';
import './course-texts.ts';
import './course-pages.css';

type Props = {
  /** the address parameters that may name the course, the first present one wins */
  idParams?: readonly string[];
  /** the page's heading while there is no course to show; the message is the heading without one */
  heading?: string;
  /** said when the address names no course: which id is missing and what the page cannot do */
  missingId: string;
  /** which courses the page takes: another kind reads as not there */
  accepts?: (course: CourseRecord) => boolean;
  back: { to: string; label: string };
  children: (course: CourseRecord) => ReactNode;
};

/** a read that got no answer (offline, timed out): worth retrying, unlike a course the server says is not there */
const unanswered = (error: Error) => ['network', 'timeout'].includes(String((error as { kind?: unknown }).kind));

/**
 * The pages of one course (its lessons, a column's courses, a copy, a poster) take it from the address: this reads
 * it and draws the page only once it is there. Otherwise it says why — no id, not there (deleted, another teacher's,
 * not of the page's kind), or no answer (with 重试) — and leads back.
 */
export function CourseGate({ idParams = ['id'], heading, missingId, accepts, back, children }: Props) {
  const t = useStore($t);
  const id = useIdParam(idParams);
  const found = useRecord(courseSource, id ? { id } : null);

  const gone = (message: string) => (
    <section className="lc-card lc-course-gone">
      <h1 className="lc-page-title">{heading ?? message}</h1>
      {heading !== undefined && <p role="alert">{message}</p>}
      <Link to={back.to}>{back.label}</Link>
    </section>
  );
  if (id === null) return <MissingId message={missingId} back={back} />;
  if (found.error && !found.data) {
    if (!unanswered(found.error)) return gone(t('courses.notFound'));
    return (
      <section className="lc-card">
        {heading !== undefined && <h1 className="lc-page-title">{heading}</h1>}
        <QueryError error={found.error} onRetry={found.reload} />
      </section>
    );
  }
  if (!found.data || found.data.id !== id) {
    return (
      <section className="lc-card" aria-busy="true">
        {heading !== undefined && <h1 className="lc-page-title">{heading}</h1>}
        <p className="lc-course-muted">{t('common.loading')}</p>
      </section>
    );
  }
  if (accepts && !accepts(found.data)) return gone(t('courses.notFound'));
  return <>{children(found.data)}</>;
}
