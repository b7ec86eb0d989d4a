import { formatFen } from '@shared/format/currency.ts';
import { flashSaleResources } from '@shared/marketing/campaign-resources.ts';
import { CampaignList, ProductName } from './campaign-list.tsx';

/**
 * /marketing/limited (spec §2 "Marketing"): the teacher's flash sales by status, each with its product, the flash
 * price beside the list price, and what sold of the stock.
 */
export default function FlashListPage() {
  return (
    <CampaignList
      kind="flash"
      resources={flashSaleResources}
      subject={(row, t) => <ProductName product={row.product} t={t} />}
      columns={(t) => [
        {
          key: 'price',
          header: t('marketing.flash.col.price'),
          render: (row) => (
            <>
              <strong className="lc-campaign-nowrap">{formatFen(row.price)}</strong>
              {!row.product.missing && <p className="lc-campaign-muted lc-campaign-nowrap">{t('marketing.campaign.listPrice', { price: formatFen(row.product.price) })}</p>}
            </>
          ),
        },
        {
          key: 'stock',
          header: t('marketing.flash.col.stock'),
          render: (row) => (
            <ul className="lc-campaign-figures">
              <li>{t('marketing.flash.sold', { sold: row.sold, stock: row.stock })}</li>
              <li>{t('marketing.flash.perUser', { n: row.per_user_limit })}</li>
            </ul>
          ),
        },
      ]}
    />
  );
}
