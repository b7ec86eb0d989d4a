import { useCallback, useEffect, useState } from 'react';
import type { Page } from '@shared/api/types.ts';
import { useStore } from '@nanostores/react';
import { deleteWiki, fetchWiki } from '@shared/planet-mode/client.ts';
import { formatDateTime } from '@shared/format/date.ts';
import { $t } from '@shared/i18n/i18n.ts';
import type { WikiArticle } from '@shared/planet-mode/types.ts';
import { Button } from '@widgets/ui/button/button.tsx';
import { Pager } from '@widgets/ui/pager/pager.tsx';
import { SearchBox } from '@widgets/ui/search-box/search-box.tsx';
import { Select } from '@widgets/ui/select/select.tsx';
import { Table, type TableColumn } from '@widgets/ui/table/table.tsx';
import { confirmThen, PlanetFilter, toastError, EditRemoveButtons } from './mode-kit.tsx';
import { useOwnerPlanets } from './use-owner-planets.ts';
import { WikiDialog } from './wiki-dialog.tsx';

const PAGE_SIZE = 10;

/** /p/planet/wiki: the knowledge-base articles of the owner's planets; search in titles and text. */
export default function WikiPage() {
  const t = useStore($t);
  const planets = useOwnerPlanets();
  const [planetId, setPlanetId] = useState<number | undefined>();
  const [category, setCategory] = useState('');
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const [found, setFound] = useState<(Page<WikiArticle> & { categories: string[] }) | null>(null);
  const [busy, setBusy] = useState(false);
  const [editing, setEditing] = useState<WikiArticle | 'new' | null>(null);

  const load = useCallback(async () => {
    setBusy(true);
    try {
      setFound(await fetchWiki({ page, pageSize: PAGE_SIZE, planetId, keyword, category }));
    } catch (error) {
      toastError(error);
    } finally {
      setBusy(false);
    }
  }, [page, planetId, keyword, category]);
  useEffect(() => {
    void load();
  }, [load]);

  const remove = async (article: WikiArticle) => {
    if (await confirmThen(t('planet.mode.delete'), t('planet.mode.deleteConfirm', { title: article.title }), () => deleteWiki(article.id), t('planet.mode.deleted'))) await load();
  };

  const columns: TableColumn<WikiArticle>[] = [
    { key: 'title', header: t('planet.mode.wiki.title'), width: '40%', render: (a) => (<div><strong>{a.title}</strong><p className="lc-mode__clamp">{a.content}</p></div>) },
    { key: 'category', header: t('planet.mode.wiki.category'), render: (a) => (a.category ? <span className="lc-mode-tag">{a.category}</span> : '—') },
    { key: 'planet', header: t('planet.mode.col.planet'), render: (a) => a.planet_title },
    { key: 'updated', header: t('planet.mode.col.updated'), render: (a) => formatDateTime(a.updated_at) },
    {
      key: 'actions',
      header: t('common.actions'),
      render: (a) => (
        <div className="lc-mode__actions">
          <EditRemoveButtons name={a.title} onEdit={() => setEditing(a)} onRemove={() => void remove(a)} />
        </div>
      ),
    },
  ];

  return (
    <section className="lc-card">
      <header className="lc-mode__head">
        <h1 className="lc-page-title">{t('planet.mode.wiki.heading')}</h1>
        <Button variant="primary" disabled={planets?.length === 0} onClick={() => setEditing('new')}>{t('planet.mode.wiki.create')}</Button>
      </header>
      <div className="lc-mode__filters">
        <PlanetFilter planets={planets} value={planetId} onChange={(id) => { setPlanetId(id); setCategory(''); setPage(1); }} />
        <Select<string>
          label={t('planet.mode.wiki.category')}
          value={category}
          options={[{ value: '', label: t('planet.mode.wiki.allCategories') }, ...(found?.categories ?? []).map((name) => ({ value: name, label: name }))]}
          onChange={(value) => { setCategory(value); setPage(1); }}
        />
        <SearchBox label={t('planet.mode.wiki.search')} placeholder={t('planet.mode.wiki.search')} clearLabel={t('common.clear')} value={keyword} onSearch={(text) => { setKeyword(text); setPage(1); }} />
      </div>
      <Table label={t('planet.mode.wiki.heading')} columns={columns} rows={found?.rows ?? []} rowKey={(a) => a.id} busy={busy} empty={found && t('planet.mode.wiki.empty')} />
      {found && found.totalCount > PAGE_SIZE && <Pager className="lc-mode__pager" total={found.totalCount} page={page} pageSize={PAGE_SIZE} onChange={setPage} disabled={busy} />}
      {editing && (
        <WikiDialog
          article={editing === 'new' ? null : editing}
          planets={planets}
          categories={found?.categories ?? []}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void load();
          }}
        />
      )}
    </section>
  );
}
