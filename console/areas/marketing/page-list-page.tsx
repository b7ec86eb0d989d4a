import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useStore } from '@nanostores/react';
import { formatDateTime } from '@shared/format/date.ts';
import { $t } from '@shared/i18n/i18n.ts';
import { canPublish } from '@shared/marketing/campaign-rules.ts';
import { marketingPagesResource, publishMarketingPage, PUBLISHED_CHOICES, type MarketingPageListState } from '@shared/marketing/campaign-resources.ts';
import { marketingPageEditPath } from '@shared/marketing/campaign-routes.ts';
import type { MarketingPage } from '@shared/marketing/campaign-types.ts';
import type { MarketingPageForm } from '@shared/marketing/campaign-forms.ts';
import { RecordCover } from '@widgets/ui/initials-cover/record-cover.tsx';
import { ListScreen } from '@console/kit/list-screen.tsx';
import { PageEditor } from './page-editor.tsx';
import { PageShareDialog } from './page-share.tsx';
import './coupon-texts.ts';
import './campaigns.css';

const DEFAULTS: MarketingPageListState = { page: 1, pageSize: 10, published: '', keyword: '' };
const PRODUCTS_NAMED = 3;

/**
 * /marketing/page (spec §2 "Marketing"): pages that gather products — published or not (tabs in the address), searched
 * by title — with 编辑, 发布 / 下线 (asked first), 推广 (link and QR code) and 删除; `?edit=` opens a page's editor on
 * the same route, the only one the spec gives.
 */
export default function MarketingPageListPage() {
  const edit = useSearchParams()[0].get('edit');
  if (edit !== null) {
    const id = Number(edit);
    return <PageEditor key={edit} id={Number.isSafeInteger(id) && id > 0 ? id : null} />;
  }
  return <PageList />;
}

function PageList() {
  const t = useStore($t);
  const [sharing, setSharing] = useState<MarketingPage | null>(null);
  return (
    <>
      <ListScreen<MarketingPage, MarketingPageListState, MarketingPageForm>
        title={t('marketing.page.heading')}
        resource={marketingPagesResource}
        defaults={DEFAULTS}
        choices={{ published: PUBLISHED_CHOICES }}
        tabs={{ key: 'published', label: t('marketing.page.tabs'), options: PUBLISHED_CHOICES.map((value) => ({ value, label: t(`marketing.page.published.${value || 'all'}`) })) }}
        filters={[{ kind: 'search', key: 'keyword', label: t('marketing.page.search') }]}
        columns={[
          {
            key: 'page',
            header: t('marketing.page.col.page'),
            width: '34%',
            render: (page) => (
              <div className="lc-campaign-page-cell">
                <RecordCover className="lc-campaign-page-cell__cover" url={page.cover_url} name={page.title} seed={page.id} width={96} height={54} />
                <div>
                  <strong className="lc-campaign-cell__title">{page.title}</strong>
                  {page.intro && <p className="lc-campaign-muted lc-campaign-clamp">{page.intro}</p>}
                </div>
              </div>
            ),
          },
          {
            key: 'products',
            header: t('marketing.page.col.products'),
            render: (page) => (
              <>
                <span>{t('marketing.page.productCount', { n: page.products.length })}</span>
                <ul className="lc-campaign-figures lc-campaign-figures--wrap">
                  {page.products.slice(0, PRODUCTS_NAMED).map((product) => (
                    <li key={`${product.kind}:${product.id}`} className="lc-campaign-muted">{product.title}</li>
                  ))}
                </ul>
              </>
            ),
          },
          {
            key: 'published',
            header: t('marketing.page.col.status'),
            render: (page) => (
              <>
                <span className={`lc-campaign-status lc-campaign-status--${page.published ? 'running' : 'ended'}`}>{t(`marketing.page.published.${page.published ? 'on' : 'off'}`)}</span>
                {page.published === 1 && <p className="lc-campaign-muted lc-campaign-nowrap">{t('marketing.page.publishedAt', { time: formatDateTime(page.published_at).slice(0, 16) })}</p>}
              </>
            ),
          },
          { key: 'updated', header: t('marketing.page.col.updated'), render: (page) => <span className="lc-campaign-nowrap">{formatDateTime(page.updated_at).slice(0, 16)}</span> },
        ]}
        rowKey={(page) => page.id}
        rowName={(page) => page.title}
        rowActions={[
          { label: t('marketing.campaign.action.edit'), to: (page) => marketingPageEditPath(page.id) },
          { label: t('marketing.page.action.publish'), hidden: (page) => page.published === 1 || !canPublish(page), run: (page) => publishMarketingPage(page, 1), done: t('marketing.page.publish.done') },
          {
            label: t('marketing.page.action.unpublish'),
            hidden: (page) => page.published === 0,
            run: (page) => publishMarketingPage(page, 0),
            danger: true,
            confirm: (page) => t('marketing.page.unpublish.confirm', { title: page.title }),
            done: t('marketing.page.unpublish.done'),
          },
          { label: t('marketing.page.action.share'), run: (page) => setSharing(page) },
        ]}
        actions={<Link className="lc-button lc-button--primary" to={marketingPageEditPath('new')}>{t('marketing.page.create')}</Link>}
        empty={(state) => (state.keyword || state.published ? t('marketing.page.emptyFiltered') : t('marketing.page.empty'))}
      />
      {sharing && <PageShareDialog page={sharing} onClose={() => setSharing(null)} />}
    </>
  );
}
