/** The campaign calls of the marketing area (docs/api.md "Marketing campaigns"), one function per call. */
import { api } from '@shared/api/default-client.ts';
import { dataOf } from '@shared/api/errors.ts';
import { pageOf, type Page } from '@shared/api/types.ts';
import { CAMPAIGN_PATHS } from './campaign-paths.ts';
import type {
  CampaignQuery,
  FlashSale,
  FlashSaleInput,
  GiftCampaign,
  GiftCampaignInput,
  GroupBuy,
  GroupBuyInput,
  MarketingPage,
  MarketingPageInput,
  MarketingPageQuery,
  Packet,
  PacketInput,
} from './campaign-types.ts';

const post = async <T>(path: string, body: unknown): Promise<T> => dataOf(await api().postJson<T>(path, body));

type Paths = { findList: string; create: string; update: string; delete: string; detail: string };

/** The calls of one kind of record: list, one, create, update, delete. */
function calls<Row, Input, Query extends { page: number; pageSize: number; keyword?: string }>(paths: Paths) {
  return {
    list: async (q: Query): Promise<Page<Row>> => pageOf<Row>(await api().get(paths.findList, { ...q, keyword: q.keyword || undefined })),
    one: async (id: number): Promise<Row> => dataOf(await api().get<Row>(paths.detail, { id })),
    create: (input: Input) => post<Row>(paths.create, input),
    update: (id: number, input: Input) => post<Row>(paths.update, { id, ...input }),
    remove: async (id: number): Promise<void> => {
      await api().postJson(paths.delete, { id });
    },
  };
}

export const flashSaleCalls = { ...calls<FlashSale, FlashSaleInput, CampaignQuery>(CAMPAIGN_PATHS.flash), stop: (id: number) => post<FlashSale>(CAMPAIGN_PATHS.flash.stop, { id }) };
export const groupBuyCalls = { ...calls<GroupBuy, GroupBuyInput, CampaignQuery>(CAMPAIGN_PATHS.group), stop: (id: number) => post<GroupBuy>(CAMPAIGN_PATHS.group.stop, { id }) };
export const giftCalls = { ...calls<GiftCampaign, GiftCampaignInput, CampaignQuery>(CAMPAIGN_PATHS.gift), stop: (id: number) => post<GiftCampaign>(CAMPAIGN_PATHS.gift.stop, { id }) };
export const packetCalls = { ...calls<Packet, PacketInput, CampaignQuery>(CAMPAIGN_PATHS.packet), stop: (id: number) => post<Packet>(CAMPAIGN_PATHS.packet.stop, { id }) };
export const marketingPageCalls = {
  ...calls<MarketingPage, MarketingPageInput, MarketingPageQuery>(CAMPAIGN_PATHS.page),
  publish: (id: number, published: 0 | 1) => post<MarketingPage>(CAMPAIGN_PATHS.page.publish, { id, published }),
};
