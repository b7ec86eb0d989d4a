import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { formatFen } from '@shared/format/currency.ts';
import { $t } from '@shared/i18n/i18n.ts';
import { productKey } from '@shared/marketing/coupon-rules.ts';
import { marketingProductsResource, PRODUCT_KIND_CHOICES, type ProductPickerState } from '@shared/marketing/resources.ts';
import type { MarketingProduct, ProductKind } from '@shared/marketing/types.ts';
import { Button } from '@widgets/ui/button/button.tsx';
import { Dialog } from '@widgets/ui/dialog/dialog.tsx';
import { Pager } from '@widgets/ui/pager/pager.tsx';
import { SearchBox } from '@widgets/ui/search-box/search-box.tsx';
import { Select } from '@widgets/ui/select/select.tsx';
import { Table } from '@widgets/ui/table/table.tsx';
import { keyOf, useQuery } from '@console/kit/data.ts';
import { QueryError } from '@console/kit/query-state.tsx';
import './coupon-texts.ts';
import './coupon.css';

export type ProductPickerProps = {
  /** what the dialog opens with chosen (kept when they are on no page shown) */
  selected: readonly MarketingProduct[];
  onConfirm: (products: MarketingProduct[]) => void;
  onCancel: () => void;
  /** the kinds offered (every kind unless told); with fewer, the first is shown first */
  kinds?: readonly ProductKind[];
  /** false: one product (choosing another replaces it) */
  multiple?: boolean;
  /** the most that may be chosen */
  max?: number;
  title?: string;
};

const PAGE_SIZE = 8;

/**
 * 选择商品: the teacher's courses, content items, columns and planets, by kind and searched by title, a page at a
 * time; what is chosen stays chosen across pages and searches. For coupons, and for any campaign that names
 * products (one product: `multiple` false; the course area's only: `kinds`).
 */
export function ProductPickerDialog({ selected, onConfirm, onCancel, kinds, multiple = true, max, title }: ProductPickerProps) {
  const t = useStore($t);
  const offered = PRODUCT_KIND_CHOICES.filter((kind) => kind !== '' && (!kinds || kinds.includes(kind))) as ProductKind[];
  const every = offered.length === PRODUCT_KIND_CHOICES.length - 1;
  const [query, setQuery] = useState<ProductPickerState>({ page: 1, pageSize: PAGE_SIZE, kind: every ? '' : offered[0]!, keyword: '' });
  const [chosen, setChosen] = useState<MarketingProduct[]>([...selected]);
  const found = useQuery(keyOf(marketingProductsResource.name, query), () => marketingProductsResource.list(query));
  const page = found.data;
  const isChosen = (product: MarketingProduct) => chosen.some((item) => productKey(item) === productKey(product));
  const full = max !== undefined && chosen.length >= max;

  const toggle = (product: MarketingProduct) => {
    if (isChosen(product)) setChosen(chosen.filter((item) => productKey(item) !== productKey(product)));
    else if (!multiple) setChosen([product]);
    else if (!full) setChosen([...chosen, product]);
  };
  const toggleAll = (on: boolean) => {
    const rows = page?.rows ?? [];
    if (!on) return setChosen(chosen.filter((item) => !rows.some((row) => productKey(row) === productKey(item))));
    const added = rows.filter((row) => !isChosen(row));
    setChosen([...chosen, ...added].slice(0, max ?? Number.MAX_SAFE_INTEGER));
  };
  const change = (patch: Partial<ProductPickerState>) => setQuery({ ...query, page: 1, ...patch });

  return (
    <Dialog
      open
      title={title ?? t('marketing.picker.title')}
      width={760}
      onClose={onCancel}
      footer={
        <>
          <span className="lc-picker__count" role="status">
            {t('marketing.picker.selected', { n: chosen.length })}
            {full && multiple ? ` · ${t('marketing.picker.max', { n: max })}` : ''}
          </span>
          <Button onClick={onCancel}>{t('common.cancel')}</Button>
          <Button variant="primary" onClick={() => onConfirm(chosen)}>{t('marketing.picker.confirm')}</Button>
        </>
      }
    >
      <div className="lc-list__filters">
        <Select<string>
          label={t('marketing.picker.kind')}
          value={query.kind}
          options={[...(every ? [{ value: '', label: t('marketing.picker.allKinds') }] : []), ...offered.map((kind) => ({ value: kind, label: t(`marketing.productKind.${kind}`) }))]}
          onChange={(kind) => change({ kind: kind as ProductPickerState['kind'] })}
        />
        <SearchBox label={t('marketing.picker.search')} placeholder={t('marketing.picker.search')} clearLabel={t('common.clear')} value={query.keyword} onSearch={(keyword) => change({ keyword })} />
      </div>
      {found.error && !page ? (
        <QueryError error={found.error} onRetry={found.reload} />
      ) : (
        <Table<MarketingProduct>
          label={t('marketing.picker.title')}
          rows={page?.rows ?? []}
          busy={found.loading}
          rowKey={productKey}
          selection={{
            isSelected: isChosen,
            onToggle: toggle,
            ...(multiple ? { onToggleAll: toggleAll, allLabel: t('marketing.picker.chooseAll') } : {}),
            rowLabel: (product) => t('marketing.picker.choose', { title: product.title }),
          }}
          columns={[
            { key: 'title', header: t('marketing.picker.col.title'), render: (product) => <span className="lc-picker__title">{product.title}</span> },
            { key: 'kind', header: t('marketing.picker.col.kind'), render: (product) => t(`marketing.productKind.${product.kind}`) },
            { key: 'price', header: t('marketing.picker.col.price'), align: 'end', render: (product) => formatFen(product.price) },
          ]}
          empty={page ? (query.keyword || query.kind ? t('marketing.picker.emptyFiltered') : t('marketing.picker.empty')) : undefined}
        />
      )}
      {page && page.totalCount > PAGE_SIZE && (
        <Pager className="lc-list__pager" total={page.totalCount} page={query.page} pageSize={PAGE_SIZE} onChange={(next) => setQuery({ ...query, page: next })} disabled={found.loading} />
      )}
    </Dialog>
  );
}
