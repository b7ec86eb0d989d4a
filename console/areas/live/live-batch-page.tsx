import { Link, useNavigate } from 'react-router';
import { useStore } from '@nanostores/react';
import { $t } from '@shared/i18n/i18n.ts';
import { liveSeriesFormOf } from '@shared/live/forms.ts';
import { createLiveSeries, liveSessionsResource } from '@shared/live/resources.ts';
import { LIVE_ROUTES } from '@shared/live/routes.ts';
import { change } from '@console/kit/data.ts';
import { PageForm } from '@console/kit/page-form.tsx';
import { seriesFields } from './live-fields.tsx';
import { SeriesPreview } from './series-preview.tsx';
import { useLiveCourses } from './use-live-courses.ts';
import './live-texts.ts';
import './live.css';

/**
 * /live/batch (spec §2 "Live"): the sessions of a series at once — its name, the first start, how many and how
 * many days apart, and what they share — with the sessions it will make listed as the teacher types.
 */
export default function LiveBatchPage() {
  const t = useStore($t);
  const navigate = useNavigate();
  const courses = useLiveCourses();
  return (
    <section className="lc-card lc-live-form">
      <h1 className="lc-page-title">{t('live.batch.heading')}</h1>
      <p className="lc-live-intro">{t('live.batch.intro')}</p>
      <PageForm
        fields={seriesFields(t, courses)}
        initial={liveSeriesFormOf()}
        preview={(form) => <SeriesPreview form={form} />}
        submit={(form) => change(() => createLiveSeries(form), [liveSessionsResource])}
        saveLabel={t('live.batch.submit')}
        savedText={t('live.batch.done')}
        onSaved={() => navigate(`${LIVE_ROUTES.list}?status=scheduled`)}
        extra={<Link to={LIVE_ROUTES.list}>{t('live.form.back')}</Link>}
      />
    </section>
  );
}
