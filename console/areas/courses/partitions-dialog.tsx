import { useStore } from '@nanostores/react';
import type { Partition, PartitionInput } from '@shared/courses/activity-types.ts';
import { PROMOTION_LIMITS } from '@shared/courses/promotion-rules.ts';
import { partitionsResource } from '@shared/courses/promotion-resources.ts';
import { $t, t as translate } from '@shared/i18n/i18n.ts';
import { Button } from '@widgets/ui/button/button.tsx';
import { Dialog } from '@widgets/ui/dialog/dialog.tsx';
import { Table } from '@widgets/ui/table/table.tsx';
import { change } from '@console/kit/data.ts';
import type { ListForm } from '@console/kit/list-screen.tsx';
import { useRecordDialog } from '@console/kit/record-dialog.tsx';
import { RowActions } from '@console/kit/row-actions.tsx';
import { usePartitions } from './use-promotion-choices.ts';

const partitionForm = (): ListForm<Partition, PartitionInput> => ({
  width: 480,
  title: (partition) => translate(partition ? 'courses.partition.renameTitle' : 'courses.partition.create'),
  initial: (partition) => ({ name: partition?.name ?? '' }),
  fields: [{ kind: 'text', name: 'name', label: translate('courses.partition.name'), hint: translate('courses.partition.nameHint'), required: true, max: PROMOTION_LIMITS.partitionNameMax }],
});

/**
 * 管理分区: the account's partitions with their activity counts; create and rename in the kit's form dialog, delete
 * (asked first) only a partition that holds no activity — the note says why the others cannot go.
 */
export function PartitionsDialog({ onClose }: { onClose: () => void }) {
  const t = useStore($t);
  const partitions = usePartitions();
  const editor = useRecordDialog<Partition, PartitionInput>(partitionsResource, partitionForm());
  const full = (partitions?.length ?? 0) >= PROMOTION_LIMITS.partitionsMax;

  return (
    <Dialog
      open
      title={t('courses.partition.heading')}
      width={560}
      onClose={onClose}
      footer={<Button onClick={onClose}>{t('common.close')}</Button>}
    >
      <div className="lc-partitions">
        <div className="lc-partitions__head">
          <p className="lc-course-muted">{t('courses.partition.deleteNote')}</p>
          <Button variant="primary" disabled={full} onClick={editor.create}>{t('courses.partition.create')}</Button>
        </div>
        <Table<Partition>
          label={t('courses.partition.tableLabel')}
          rows={partitions ?? []}
          rowKey={(partition) => partition.id}
          busy={partitions === null}
          empty={t('courses.partition.empty')}
          columns={[
            { key: 'name', header: t('courses.partition.name'), render: (partition) => partition.name },
            { key: 'count', header: t('courses.partition.count'), render: (partition) => partition.activity_count },
            {
              key: 'actions',
              header: t('common.actions'),
              render: (partition) => (
                <RowActions
                  row={partition}
                  name={partition.name}
                  actions={[
                    { label: t('courses.partition.rename'), run: (row) => editor.edit(row) },
                    {
                      label: t('kit.delete'),
                      danger: true,
                      hidden: (row) => row.activity_count > 0,
                      confirm: (row) => t('courses.partition.deleteConfirm', { name: row.name }),
                      run: (row) => change(() => partitionsResource.remove!(row), [partitionsResource]),
                      done: t('courses.partition.deleted'),
                    },
                  ]}
                />
              ),
            },
          ]}
        />
      </div>
      {editor.dialog}
    </Dialog>
  );
}
