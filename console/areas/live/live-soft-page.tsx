import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useStore } from '@nanostores/react';
import { formatDateTime } from '@shared/format/date.ts';
import { $t } from '@shared/i18n/i18n.ts';
import { liveStreamSource, liveToPushSource, resetStreamKey } from '@shared/live/resources.ts';
import { LIVE_ROUTES } from '@shared/live/routes.ts';
import type { LiveStream } from '@shared/live/types.ts';
import { Button } from '@widgets/ui/button/button.tsx';
import { Select } from '@widgets/ui/select/select.tsx';
import { change } from '@console/kit/data.ts';
import { QueryError } from '@console/kit/query-state.tsx';
import { confirmThenRun } from '@console/kit/row-actions.tsx';
import { useRecord } from '@console/kit/use-record.ts';
import { CopyValue } from './copy-value.tsx';
import './live-texts.ts';
import './live.css';

/**
 * /live/soft (spec §2 "Live"): what streaming software (OBS and the like) needs for one session — the push server
 * and the session's stream key, each with a copy button — with the key hidden until asked for and a new key on
 * demand. The session comes from `?id=` or the chooser of sessions not over yet.
 */
export default function LiveSoftPage() {
  const t = useStore($t);
  const [params, setParams] = useSearchParams();
  const id = Number(params.get('id') ?? 0);
  const choices = useRecord(liveToPushSource, {});
  const sessions = choices.data ?? [];
  const options = sessions.map((live) => ({ value: live.id, label: `${live.title}（${formatDateTime(live.start_at).slice(0, 16)}）` }));
  return (
    <section className="lc-card lc-live-soft">
      <h1 className="lc-page-title">{t('live.soft.heading')}</h1>
      <p className="lc-live-intro">{t('live.soft.intro')}</p>
      {choices.error ? (
        <QueryError error={choices.error} onRetry={choices.reload} />
      ) : (
        <Select<number>
          label={t('live.soft.choose')}
          value={id > 0 ? id : undefined}
          placeholder={t('live.soft.choosePlaceholder')}
          options={id > 0 && !sessions.some((live) => live.id === id) ? [...options, { value: id, label: `#${id}` }] : options}
          onChange={(next) => setParams({ id: String(next) })}
        />
      )}
      {choices.data && sessions.length === 0 && id === 0 && <p>{t('live.soft.none')}</p>}
      {id > 0 && <StreamSettings key={id} id={id} />}
      <p className="lc-live-links"><Link to={LIVE_ROUTES.list}>{t('live.soft.back')}</Link></p>
    </section>
  );
}

function StreamSettings({ id }: { id: number }) {
  const t = useStore($t);
  const found = useRecord(liveStreamSource, { id });
  const [shown, setShown] = useState(false);
  if (found.error) return <QueryError error={found.error} onRetry={found.reload} />;
  const stream = found.data;
  if (!stream) return null;

  const reset = (current: LiveStream) =>
    void confirmThenRun(
      { title: t('live.soft.resetTitle'), message: t('live.soft.resetConfirm'), danger: true },
      () => change(() => resetStreamKey(current), [liveStreamSource]),
      t('live.soft.resetDone'),
    );

  return (
    <>
      <p>{t('live.soft.status', { status: t(`live.status.${stream.status}`) })}</p>
      {stream.status === 'ended' && <p>{t('live.soft.ended')}</p>}
      <CopyValue label={t('live.soft.server')} value={stream.push_url} />
      <CopyValue label={t('live.soft.key')} value={stream.stream_key} mask={shown ? undefined : `${'•'.repeat(16)}（${t('live.soft.hidden')}）`}>
        <Button variant="text" aria-pressed={shown} onClick={() => setShown(!shown)}>{shown ? t('live.soft.hide') : t('live.soft.show')}</Button>
        <Button variant="danger" onClick={() => reset(stream)}>{t('live.soft.reset')}</Button>
      </CopyValue>
      <p className="lc-live-warning">{t('live.soft.keyWarning')}</p>
      <section>
        <h2>{t('live.soft.steps')}</h2>
        <ol className="lc-live-steps">
          <li>{t('live.soft.step1')}</li>
          <li>{t('live.soft.step2')}</li>
          <li>{t('live.soft.step3')}</li>
          <li>{t(`live.soft.recommend.${stream.mode}`)}</li>
        </ol>
      </section>
    </>
  );
}
