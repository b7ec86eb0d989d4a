import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { formatFen } from '@shared/format/currency.ts';
import { formatDateTime } from '@shared/format/date.ts';
import { showToast } from '@shared/feedback.ts';
import { $t } from '@shared/i18n/i18n.ts';
import { SHOP_CHOICES, SHOP_STATUS_CHOICES, shopOrdersResource, shopSyncsSource, syncShopNow, type ShopOrderListState } from '@shared/orders/shop-resources.ts';
import type { Shop, ShopOrder } from '@shared/orders/shop-types.ts';
import { Button } from '@widgets/ui/button/button.tsx';
import { CellName } from '@widgets/ui/table/cells.tsx';
import { change } from '@console/kit/data.ts';
import { ListScreen } from '@console/kit/list-screen.tsx';
import { confirmThenRun } from '@console/kit/row-actions.tsx';
import { useRecord } from '@console/kit/use-record.ts';
import './orders-texts.ts';
import './orders.css';

const DEFAULTS: ShopOrderListState = { page: 1, pageSize: 20, shop: '', status: '', from: '', to: '', keyword: '' };

/** Each shop's last sync and a button to sync it now. */
function ShopSyncs() {
  const t = useStore($t);
  const syncs = useRecord(shopSyncsSource, {});
  const [busy, setBusy] = useState<Shop | null>(null);
  const sync = async (shop: Shop) => {
    setBusy(shop);
    await confirmThenRun(null, async () => {
      const done = await change(() => syncShopNow(shop), [shopOrdersResource, shopSyncsSource.name]);
      showToast(t('orders.shop.synced', { shop: t(`orders.shop.${shop}`), added: done.added, updated: done.updated }), { kind: 'success' });
    });
    setBusy(null);
  };
  return (
    <ul className="lc-shop-syncs" aria-label={t('orders.shop.tabs')}>
      {(syncs.data ?? []).map((state) => (
        <li key={state.shop} className="lc-shop-syncs__item">
          <strong>{t(`orders.shop.${state.shop}`)}</strong>
          <span className="lc-order-muted">{state.synced_at ? t('orders.shop.syncedAt', { time: formatDateTime(state.synced_at).slice(0, 16), n: state.orders }) : t('orders.shop.neverSynced')}</span>
          <Button variant="text" disabled={busy !== null} aria-label={`${t('orders.shop.sync')}：${t(`orders.shop.${state.shop}`)}`} onClick={() => void sync(state.shop)}>
            {busy === state.shop ? t('orders.shop.syncing') : t('orders.shop.sync')}
          </Button>
        </li>
      ))}
    </ul>
  );
}

/**
 * /order/manage (spec §2 "Orders and after-sale"): orders of the teacher's shops on the four external platforms, as
 * their connectors report them, by shop (tabs), state, time and a keyword, kept in the address; each shop synced on
 * demand.
 */
export default function ShopOrdersPage() {
  const t = useStore($t);
  return (
    <ListScreen<ShopOrder, ShopOrderListState>
      title={t('orders.shop.heading')}
      resource={shopOrdersResource}
      defaults={DEFAULTS}
      choices={{ shop: SHOP_CHOICES, status: SHOP_STATUS_CHOICES }}
      intro={
        <>
          <p className="lc-order-muted">{t('orders.shop.intro')}</p>
          <ShopSyncs />
        </>
      }
      tabs={{ key: 'shop', label: t('orders.shop.tabs'), options: SHOP_CHOICES.map((shop) => ({ value: shop, label: t(shop ? `orders.shop.${shop}` : 'orders.shop.all') })) }}
      filters={[
        { kind: 'dateRange', from: 'from', to: 'to', label: t('orders.range'), fromLabel: t('orders.range.from'), toLabel: t('orders.range.to') },
        { kind: 'select', key: 'status', label: t('orders.shop.status'), options: SHOP_STATUS_CHOICES.map((status) => ({ value: status, label: t(`orders.shop.status.${status || 'all'}`) })) },
        { kind: 'search', key: 'keyword', label: t('orders.shop.search') },
      ]}
      columns={[
        {
          key: 'order',
          header: t('orders.shop.col.order'),
          render: (order) => (
            <>
              <span className="lc-order-no">{order.external_no}</span>
              <p className="lc-order-muted">{t(`orders.shop.${order.shop}`)}</p>
            </>
          ),
        },
        { key: 'product', header: t('orders.shop.col.product'), width: '30%', render: (order) => <span className="lc-order-title">{order.product_title}</span> },
        { key: 'buyer', header: t('orders.shop.col.buyer'), render: (order) => <CellName>{order.buyer_nickname}</CellName> },
        {
          key: 'amount',
          header: t('orders.shop.col.amount'),
          render: (order) => (
            <>
              <strong className="lc-order-nowrap">{formatFen(order.amount)}</strong>
              {order.quantity > 1 && <p className="lc-order-muted">{t('orders.shop.quantity', { n: order.quantity })}</p>}
            </>
          ),
        },
        { key: 'status', header: t('orders.shop.status'), render: (order) => <span className={`lc-order-status lc-order-status--${order.status === 'completed' ? 'paid' : order.status}`}>{t(`orders.shop.status.${order.status}`)}</span> },
        { key: 'time', header: t('orders.shop.col.time'), render: (order) => <span className="lc-order-nowrap">{formatDateTime(order.placed_at).slice(0, 16)}</span> },
      ]}
      rowKey={(order) => order.id}
      rowName={(order) => order.external_no}
      empty={(state) => (state.shop || state.status || state.from || state.keyword ? t('orders.shop.emptyFiltered') : t('orders.shop.empty'))}
    />
  );
}
