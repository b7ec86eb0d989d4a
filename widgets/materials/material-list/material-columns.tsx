import type { Translate } from '@shared/i18n/i18n.ts';
import { dimensionsOf, formatDuration, sizeOf, statusOf, STATUS_LABEL_KEYS } from '@shared/materials/format.ts';
import type { Material, MaterialKind } from '@shared/materials/types.ts';
import { formatDateTime } from '@shared/format/date.ts';
import type { TableColumn } from '@widgets/ui/table/table.tsx';
import { MaterialName } from './material-name.tsx';
import { RowActions, type MaterialActions } from './row-actions.tsx';

/** The table columns of one kind (spec §3 "Material"): which fields show depends on the kind. */
export function materialColumns(kind: MaterialKind, t: Translate, actions: MaterialActions | undefined): TableColumn<Material>[] {
  const columns: TableColumn<Material>[] = [
    { key: 'name', header: t('material.column.name'), render: (row) => <MaterialName material={row} onOpen={actions?.open} t={t} /> },
    { key: 'size', header: t('material.column.size'), width: 110, render: (row) => sizeOf(row) },
  ];
  if (kind === 'audio' || kind === 'video') {
    columns.push({ key: 'duration', header: t('material.column.duration'), width: 110, render: (row) => formatDuration(row.duration) });
  }
  if (kind === 'picture') {
    columns.push({ key: 'dimensions', header: t('material.column.dimensions'), width: 130, render: (row) => dimensionsOf(row) });
  }
  if (kind === 'video') {
    columns.push({
      key: 'status',
      header: t('material.column.status'),
      width: 90,
      render: (row) => {
        const status = statusOf(row);
        return <span className={`lc-material-status lc-material-status--${status}`}>{t(STATUS_LABEL_KEYS[status])}</span>;
      },
    });
  }
  columns.push({ key: 'created', header: t('material.column.createdAt'), width: 170, render: (row) => formatDateTime(row.created_at) });
  if (actions?.edit) {
    columns.push({ key: 'actions', header: t('material.column.actions'), width: 170, render: (row) => <RowActions material={row} actions={actions} t={t} /> });
  }
  return columns;
}
