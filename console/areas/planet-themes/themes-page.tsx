import { useState } from 'react';
import { useStore } from '@nanostores/react';
import type { ConfirmOptions } from '@shared/feedback.ts';
import { $t } from '@shared/i18n/i18n.ts';
import { FEED_FILTERS, type FeedQuery } from '@shared/planet-themes/feed.ts';
import { activeTopicsResource, feedResource, themeMarks } from '@shared/planet-themes/resources.ts';
import type { PlanetTheme } from '@shared/planet-themes/types.ts';
import { Button } from '@widgets/ui/button/button.tsx';
import { change, keyOf, useQuery } from '@console/kit/data.ts';
import { ListFilters, ListTabsBar } from '@console/kit/list-filters.tsx';
import { QueryError } from '@console/kit/query-state.tsx';
import { confirmThenRun } from '@console/kit/row-actions.tsx';
import { useKeptAnswer } from '@console/kit/use-kept-answer.ts';
import { useListState } from '@console/kit/use-list-state.ts';
import { PlanetDetailFrame } from '@console/areas/planets/planet-detail-frame.tsx';
import { usePlanetFromQuery } from '@console/areas/planets/use-planet.ts';
import { RelateTopicsDialog } from './relate-topics-dialog.tsx';
import { ThemeCard, type ThemeAction } from './theme-card.tsx';
import { ThemeComposer } from './theme-composer.tsx';
import '@console/areas/planets/planet-texts.ts';
import './themes.css';

/** `page` is how many pages of the feed are shown (加载更多 reads the next) */
const DEFAULTS: FeedQuery = { page: 1, pageSize: 10, filter: 'all', topic: 0, keyword: '' };

/**
 * /planet/detail/active and /p/planet/detail/active: the planet's feed, newest first with the topped posts
 * above; write, edit, delete, top, highlight, approve or hide a post, and tag it with topics. Its filter, topic,
 * search and how far it was read live in the address bar.
 */
export default function ThemesPage() {
  const t = useStore($t);
  const [planet] = usePlanetFromQuery();
  const [state, set] = useListState(DEFAULTS, { filter: FEED_FILTERS });
  const feed = feedResource(planet?.id ?? 0);
  const topicList = activeTopicsResource(planet?.id ?? 0);
  const found = useQuery(planet ? keyOf(feed.name, state) : null, () => feed.list(state));
  const topics = useQuery(planet ? topicList.name : null, () => topicList.list({})).data?.rows ?? [];
  const shown = useKeptAnswer(found);
  const [busyId, setBusyId] = useState(0);
  const [composing, setComposing] = useState<PlanetTheme | 'new' | null>(null);
  const [relating, setRelating] = useState<PlanetTheme | null>(null);
  if (!planet) return null;
  const stale = [feed];

  /** One change of one post: its buttons wait meanwhile, and every list showing it is read again. */
  const act = async (theme: PlanetTheme, run: () => Promise<unknown>, done?: string, question?: ConfirmOptions) => {
    await confirmThenRun(question ?? null, async () => {
      setBusyId(theme.id);
      try {
        await change(run, stale);
      } finally {
        setBusyId(0);
      }
    }, done);
  };

  const onAction = (action: ThemeAction, theme: PlanetTheme) => {
    const done = t('planet.themes.done');
    switch (action) {
      case 'edit':
        return setComposing(theme);
      case 'relate':
        return setRelating(theme);
      case 'top':
        return act(theme, () => feed.update(theme, { top: theme.top ? 0 : 1 }), done);
      case 'highlight':
        return act(theme, () => feed.update(theme, { highlight: theme.highlight ? 0 : 1 }), done);
      case 'approve':
      case 'show':
        return act(theme, () => feed.update(theme, { status: 1 }), done);
      case 'hide':
        return act(theme, () => feed.update(theme, { status: 0 }), done);
      case 'praise':
      case 'collect':
        return act(theme, () => themeMarks[action](theme));
      case 'delete':
        return act(theme, () => feed.remove!(theme), t('planet.themes.deleted'), { title: t('planet.themes.confirmDeleteTitle'), message: t('planet.themes.confirmDelete'), danger: true });
    }
  };

  return (
    <PlanetDetailFrame planet={planet} section="active">
      <div className="lc-themes">
        <div className="lc-themes__toolbar">
          <ListTabsBar tabs={{ key: 'filter', label: t('planet.themes.filter'), options: FEED_FILTERS.map((value) => ({ value, label: t(`planet.themes.filter.${value}`) })) }} state={state} set={set} />
          <ListFilters<FeedQuery>
            filters={[
              { kind: 'select', key: 'topic', label: t('planet.themes.filterTopic'), options: [{ value: 0, label: t('planet.themes.anyTopic') }, ...topics.map((topic) => ({ value: topic.id, label: `#${topic.name}` }))] },
              { kind: 'search', key: 'keyword', label: t('planet.themes.search') },
            ]}
            state={state}
            set={set}
          />
          <Button variant="primary" onClick={() => setComposing('new')}>
            {t('planet.themes.compose')}
          </Button>
        </div>
        <p className="lc-themes__total" aria-live="polite">
          {t('planet.themes.count', { n: shown?.totalCount ?? 0 })}
        </p>
        {found.error && !shown && <QueryError error={found.error} onRetry={found.reload} />}
        <section aria-label={t('planet.themes.feedLabel')} aria-busy={found.loading || undefined} className="lc-themes__feed">
          {shown?.rows.length === 0 && <p className="lc-themes__empty">{t('planet.themes.empty')}</p>}
          {shown?.rows.map((theme) => (
            <ThemeCard
              key={theme.id}
              theme={theme}
              busy={busyId === theme.id}
              onAction={(action, row) => void onAction(action, row)}
              onUnrelate={(row, topicId) => void act(row, () => themeMarks.unrelateTopic(row, topicId))}
            />
          ))}
        </section>
        {shown && shown.rows.length < shown.totalCount && (
          <div className="lc-themes__more">
            <Button loading={found.loading} onClick={() => set({ page: state.page + 1 })}>
              {t('planet.themes.loadMore')}
            </Button>
          </div>
        )}
      </div>
      {composing && <ThemeComposer planetId={planet.id} theme={composing === 'new' ? undefined : composing} topics={topics} onClose={() => setComposing(null)} />}
      {relating && <RelateTopicsDialog theme={relating} topics={topics} onClose={() => setRelating(null)} relate={(ids) => change(() => themeMarks.relateTopics(relating, ids), stale)} />}
    </PlanetDetailFrame>
  );
}
