import { formatFen } from '@shared/format/currency.ts';
import { groupBuyResources } from '@shared/marketing/campaign-resources.ts';
import { CampaignList, ProductName } from './campaign-list.tsx';

/**
 * /marketing/group (spec §2 "Marketing"): the teacher's group buys by status, each with its product, the group price,
 * the group size and time limit, and the groups buyers opened: 成团, 进行中, 失败 (refunded).
 */
export default function GroupListPage() {
  return (
    <CampaignList
      kind="group"
      resources={groupBuyResources}
      subject={(row, t) => <ProductName product={row.product} t={t} />}
      columns={(t) => [
        {
          key: 'price',
          header: t('marketing.group.col.price'),
          render: (row) => (
            <>
              <strong className="lc-campaign-nowrap">{formatFen(row.price)}</strong>
              {!row.product.missing && <p className="lc-campaign-muted lc-campaign-nowrap">{t('marketing.campaign.listPrice', { price: formatFen(row.product.price) })}</p>}
            </>
          ),
        },
        { key: 'rule', header: t('marketing.group.col.rule'), render: (row) => <span className="lc-campaign-nowrap">{t('marketing.group.rule', { size: row.group_size, hours: row.fill_hours })}</span> },
        {
          key: 'groups',
          header: t('marketing.group.col.groups'),
          render: (row) => (
            <ul className="lc-campaign-figures">
              <li>{t('marketing.group.filled', { n: row.groups_filled })}</li>
              <li>{t('marketing.group.open', { n: row.groups_open })}</li>
              <li>{t('marketing.group.failed', { n: row.groups_failed })}</li>
            </ul>
          ),
        },
      ]}
    />
  );
}
