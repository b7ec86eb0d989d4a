import { useCallback, useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { deleteTheme, fetchActiveTopics, fetchThemes, relateThemeTopics, toggleCollect, togglePraise, unrelateThemeTopics, updateTheme } from '@shared/planet-themes/client.ts';
import { askConfirm, showToast } from '@shared/feedback.ts';
import { $t } from '@shared/i18n/i18n.ts';
import type { PlanetTheme, PlanetTopic, ThemeListQuery, ThemeUpdateInput } from '@shared/planet-themes/types.ts';
import { Button } from '@widgets/ui/button/button.tsx';
import { SearchBox } from '@widgets/ui/search-box/search-box.tsx';
import { Select } from '@widgets/ui/select/select.tsx';
import { Tabs } from '@widgets/ui/tabs/tabs.tsx';
import { PlanetDetailFrame } from '@console/areas/planets/planet-detail-frame.tsx';
import { usePlanetFromQuery } from '@console/areas/planets/use-planet.ts';
import { RelateTopicsDialog } from './relate-topics-dialog.tsx';
import { ThemeCard, type ThemeAction } from './theme-card.tsx';
import { ThemeComposer } from './theme-composer.tsx';
import '@console/areas/planets/planet-texts.ts';
import './themes.css';

const PAGE_SIZE = 10;
const FILTERS = ['all', 'top', 'highlight', 'pending', 'hidden'] as const;
type Filter = (typeof FILTERS)[number];

function queryOf(filter: Filter, topicId: number, keyword: string): Omit<ThemeListQuery, 'planet_id'> {
  return {
    ...(filter === 'top' ? { top: 1 } : {}),
    ...(filter === 'highlight' ? { highlight: 1 } : {}),
    ...(filter === 'pending' ? { status: 2 } : filter === 'hidden' ? { status: 0 } : {}),
    ...(topicId ? { topic_id: topicId } : {}),
    ...(keyword ? { keyword } : {}),
  };
}

/**
 * /planet/detail/active and /p/planet/detail/active: the planet's feed, newest first with the topped posts
 * above; write, edit, delete, top, highlight, approve or hide a post, and tag it with topics.
 */
export default function ThemesPage() {
  const t = useStore($t);
  const [planet] = usePlanetFromQuery();
  const planetId = planet?.id ?? 0;
  const [topics, setTopics] = useState<PlanetTopic[]>([]);
  const [filter, setFilter] = useState<Filter>('all');
  const [topicId, setTopicId] = useState(0);
  const [keyword, setKeyword] = useState('');
  const [themes, setThemes] = useState<PlanetTheme[]>([]);
  const [total, setTotal] = useState(0);
  const [page, setPage] = useState(1);
  const [loading, setLoading] = useState(false);
  const [busyId, setBusyId] = useState(0);
  const [composing, setComposing] = useState<PlanetTheme | 'new' | null>(null);
  const [relating, setRelating] = useState<PlanetTheme | null>(null);

  const fail = useCallback((error: unknown) => showToast(error instanceof Error ? error.message : t('common.failed'), { kind: 'error' }), [t]);

  const load = useCallback(
    async (nextPage: number) => {
      if (!planetId) return;
      setLoading(true);
      try {
        const found = await fetchThemes({ planet_id: planetId, page: nextPage, pageSize: PAGE_SIZE, ...queryOf(filter, topicId, keyword) });
        setThemes((current) => (nextPage === 1 ? found.rows : [...current, ...found.rows.filter((row) => !current.some((c) => c.id === row.id))]));
        setTotal(found.totalCount);
        setPage(nextPage);
      } catch (error) {
        fail(error);
      } finally {
        setLoading(false);
      }
    },
    [planetId, filter, topicId, keyword, fail],
  );

  useEffect(() => {
    void load(1);
  }, [load]);

  useEffect(() => {
    if (planetId) fetchActiveTopics(planetId).then(setTopics, fail);
  }, [planetId, fail]);

  if (!planet) return null;

  const change = async (theme: PlanetTheme, input: Omit<ThemeUpdateInput, 'id'>) => {
    setBusyId(theme.id);
    try {
      await updateTheme({ id: theme.id, ...input });
      showToast(t('planet.themes.done'), { kind: 'success' });
      await load(1);
    } catch (error) {
      fail(error);
    } finally {
      setBusyId(0);
    }
  };

  const mark = async (theme: PlanetTheme, kind: 'praise' | 'collect') => {
    setBusyId(theme.id);
    try {
      const { on, count } = kind === 'praise' ? await togglePraise(theme.id) : await toggleCollect(theme.id);
      const changed = kind === 'praise' ? { praised: on, praise_count: count } : { collected: on, collect_count: count };
      setThemes((current) => current.map((row) => (row.id === theme.id ? { ...row, ...changed } : row)));
    } catch (error) {
      fail(error);
    } finally {
      setBusyId(0);
    }
  };

  const onAction = async (action: ThemeAction, theme: PlanetTheme) => {
    if (action === 'edit') return setComposing(theme);
    if (action === 'relate') return setRelating(theme);
    if (action === 'top') return change(theme, { top: theme.top ? 0 : 1 });
    if (action === 'highlight') return change(theme, { highlight: theme.highlight ? 0 : 1 });
    if (action === 'approve' || action === 'show') return change(theme, { status: 1 });
    if (action === 'hide') return change(theme, { status: 0 });
    if (action === 'praise' || action === 'collect') return mark(theme, action);
    const confirmed = await askConfirm({ title: t('planet.themes.confirmDeleteTitle'), message: t('planet.themes.confirmDelete') });
    if (!confirmed) return;
    setBusyId(theme.id);
    try {
      await deleteTheme(theme.id);
      showToast(t('planet.themes.deleted'), { kind: 'success' });
      await load(1);
    } catch (error) {
      fail(error);
    } finally {
      setBusyId(0);
    }
  };

  const onUnrelate = async (theme: PlanetTheme, topic: number) => {
    setBusyId(theme.id);
    try {
      const updated = await unrelateThemeTopics(theme.id, [topic]);
      setThemes((current) => current.map((row) => (row.id === updated.id ? updated : row)));
    } catch (error) {
      fail(error);
    } finally {
      setBusyId(0);
    }
  };

  return (
    <PlanetDetailFrame planet={planet} section="active">
      <div className="lc-themes">
        <div className="lc-themes__toolbar">
          <Tabs
            label={t('planet.themes.filter')}
            items={FILTERS.map((key) => ({ key, label: t(`planet.themes.filter.${key}`) }))}
            value={filter}
            onChange={setFilter}
          />
          <Select
            label={t('planet.themes.filterTopic')}
            hideLabel
            value={topicId}
            options={[{ value: 0, label: t('planet.themes.anyTopic') }, ...topics.map((topic) => ({ value: topic.id, label: `#${topic.name}` }))]}
            onChange={setTopicId}
          />
          <SearchBox label={t('planet.themes.search')} placeholder={t('planet.themes.search')} clearLabel={t('common.clear')} value={keyword} onSearch={setKeyword} />
          <Button variant="primary" onClick={() => setComposing('new')}>
            {t('planet.themes.compose')}
          </Button>
        </div>
        <p className="lc-themes__total" aria-live="polite">
          {t('planet.themes.count', { n: total })}
        </p>
        <section aria-label={t('planet.themes.feedLabel')} aria-busy={loading || undefined} className="lc-themes__feed">
          {themes.length === 0 && !loading && <p className="lc-themes__empty">{t('planet.themes.empty')}</p>}
          {themes.map((theme) => (
            <ThemeCard key={theme.id} theme={theme} busy={busyId === theme.id} onAction={(action, row) => void onAction(action, row)} onUnrelate={(row, id) => void onUnrelate(row, id)} />
          ))}
        </section>
        {themes.length < total && (
          <div className="lc-themes__more">
            <Button loading={loading} onClick={() => void load(page + 1)}>
              {t('planet.themes.loadMore')}
            </Button>
          </div>
        )}
      </div>
      {composing && (
        <ThemeComposer
          planetId={planet.id}
          theme={composing === 'new' ? undefined : composing}
          topics={topics}
          onClose={() => setComposing(null)}
          onSaved={() => {
            setComposing(null);
            void load(1);
          }}
        />
      )}
      {relating && (
        <RelateTopicsDialog
          theme={relating}
          topics={topics}
          onClose={() => setRelating(null)}
          onSave={async (ids) => {
            const updated = await relateThemeTopics(relating.id, ids);
            setThemes((current) => current.map((row) => (row.id === updated.id ? updated : row)));
            setRelating(null);
            showToast(t('planet.themes.done'), { kind: 'success' });
          }}
        />
      )}
    </PlanetDetailFrame>
  );
}
