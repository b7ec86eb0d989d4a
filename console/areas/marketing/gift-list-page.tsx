import { giftResources } from '@shared/marketing/campaign-resources.ts';
import { CampaignList, ProductName } from './campaign-list.tsx';

/** /marketing/course (spec §2 "Marketing": buy a course, get a course): the product bought and the courses given with it. */
export default function GiftListPage() {
  return (
    <CampaignList
      kind="gift"
      resources={giftResources}
      subject={(row, t) => (
        <>
          {t('marketing.gift.buy')}
          <ProductName product={row.product} t={t} />
        </>
      )}
      columns={(t) => [
        {
          key: 'gifts',
          header: t('marketing.gift.col.gifts'),
          width: '28%',
          render: (row) => (
            <ul className="lc-campaign-figures lc-campaign-figures--wrap">
              {row.gifts.map((gift) => (
                <li key={`${gift.kind}:${gift.id}`}>
                  <ProductName product={gift} t={t} />
                </li>
              ))}
            </ul>
          ),
        },
      ]}
    />
  );
}
