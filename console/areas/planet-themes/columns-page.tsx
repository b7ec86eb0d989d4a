import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { formatDateTime } from '@shared/format/date.ts';
import { $t } from '@shared/i18n/i18n.ts';
import { columnsResource, setColumnStatus, type ColumnDraft, type ColumnQuery } from '@shared/planet-themes/resources.ts';
import { COLUMN_LIMITS } from '@shared/planet-themes/rules.ts';
import type { PlanetColumn } from '@shared/planet-themes/types.ts';
import { ListScreen } from '@console/kit/list-screen.tsx';
import { PlanetDetailFrame } from '@console/areas/planets/planet-detail-frame.tsx';
import { usePlanetFromQuery } from '@console/areas/planets/use-planet.ts';
import { ColumnThemesDialog } from './column-themes-dialog.tsx';
import '@console/areas/planets/planet-texts.ts';
import './themes.css';

const DEFAULTS: ColumnQuery = { page: 1, pageSize: COLUMN_LIMITS.pageSizeDefault };

/**
 * /planet/detail/columns and /p/planet/detail/columns: the planet's columns; create, rename, publish or hide,
 * delete, and open one to add or remove its themes.
 */
export default function ColumnsPage() {
  const t = useStore($t);
  const [planet] = usePlanetFromQuery();
  const [opened, setOpened] = useState<PlanetColumn | null>(null);
  if (!planet) return null;
  const saved = t('planet.themes.column.saved');

  return (
    <PlanetDetailFrame planet={planet} section="columns">
      <ListScreen<PlanetColumn, ColumnQuery, ColumnDraft>
        section
        title={t('planet.themes.column.tableLabel')}
        resource={columnsResource(planet.id)}
        defaults={DEFAULTS}
        columns={[
          { key: 'title', header: t('planet.themes.column.col.title'), width: '32%', render: (column) => <span className="lc-themes__topic-name">{column.title}</span> },
          { key: 'themes', header: t('planet.themes.column.col.themes'), align: 'end', render: (column) => column.theme_count },
          {
            key: 'status',
            header: t('planet.themes.column.col.status'),
            render: (column) => <span className={`lc-themes__badge${column.status ? ' lc-themes__badge--on' : ''}`}>{t(`planet.themes.column.status.${column.status}`)}</span>,
          },
          { key: 'updated', header: t('planet.themes.column.col.updated'), render: (column) => formatDateTime(column.updated_at) },
        ]}
        rowKey={(column) => column.id}
        rowName={(column) => column.title}
        rowActions={[
          { label: t('planet.themes.column.open'), run: setOpened },
          { label: t('planet.themes.column.hide'), run: (column) => setColumnStatus(column, 0), done: saved, hidden: (column) => column.status === 0 },
          { label: t('planet.themes.column.publish'), run: (column) => setColumnStatus(column, 1), done: saved, hidden: (column) => column.status === 1 },
        ]}
        createLabel={t('planet.themes.column.create')}
        form={{
          title: (column) => t(column ? 'planet.themes.column.renameTitle' : 'planet.themes.column.createTitle'),
          fields: [
            { kind: 'text', name: 'title', label: t('planet.themes.column.name'), max: COLUMN_LIMITS.titleMax, check: (title) => (title.trim() === '' ? t('planet.themes.column.nameEmpty') : undefined) },
          ],
          initial: (column) => ({ title: column?.title ?? '' }),
          width: 480,
          saveLabel: t('planet.themes.column.confirm'),
          savedText: saved,
        }}
        deleteTexts={{ confirm: (column) => t('planet.themes.column.confirmDelete', { name: column.title }), done: t('planet.themes.column.deleted') }}
        empty={t('planet.themes.column.empty')}
      />
      {opened && <ColumnThemesDialog column={opened} onClose={() => setOpened(null)} />}
    </PlanetDetailFrame>
  );
}
