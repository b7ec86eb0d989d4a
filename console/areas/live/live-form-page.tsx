import { Link, useLocation, useNavigate } from 'react-router';
import { useStore } from '@nanostores/react';
import { $t } from '@shared/i18n/i18n.ts';
import { liveFormOf } from '@shared/live/forms.ts';
import { liveSessionSource, liveSessionsResource } from '@shared/live/resources.ts';
import { LIVE_ROUTES } from '@shared/live/routes.ts';
import type { LiveSession } from '@shared/live/types.ts';
import { change } from '@console/kit/data.ts';
import { MissingId, useIdParam } from '@console/kit/missing-id.tsx';
import { PageForm } from '@console/kit/page-form.tsx';
import { QueryError } from '@console/kit/query-state.tsx';
import { useRecord } from '@console/kit/use-record.ts';
import { liveFields } from './live-fields.tsx';
import { useLiveCourses } from './use-live-courses.ts';
import './live-texts.ts';
import './live.css';

/**
 * /live/create, and /live/edit?id= for one session (spec §2 "Live"): title, cover from the picture library, start,
 * planned length, the course it belongs to, price in 元, landscape or portrait, replay, introduction.
 */
export default function LiveFormPage() {
  const t = useStore($t);
  const id = useIdParam() ?? 0;
  const editing = useLocation().pathname === LIVE_ROUTES.edit;
  const found = useRecord(liveSessionSource, id > 0 ? { id } : null);
  if (editing && id === 0) return <MissingId message={t('live.form.missingId')} back={{ to: LIVE_ROUTES.list, label: t('live.form.back') }} />;
  if (id > 0 && found.error) return <section className="lc-card"><QueryError error={found.error} onRetry={found.reload} /><Link to={LIVE_ROUTES.list}>{t('live.form.back')}</Link></section>;
  if (id > 0 && !found.data) return null;
  const live = found.data ?? null;
  return <OpenLiveForm key={live?.id ?? 'new'} live={live} />;
}

function OpenLiveForm({ live }: { live: LiveSession | null }) {
  const t = useStore($t);
  const navigate = useNavigate();
  const courses = useLiveCourses();
  const resource = liveSessionsResource;
  return (
    <section className="lc-card lc-live-form">
      <h1 className="lc-page-title">{live ? t('live.form.editTitle', { title: live.title }) : t('live.form.createTitle')}</h1>
      <PageForm
        // the courses arrive after the page: the form is drawn again with them, keeping what was typed
        fields={liveFields(t, courses, live)}
        initial={liveFormOf(live)}
        submit={(form) => change(() => (live ? resource.update!(live, form) : resource.create!(form)), [resource])}
        savedText={t('live.form.saved')}
        onSaved={() => navigate(LIVE_ROUTES.list)}
        extra={<Link to={LIVE_ROUTES.list}>{t('live.form.back')}</Link>}
      />
    </section>
  );
}
