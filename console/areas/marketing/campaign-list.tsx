import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useStore } from '@nanostores/react';
import { formatDateTime } from '@shared/format/date.ts';
import { $t, type Translate } from '@shared/i18n/i18n.ts';
import { canEdit, canStop } from '@shared/marketing/campaign-rules.ts';
import { CAMPAIGN_STATUS_CHOICES, type CampaignListState, type CampaignResources } from '@shared/marketing/campaign-resources.ts';
import { campaignEditPath, CAMPAIGN_ROUTES } from '@shared/marketing/campaign-routes.ts';
import type { CampaignKind, CampaignProduct, CampaignRecord } from '@shared/marketing/campaign-types.ts';
import type { TableColumn } from '@widgets/ui/table/table.tsx';
import { ListScreen } from '@console/kit/list-screen.tsx';
import { deleteAction, type RowAction, type RowLink } from '@console/kit/row-actions.tsx';
import './coupon-texts.ts';
import './campaigns.css';

const DEFAULTS: CampaignListState = { page: 1, pageSize: 10, status: '', keyword: '' };

const minutes = (at: number) => formatDateTime(at).slice(0, 16);

/** A product as a row names it: its kind and title, or that it was deleted. */
export function ProductName({ product, t }: { product: CampaignProduct; t: Translate }) {
  return (
    <span className="lc-campaign-product">
      <span className="lc-campaign-kind">{t(`marketing.productKind.${product.kind}`)}</span>
      {product.missing ? <span className="lc-campaign-muted">{t('marketing.campaign.productGone')}</span> : <span className="lc-campaign-product__title">{product.title}</span>}
    </span>
  );
}

/** The campaign's name, and what it is of under it. */
function CampaignCell({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="lc-campaign-cell">
      <strong className="lc-campaign-cell__title">{title}</strong>
      {children && <div className="lc-campaign-muted">{children}</div>}
    </div>
  );
}

/** Its window, and when the teacher ended it by hand. */
function WindowCell({ row, t }: { row: CampaignRecord; t: Translate }) {
  return (
    <>
      <span className="lc-campaign-nowrap">{minutes(row.starts_at)}</span>
      <p className="lc-campaign-muted lc-campaign-nowrap">{t('marketing.campaign.until', { time: minutes(row.ends_at) })}</p>
      {row.stopped_at !== null && <p className="lc-campaign-muted lc-campaign-nowrap">{t('marketing.campaign.stoppedAt', { time: minutes(row.stopped_at) })}</p>}
    </>
  );
}

function StatusBadge({ row, t }: { row: CampaignRecord; t: Translate }) {
  return <span className={`lc-campaign-status lc-campaign-status--${row.status}`}>{t(`marketing.campaign.status.${row.status}`)}</span>;
}

type CampaignListProps<Row extends CampaignRecord, Form> = {
  kind: CampaignKind;
  resources: CampaignResources<Row, Form>;
  /** the kind's own columns, between the campaign's name and its window */
  columns: (t: Translate) => readonly TableColumn<Row>[];
  /** what the campaign is of, under its name */
  subject: (row: Row, t: Translate) => ReactNode;
};

/**
 * A campaign list (限时秒杀, 拼团, 买课送课, 红包): tabs 全部 / 未开始 / 进行中 / 已结束 and the title search in the address,
 * the kind's figures, and per row 编辑 and 结束 (asked first) until it has ended, 删除 while nothing refers to it.
 */
export function CampaignList<Row extends CampaignRecord, Form>({ kind, resources, columns, subject }: CampaignListProps<Row, Form>) {
  const t = useStore($t);
  const routes = CAMPAIGN_ROUTES[kind];
  const actions: (RowAction<Row> | RowLink<Row>)[] = [
    { label: t('marketing.campaign.action.edit'), hidden: (row) => !canEdit(row.status), to: (row) => campaignEditPath(kind, row.id) },
    {
      label: t('marketing.campaign.action.stop'),
      hidden: (row) => !canStop(row.status),
      run: resources.stop,
      danger: true,
      confirmTitle: t('marketing.campaign.stop.title'),
      confirm: (row) => t(`marketing.campaign.stop.confirm.${row.status === 'upcoming' ? 'upcoming' : 'running'}`, { title: row.title }),
      done: t('marketing.campaign.stop.done'),
    },
    { ...deleteAction(resources.remove, (row) => row.title), hidden: (row) => !row.can_delete },
  ];
  return (
    <ListScreen<Row, CampaignListState, Form>
      title={t(`marketing.${kind}.heading`)}
      resource={resources.list}
      defaults={DEFAULTS}
      choices={{ status: CAMPAIGN_STATUS_CHOICES }}
      tabs={{ key: 'status', label: t('marketing.campaign.tabs'), options: CAMPAIGN_STATUS_CHOICES.map((status) => ({ value: status, label: t(`marketing.campaign.status.${status || 'all'}`) })) }}
      filters={[{ kind: 'search', key: 'keyword', label: t('marketing.campaign.search') }]}
      columns={[
        { key: 'campaign', header: t('marketing.campaign.col.campaign'), width: '26%', render: (row) => <CampaignCell title={row.title}>{subject(row, t)}</CampaignCell> },
        ...columns(t),
        { key: 'window', header: t('marketing.campaign.col.window'), render: (row) => <WindowCell row={row} t={t} /> },
        { key: 'status', header: t('marketing.campaign.col.status'), render: (row) => <StatusBadge row={row} t={t} /> },
      ]}
      rowKey={(row) => row.id}
      rowName={(row) => row.title}
      rowActions={actions}
      actions={<Link className="lc-button lc-button--primary" to={routes.create}>{t(`marketing.${kind}.create`)}</Link>}
      empty={(state) => (state.keyword || state.status ? t('marketing.campaign.emptyFiltered') : t(`marketing.${kind}.empty`))}
    />
  );
}
