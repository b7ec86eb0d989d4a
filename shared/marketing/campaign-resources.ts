/**
 * What the console's screen kit knows of the campaigns: each kind's list, one record, the writes beside
 * plain CRUD (结束, 发布/下线). Every cache name starts with `marketing/` and every campaign resource affects its own
 * kind's others, so a change on one screen (a 结束 in the list) refreshes the form and the list.
 */
import type { RecordSource } from '@shared/api/record-source.ts';
import type { Resource } from '@shared/api/resource.ts';
import type { Paging } from '@shared/list-state/list-state.ts';
import { flashSaleCalls, giftCalls, groupBuyCalls, marketingPageCalls, packetCalls } from './campaign-client.ts';
import {
  flashSaleInputOf,
  giftInputOf,
  groupBuyInputOf,
  marketingPageInputOf,
  packetInputOf,
  type FlashSaleForm,
  type GiftForm,
  type GroupBuyForm,
  type MarketingPageForm,
  type PacketForm,
} from './campaign-forms.ts';
import { CAMPAIGN_STATUSES, type CampaignStatus, type FlashSale, type GiftCampaign, type GroupBuy, type MarketingPage, type Packet } from './campaign-types.ts';

/** A campaign list's state in the address bar: status '' is every status */
export type CampaignListState = Paging & { status: '' | CampaignStatus; keyword: string };
export const CAMPAIGN_STATUS_CHOICES: readonly CampaignListState['status'][] = ['', ...CAMPAIGN_STATUSES];

/** One kind's list, record, 结束 and delete (offered by the list only where the record allows it). */
export type CampaignResources<Row, Form> = {
  list: Resource<Row, CampaignListState, Form>;
  one: RecordSource<Row, { id: number }>;
  stop: (row: Row) => Promise<unknown>;
  remove: (row: Row) => Promise<unknown>;
};

type Calls<Row, Input> = {
  list: (q: { page: number; pageSize: number; status?: CampaignStatus; keyword?: string }) => Promise<{ rows: Row[]; totalCount: number }>;
  one: (id: number) => Promise<Row>;
  create: (input: Input) => Promise<Row>;
  update: (id: number, input: Input) => Promise<Row>;
  remove: (id: number) => Promise<void>;
  stop: (id: number) => Promise<Row>;
};

function campaignResources<Row extends { id: number }, Form, Input>(name: string, calls: Calls<Row, Input>, inputOf: (form: Form) => Input): CampaignResources<Row, Form> {
  const names = [`marketing/${name}`, `marketing/${name}/detail`];
  return {
    list: {
      name: names[0]!,
      list: (q) => calls.list({ page: q.page, pageSize: q.pageSize, status: q.status || undefined, keyword: q.keyword }),
      create: (form) => calls.create(inputOf(form)),
      update: (row, form) => calls.update(row.id, inputOf(form)),
      affects: names,
    },
    one: { name: names[1]!, read: (q) => calls.one(q.id) },
    stop: (row) => calls.stop(row.id),
    remove: (row) => calls.remove(row.id),
  };
}

export const flashSaleResources = campaignResources<FlashSale, FlashSaleForm, ReturnType<typeof flashSaleInputOf>>('flash', flashSaleCalls, flashSaleInputOf);
export const groupBuyResources = campaignResources<GroupBuy, GroupBuyForm, ReturnType<typeof groupBuyInputOf>>('group', groupBuyCalls, groupBuyInputOf);
export const giftResources = campaignResources<GiftCampaign, GiftForm, ReturnType<typeof giftInputOf>>('gift', giftCalls, giftInputOf);
export const packetResources = campaignResources<Packet, PacketForm, ReturnType<typeof packetInputOf>>('packet', packetCalls, packetInputOf);

/** 营销页面's list state in the address bar: '' every page, 'on' published, 'off' not */
export type MarketingPageListState = Paging & { published: '' | 'on' | 'off'; keyword: string };
export const PUBLISHED_CHOICES: readonly MarketingPageListState['published'][] = ['', 'on', 'off'];

const PAGE_NAMES = ['marketing/pages', 'marketing/pages/detail'];

export const marketingPagesResource: Resource<MarketingPage, MarketingPageListState, MarketingPageForm> = {
  name: PAGE_NAMES[0]!,
  list: (q) => marketingPageCalls.list({ page: q.page, pageSize: q.pageSize, keyword: q.keyword, ...(q.published ? { published: q.published === 'on' ? 1 : 0 } : {}) }),
  create: (form) => marketingPageCalls.create(marketingPageInputOf(form)),
  update: (row, form) => marketingPageCalls.update(row.id, marketingPageInputOf(form)),
  remove: (row) => marketingPageCalls.remove(row.id),
  affects: PAGE_NAMES,
};

export const marketingPageSource: RecordSource<MarketingPage, { id: number }> = { name: PAGE_NAMES[1]!, read: (q) => marketingPageCalls.one(q.id) };
export const publishMarketingPage = (page: MarketingPage, published: 0 | 1) => marketingPageCalls.publish(page.id, published);
/** Saves a page and answers it as stored (the editor goes on with its id). */
export const saveMarketingPage = (page: MarketingPage | null, form: MarketingPageForm) =>
  page ? marketingPageCalls.update(page.id, marketingPageInputOf(form)) : marketingPageCalls.create(marketingPageInputOf(form));
