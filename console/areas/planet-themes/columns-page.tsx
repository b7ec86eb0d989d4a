import { useCallback, useEffect, useState } from 'react';
import type { Page } from '@shared/api/types.ts';
import { useStore } from '@nanostores/react';
import { createColumn, deleteColumn, fetchColumns, updateColumn } from '@shared/planet-themes/client.ts';
import { askConfirm, showToast } from '@shared/feedback.ts';
import { formatDateTime } from '@shared/format/date.ts';
import { $t } from '@shared/i18n/i18n.ts';
import { COLUMN_LIMITS } from '@shared/planet-themes/rules.ts';
import type { PlanetColumn } from '@shared/planet-themes/types.ts';
import { Button } from '@widgets/ui/button/button.tsx';
import { Pager } from '@widgets/ui/pager/pager.tsx';
import { PromptDialog } from '@widgets/ui/prompt-dialog/prompt-dialog.tsx';
import { Table, type TableColumn } from '@widgets/ui/table/table.tsx';
import { PlanetDetailFrame } from '@console/areas/planets/planet-detail-frame.tsx';
import { usePlanetFromQuery } from '@console/areas/planets/use-planet.ts';
import { ColumnThemesDialog } from './column-themes-dialog.tsx';
import '@console/areas/planets/planet-texts.ts';
import './themes.css';

const PAGE_SIZE = COLUMN_LIMITS.pageSizeDefault;

/**
 * /planet/detail/columns and /p/planet/detail/columns: the planet's columns; create, rename, publish or hide,
 * delete, and open one to add or remove its themes.
 */
export default function ColumnsPage() {
  const t = useStore($t);
  const [planet] = usePlanetFromQuery();
  const planetId = planet?.id ?? 0;
  const [page, setPage] = useState(1);
  const [found, setFound] = useState<Page<PlanetColumn> | null>(null);
  const [naming, setNaming] = useState<PlanetColumn | 'new' | null>(null);
  const [opened, setOpened] = useState<PlanetColumn | null>(null);
  const [busy, setBusy] = useState(0);

  const fail = useCallback((error: unknown) => showToast(error instanceof Error ? error.message : t('common.failed'), { kind: 'error' }), [t]);
  const load = useCallback(async () => {
    if (!planetId) return;
    try {
      setFound(await fetchColumns(planetId, page, PAGE_SIZE));
    } catch (error) {
      fail(error);
    }
  }, [planetId, page, fail]);

  useEffect(() => {
    void load();
  }, [load]);

  if (!planet) return null;

  const act = async (column: PlanetColumn, run: () => Promise<unknown>, done: string) => {
    setBusy(column.id);
    try {
      await run();
      showToast(done, { kind: 'success' });
      await load();
    } catch (error) {
      fail(error);
    } finally {
      setBusy(0);
    }
  };

  const remove = async (column: PlanetColumn) => {
    const confirmed = await askConfirm({ title: t('planet.themes.column.confirmDeleteTitle'), message: t('planet.themes.column.confirmDelete', { name: column.title }) });
    if (confirmed) await act(column, () => deleteColumn(column.id), t('planet.themes.column.deleted'));
  };

  const columns: TableColumn<PlanetColumn>[] = [
    { key: 'title', header: t('planet.themes.column.col.title'), width: '32%', render: (column) => <span className="lc-themes__topic-name">{column.title}</span> },
    { key: 'themes', header: t('planet.themes.column.col.themes'), align: 'end', render: (column) => column.theme_count },
    {
      key: 'status',
      header: t('planet.themes.column.col.status'),
      render: (column) => <span className={`lc-themes__badge${column.status ? ' lc-themes__badge--on' : ''}`}>{t(`planet.themes.column.status.${column.status}`)}</span>,
    },
    { key: 'updated', header: t('planet.themes.column.col.updated'), render: (column) => formatDateTime(column.updated_at) },
    {
      key: 'actions',
      header: t('planet.themes.column.col.actions'),
      render: (column) => (
        <div className="lc-themes__row-actions" role="group" aria-label={column.title}>
          <Button variant="text" onClick={() => setOpened(column)}>
            {t('planet.themes.column.open')}
          </Button>
          <Button variant="text" onClick={() => setNaming(column)}>
            {t('planet.themes.column.rename')}
          </Button>
          <Button
            variant="text"
            disabled={busy === column.id}
            onClick={() => void act(column, () => updateColumn({ id: column.id, status: column.status ? 0 : 1 }), t('planet.themes.column.saved'))}
          >
            {t(column.status ? 'planet.themes.column.hide' : 'planet.themes.column.publish')}
          </Button>
          <Button variant="text" disabled={busy === column.id} onClick={() => void remove(column)}>
            {t('planet.themes.column.delete')}
          </Button>
        </div>
      ),
    },
  ];

  return (
    <PlanetDetailFrame planet={planet} section="columns">
      <div className="lc-themes">
        <div className="lc-themes__toolbar">
          <span />
          <Button variant="primary" onClick={() => setNaming('new')}>
            {t('planet.themes.column.create')}
          </Button>
        </div>
        <Table label={t('planet.themes.column.tableLabel')} columns={columns} rows={found?.rows ?? []} rowKey={(column) => column.id} empty={t('planet.themes.column.empty')} busy={!found} />
        {found && found.totalCount > PAGE_SIZE && <Pager total={found.totalCount} page={page} pageSize={PAGE_SIZE} onChange={setPage} />}
      </div>
      <PromptDialog
        open={naming !== null}
        title={t(naming === 'new' ? 'planet.themes.column.createTitle' : 'planet.themes.column.renameTitle')}
        label={t('planet.themes.column.name')}
        initialValue={naming && naming !== 'new' ? naming.title : ''}
        emptyMessage={t('planet.themes.column.nameEmpty')}
        confirmText={t('planet.themes.column.confirm')}
        cancelText={t('planet.themes.column.cancel')}
        maxLength={COLUMN_LIMITS.titleMax}
        onCancel={() => setNaming(null)}
        onConfirm={async (title) => {
          try {
            if (naming === 'new') await createColumn({ planet_id: planet.id, title });
            else if (naming) await updateColumn({ id: naming.id, title });
            showToast(t(naming === 'new' ? 'planet.themes.column.created' : 'planet.themes.column.saved'), { kind: 'success' });
            setNaming(null);
            await load();
          } catch (error) {
            fail(error);
          }
        }}
      />
      {opened && (
        <ColumnThemesDialog
          column={opened}
          onClose={(changed) => {
            setOpened(null);
            if (changed) void load();
          }}
        />
      )}
    </PlanetDetailFrame>
  );
}
