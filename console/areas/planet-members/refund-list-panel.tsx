import { useStore } from '@nanostores/react';
import { formatFen } from '@shared/format/currency.ts';
import { formatDateTime } from '@shared/format/date.ts';
import { $t } from '@shared/i18n/i18n.ts';
import { refundsResource, type RefundListState } from '@shared/planet-members/resources.ts';
import type { MemberRefundRecord } from '@shared/planet-members/types.ts';
import { ListScreen } from '@console/kit/list-screen.tsx';

const DEFAULTS: RefundListState = { page: 1, pageSize: 10, id: 0 };

/** The refunds tab: each refund with its member, amount against what they paid, reason, who and when. */
export function RefundListPanel() {
  const t = useStore($t);
  return (
    <ListScreen<MemberRefundRecord, RefundListState>
      embedded
      className="lc-members lc-members__refunds"
      title={t('planet.members.refundsLabel')}
      resource={refundsResource}
      defaults={DEFAULTS}
      columns={[
        { key: 'member', header: t('planet.members.col.member'), render: (record) => record.nickname },
        { key: 'amount', header: t('planet.members.col.amount'), align: 'end', render: (record) => formatFen(record.amount) },
        { key: 'paid', header: t('planet.members.col.paid'), align: 'end', render: (record) => formatFen(record.paid_amount) },
        { key: 'reason', header: t('planet.members.col.reason'), render: (record) => <span className="lc-members__note">{record.reason}</span> },
        { key: 'operator', header: t('planet.members.col.operator'), render: (record) => record.operator },
        { key: 'at', header: t('planet.members.col.refundedAt'), render: (record) => formatDateTime(record.created_at) },
      ]}
      rowKey={(record) => record.id}
      rowName={(record) => record.nickname}
      empty={t('planet.members.refundsEmpty')}
    />
  );
}
