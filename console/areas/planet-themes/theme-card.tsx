import { useStore } from '@nanostores/react';
import { formatDateTime } from '@shared/format/date.ts';
import { $t } from '@shared/i18n/i18n.ts';
import { contentLines } from '@shared/planet-themes/rules.ts';
import type { PlanetTheme } from '@shared/planet-themes/types.ts';
import { Button } from '@widgets/ui/button/button.tsx';

export type ThemeAction = 'edit' | 'delete' | 'top' | 'highlight' | 'approve' | 'hide' | 'show' | 'relate' | 'praise' | 'collect';

/** One post of the feed: author, badges, text with its line breaks (text only, never HTML), media, topics, counts, actions. */
export function ThemeCard({ theme, busy, onAction, onUnrelate }: {
  theme: PlanetTheme;
  busy: boolean;
  onAction: (action: ThemeAction, theme: PlanetTheme) => void;
  onUnrelate: (theme: PlanetTheme, topicId: number) => void;
}) {
  const t = useStore($t);
  const name = theme.author.nickname || t('planet.themes.author');
  const pictures = theme.media.filter((item) => item.source_type === 'picture');
  const act = (action: ThemeAction) => () => onAction(action, theme);
  return (
    <article className={`lc-themes__card${theme.top ? ' is-top' : ''}`} aria-labelledby={`theme-${theme.id}-author`} data-theme-id={theme.id}>
      <header className="lc-themes__card-head">
        <span className="lc-themes__avatar" aria-hidden="true">
          {[...name][0]}
        </span>
        <div>
          <strong id={`theme-${theme.id}-author`}>{name}</strong>
          <time dateTime={new Date(theme.created_at * 1000).toISOString()}>{formatDateTime(theme.created_at)}</time>
        </div>
        <div className="lc-themes__badges">
          {theme.top === 1 && <span className="lc-themes__badge lc-themes__badge--top">{t('planet.themes.badge.top')}</span>}
          {theme.highlight === 1 && <span className="lc-themes__badge lc-themes__badge--highlight">{t('planet.themes.badge.highlight')}</span>}
          {theme.status === 2 && <span className="lc-themes__badge">{t('planet.themes.badge.pending')}</span>}
          {theme.status === 0 && <span className="lc-themes__badge">{t('planet.themes.badge.hidden')}</span>}
        </div>
      </header>
      {theme.content && (
        <div className="lc-themes__content">
          {contentLines(theme.content).map((line, index) => (
            <p key={index}>{line === '' ? '\u00a0' : line}</p>
          ))}
        </div>
      )}
      {pictures.length > 0 && (
        <ul className="lc-themes__pictures">
          {pictures.map((item, index) => (
            <li key={item.id}>
              <a href={item.url} target="_blank" rel="noreferrer">
                <img src={item.url} alt={t('planet.themes.picture', { name, n: index + 1 })} width={120} height={120} loading="lazy" />
              </a>
            </li>
          ))}
        </ul>
      )}
      {theme.media
        .filter((item) => item.source_type !== 'picture')
        .map((item) =>
          item.source_type === 'audio' ? (
            <figure key={item.id} className="lc-themes__player">
              <figcaption>{item.title}</figcaption>
              <audio controls preload="none" src={item.url} aria-label={item.title} />
            </figure>
          ) : (
            <figure key={item.id} className="lc-themes__player">
              <figcaption>{item.title}</figcaption>
              <video controls preload="none" src={item.url} poster={item.poster || undefined} width={360} aria-label={item.title} />
            </figure>
          ),
        )}
      {theme.topics.length > 0 && (
        <ul className="lc-themes__topic-tags">
          {theme.topics.map((topic) => (
            <li key={topic.id}>
              <span>#{topic.name}</span>
              <button type="button" aria-label={t('planet.themes.unrelateTopic', { name: topic.name })} disabled={busy} onClick={() => onUnrelate(theme, topic.id)}>
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <footer className="lc-themes__card-foot">
        <span className="lc-themes__counts">
          <button type="button" className="lc-themes__mark" aria-pressed={theme.praised === 1} disabled={busy} onClick={act('praise')}>
            {t('planet.themes.praise', { n: theme.praise_count })}
          </button>
          <button type="button" className="lc-themes__mark" aria-pressed={theme.collected === 1} disabled={busy} onClick={act('collect')}>
            {t('planet.themes.collect', { n: theme.collect_count })}
          </button>
          <span>{t('planet.themes.comments', { n: theme.comment_count })}</span>
        </span>
        <div className="lc-themes__actions" role="group" aria-label={t('planet.themes.actionsFor', { name })}>
          {theme.status === 2 && (
            <Button variant="text" disabled={busy} onClick={act('approve')}>
              {t('planet.themes.approve')}
            </Button>
          )}
          {theme.status === 0 ? (
            <Button variant="text" disabled={busy} onClick={act('show')}>
              {t('planet.themes.show')}
            </Button>
          ) : (
            <>
              <Button variant="text" disabled={busy} onClick={act('top')}>
                {t(theme.top ? 'planet.themes.untop' : 'planet.themes.top')}
              </Button>
              <Button variant="text" disabled={busy} onClick={act('highlight')}>
                {t(theme.highlight ? 'planet.themes.unhighlight' : 'planet.themes.highlight')}
              </Button>
              <Button variant="text" disabled={busy} onClick={act('hide')}>
                {t('planet.themes.hide')}
              </Button>
            </>
          )}
          <Button variant="text" disabled={busy} onClick={act('relate')}>
            {t('planet.themes.relateTopics')}
          </Button>
          <Button variant="text" disabled={busy} onClick={act('edit')}>
            {t('planet.themes.edit')}
          </Button>
          <Button variant="text" disabled={busy} onClick={act('delete')}>
            {t('planet.themes.delete')}
          </Button>
        </div>
      </footer>
    </article>
  );
}
