import { formatFen } from '@shared/format/currency.ts';
import { packetResources } from '@shared/marketing/campaign-resources.ts';
import { CampaignList, ProductName } from './campaign-list.tsx';

/**
 * /marketing/packet (spec §2 "Marketing": red packets): share rewards — the products whose sharing pays, the reward
 * per paid order, and 已发放 of the budget.
 */
export default function PacketListPage() {
  return (
    <CampaignList
      kind="packet"
      resources={packetResources}
      subject={(row, t) =>
        row.all_products === 1 ? (
          t('marketing.packet.allProducts')
        ) : (
          <ul className="lc-campaign-figures lc-campaign-figures--wrap">
            {row.products.map((product) => (
              <li key={`${product.kind}:${product.id}`}>
                <ProductName product={product} t={t} />
              </li>
            ))}
          </ul>
        )
      }
      columns={(t) => [
        { key: 'reward', header: t('marketing.packet.col.reward'), render: (row) => <strong className="lc-campaign-nowrap">{formatFen(row.reward)}</strong> },
        {
          key: 'paid',
          header: t('marketing.packet.col.paid'),
          render: (row) => (
            <ul className="lc-campaign-figures">
              <li>{t('marketing.packet.paid', { paid: formatFen(row.paid_out), budget: formatFen(row.budget) })}</li>
              <li>{t('marketing.packet.rewards', { n: row.reward_count })}</li>
            </ul>
          ),
        },
      ]}
    />
  );
}
