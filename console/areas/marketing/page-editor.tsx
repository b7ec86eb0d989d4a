import { Link, useNavigate } from 'react-router';
import { useStore } from '@nanostores/react';
import { $t } from '@shared/i18n/i18n.ts';
import { marketingPageFormOf, type MarketingPageForm } from '@shared/marketing/campaign-forms.ts';
import { CAMPAIGN_LIMITS } from '@shared/marketing/campaign-rules.ts';
import { marketingPageSource, marketingPagesResource, saveMarketingPage } from '@shared/marketing/campaign-resources.ts';
import { MARKETING_PAGE_ROUTE } from '@shared/marketing/campaign-routes.ts';
import type { MarketingPage } from '@shared/marketing/campaign-types.ts';
import { change } from '@console/kit/data.ts';
import type { FormField } from '@console/kit/form-fields.tsx';
import { PageForm } from '@console/kit/page-form.tsx';
import { pictureField } from '@console/kit/picture-field.tsx';
import { QueryError } from '@console/kit/query-state.tsx';
import { useRecord } from '@console/kit/use-record.ts';
import { pageProductsField } from './page-products-field.tsx';
import { PageShare } from './page-share.tsx';
import './coupon-texts.ts';
import './campaigns.css';

/**
 * A marketing page's editor (/marketing/page?edit=new, ?edit=<id>): title, cover from the picture library,
 * introduction and the products in order; a page already made shows its link and QR code beside.
 */
export function PageEditor({ id }: { id: number | null }) {
  const t = useStore($t);
  const found = useRecord(marketingPageSource, id ? { id } : null);
  const back = <Link to={MARKETING_PAGE_ROUTE}>{t('marketing.page.form.back')}</Link>;
  if (id && found.error) return <section className="lc-card"><QueryError error={found.error} onRetry={found.reload} />{back}</section>;
  if (id && !found.data) return null;
  const page = found.data ?? null;
  return <OpenEditor key={page?.id ?? 'new'} page={page} />;
}

function OpenEditor({ page }: { page: MarketingPage | null }) {
  const t = useStore($t);
  const navigate = useNavigate();
  const fields: FormField<MarketingPageForm>[] = [
    { kind: 'text', name: 'title', label: t('marketing.page.form.title'), required: true, max: CAMPAIGN_LIMITS.pageTitleMax },
    pictureField<MarketingPageForm>({ name: 'cover', label: t('marketing.page.form.cover'), hint: t('marketing.page.form.coverHint') }),
    { kind: 'textarea', name: 'intro', label: t('marketing.page.form.intro'), max: CAMPAIGN_LIMITS.pageIntroMax, rows: 4 },
    pageProductsField(t('marketing.page.form.products')),
  ];
  return (
    <section className="lc-card lc-campaign-form lc-campaign-page-editor">
      <h1 className="lc-page-title">{page ? t('marketing.page.editTitle', { title: page.title }) : t('marketing.page.createTitle')}</h1>
      <div className="lc-campaign-page-editor__body">
        <PageForm
          fields={fields}
          initial={marketingPageFormOf(page)}
          submit={(form) => change(() => saveMarketingPage(page, form), [marketingPagesResource])}
          savedText={t('marketing.campaign.form.saved')}
          onSaved={() => navigate(MARKETING_PAGE_ROUTE)}
          extra={<Link to={MARKETING_PAGE_ROUTE}>{t('marketing.page.form.back')}</Link>}
        />
        {page && (
          <aside className="lc-campaign-page-editor__share" aria-label={t('marketing.page.share.heading')}>
            <h2>{t('marketing.page.share.heading')}</h2>
            <PageShare page={page} />
          </aside>
        )}
      </div>
    </section>
  );
}
