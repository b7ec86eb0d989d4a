import { Link } from 'react-router';
import { useStore } from '@nanostores/react';
import { formatFen } from '@shared/format/currency.ts';
import { formatDateTime } from '@shared/format/date.ts';
import { $t, type Translate } from '@shared/i18n/i18n.ts';
import type { LiveForm } from '@shared/live/forms.ts';
import { canDelete, canEnd, canStart } from '@shared/live/rules.ts';
import { endLiveSession, LIVE_STATUS_CHOICES, liveSessionsResource, removeLiveSession, startLiveSession, type LiveListState } from '@shared/live/resources.ts';
import { liveEditPath, LIVE_ROUTES, liveSoftPath } from '@shared/live/routes.ts';
import type { LiveSession } from '@shared/live/types.ts';
import { RecordCover } from '@widgets/ui/initials-cover/record-cover.tsx';
import { ListScreen } from '@console/kit/list-screen.tsx';
import { deleteAction, type RowAction, type RowLink } from '@console/kit/row-actions.tsx';
import './live-texts.ts';
import './live.css';

const DEFAULTS: LiveListState = { page: 1, pageSize: 10, status: '', keyword: '' };

function SessionCell({ live, t }: { live: LiveSession; t: Translate }) {
  return (
    <div className="lc-live-cell">
      <RecordCover className="lc-live-cell__cover" url={live.cover_url} name={live.title} seed={live.id} width={96} height={54} />
      <div>
        <strong className="lc-live-cell__title">{live.title}</strong>
        {live.series_name && <p className="lc-live-muted">{t('live.series', { name: live.series_name })}</p>}
        {live.course_title && <p className="lc-live-muted">{t('live.course', { title: live.course_title })}</p>}
      </div>
    </div>
  );
}

function Figures({ live, t }: { live: LiveSession; t: Translate }) {
  const lines = [
    t('live.figure.reservations', { n: live.reservations }),
    ...(live.status === 'scheduled' ? [] : [t('live.figure.viewers', { n: live.viewers }), t('live.figure.peak', { n: live.peak_online })]),
    ...(live.status === 'ended' ? [live.replay ? t('live.figure.replayViews', { n: live.replay_views }) : t('live.replay.off')] : []),
  ];
  return <ul className="lc-live-figures">{lines.map((line) => <li key={line}>{line}</li>)}</ul>;
}

/**
 * /live/list (spec §2 "Live"): the teacher's sessions by status (全部 / 未开始 / 直播中 / 已结束, kept in the
 * address), searched by title, with cover, time, status, price and the figures the live room recorded; edit, go
 * live, end, push settings, and delete (not while on air).
 */
export default function LiveListPage() {
  const t = useStore($t);
  const actions: (RowAction<LiveSession> | RowLink<LiveSession>)[] = [
    { label: t('live.action.edit'), to: (live) => liveEditPath(live.id) },
    { label: t('live.action.start'), hidden: (live) => !canStart(live.status, live.started_at), run: startLiveSession, confirm: (live) => t('live.start.confirm', { title: live.title }), done: t('live.start.done') },
    { label: t('live.action.end'), hidden: (live) => !canEnd(live.status), run: endLiveSession, danger: true, confirm: (live) => t('live.end.confirm', { title: live.title }), done: t('live.end.done') },
    { label: t('live.action.push'), hidden: (live) => live.status === 'ended', to: (live) => liveSoftPath(live.id) },
    { ...deleteAction(removeLiveSession, (live) => live.title), confirm: (live) => t('live.delete.confirm', { title: live.title }), hidden: (live) => !canDelete(live.status) },
  ];
  return (
    <ListScreen<LiveSession, LiveListState, LiveForm>
      title={t('live.heading')}
      // made and edited on their own pages: the list has no dialog
      resource={liveSessionsResource}
      defaults={DEFAULTS}
      choices={{ status: LIVE_STATUS_CHOICES }}
      tabs={{ key: 'status', label: t('live.tabs'), options: LIVE_STATUS_CHOICES.map((status) => ({ value: status, label: t(`live.status.${status || 'all'}`) })) }}
      filters={[{ kind: 'search', key: 'keyword', label: t('live.search') }]}
      columns={[
        { key: 'session', header: t('live.col.session'), width: '36%', render: (live) => <SessionCell live={live} t={t} /> },
        {
          key: 'time',
          header: t('live.col.time'),
          render: (live) => (
            <>
              <span className="lc-live-nowrap">{formatDateTime(live.start_at).slice(0, 16)}</span>
              <p className="lc-live-muted">{t('live.durationN', { n: live.duration })} · {t(`live.mode.${live.mode}`)}</p>
            </>
          ),
        },
        { key: 'price', header: t('live.col.price'), render: (live) => <span className="lc-live-nowrap">{live.price === 0 ? t('live.free') : formatFen(live.price)}</span> },
        { key: 'status', header: t('live.col.status'), render: (live) => <span className={`lc-live-status lc-live-status--${live.status}`}>{t(`live.status.${live.status}`)}</span> },
        { key: 'figures', header: t('live.col.figures'), render: (live) => <Figures live={live} t={t} /> },
      ]}
      rowKey={(live) => live.id}
      rowName={(live) => live.title}
      rowActions={actions}
      actions={
        <span className="lc-live-head-links">
          <Link className="lc-button" to={LIVE_ROUTES.soft}>{t('live.soft')}</Link>
          <Link className="lc-button" to={LIVE_ROUTES.batch}>{t('live.batch')}</Link>
          <Link className="lc-button lc-button--primary" to={LIVE_ROUTES.create}>{t('live.create')}</Link>
        </span>
      }
      empty={(state) => (state.keyword || state.status ? t('live.emptyFiltered') : t('live.empty'))}
    />
  );
}
