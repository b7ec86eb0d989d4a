import { useCallback, useState } from 'react';
import { useStore } from '@nanostores/react';
import { fetchRefunds } from '@shared/planet-members/client.ts';
import { formatFen } from '@shared/format/currency.ts';
import { formatDateTime } from '@shared/format/date.ts';
import { $t } from '@shared/i18n/i18n.ts';
import type { MemberRefundRecord } from '@shared/planet-members/types.ts';
import type { Planet } from '@shared/planets/types.ts';
import { Pager } from '@widgets/ui/pager/pager.tsx';
import { Table, type TableColumn } from '@widgets/ui/table/table.tsx';
import { usePaged } from './use-paged.ts';

const PAGE_SIZE = 10;

/** The refunds tab: each refund with its member, amount against what they paid, reason, who and when. */
export function RefundListPanel({ planet }: { planet: Planet }) {
  const t = useStore($t);
  const [page, setPage] = useState(1);
  const fetchPage = useCallback(() => fetchRefunds(planet.id, page, PAGE_SIZE), [planet.id, page]);
  const { found, busy } = usePaged(fetchPage);

  const columns: TableColumn<MemberRefundRecord>[] = [
    { key: 'member', header: t('planet.members.col.member'), render: (record) => record.nickname },
    { key: 'amount', header: t('planet.members.col.amount'), align: 'end', render: (record) => formatFen(record.amount) },
    { key: 'paid', header: t('planet.members.col.paid'), align: 'end', render: (record) => formatFen(record.paid_amount) },
    { key: 'reason', header: t('planet.members.col.reason'), render: (record) => <span className="lc-members__note">{record.reason}</span> },
    { key: 'operator', header: t('planet.members.col.operator'), render: (record) => record.operator },
    { key: 'at', header: t('planet.members.col.refundedAt'), render: (record) => formatDateTime(record.created_at) },
  ];

  return (
    <>
      <Table
        className="lc-members__refunds"
        label={t('planet.members.refundsLabel')}
        columns={columns}
        rows={found?.rows ?? []}
        rowKey={(record) => record.id}
        busy={busy}
        empty={found && t('planet.members.refundsEmpty')}
      />
      {found && found.totalCount > PAGE_SIZE && (
        <Pager className="lc-members__pager" total={found.totalCount} page={page} pageSize={PAGE_SIZE} onChange={setPage} disabled={busy} />
      )}
    </>
  );
}
