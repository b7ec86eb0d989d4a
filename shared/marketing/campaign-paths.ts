/**
 * The campaign calls of the marketing area (docs/api.md "Marketing campaigns"). Spec §2 names the pages
 * only and §7 no call: the paths are ours, under /api/v3/marketing like the coupons'. A record of another teacher
 * answers 404 as if it did not exist; every call is in the 营销中心 module (`marketing`).
 */
const MARKETING = '/api/v3/marketing';

/** GET findList (state?, keyword?, page, pageSize) and detail (id); POST create, update, delete and stop ({ id }) */
function campaign(prefix: string) {
  return {
    findList: `${prefix}/findList`,
    create: `${prefix}/create`,
    update: `${prefix}/update`,
    delete: `${prefix}/delete`,
    detail: `${prefix}/detail`,
    /** 结束: ends it now */
    stop: `${prefix}/stop`,
  } as const;
}

/** where each kind's plain calls hang (campaign-types.ts defines their resources) */
export const CAMPAIGN_BASES = {
  flash: `${MARKETING}/limited`,
  group: `${MARKETING}/group`,
  gift: `${MARKETING}/gift`,
  packet: `${MARKETING}/packet`,
  page: `${MARKETING}/page`,
} as const;

export const CAMPAIGN_PATHS = {
  /** 限时秒杀: rows FlashSale */
  flash: campaign(CAMPAIGN_BASES.flash),
  /** 拼团: rows GroupBuy */
  group: campaign(CAMPAIGN_BASES.group),
  /** 买课送课: rows GiftCampaign */
  gift: campaign(CAMPAIGN_BASES.gift),
  /** 红包: rows Packet */
  packet: campaign(CAMPAIGN_BASES.packet),
  /** 营销页面: GET findList (published?, keyword?), detail; POST create, update, delete; publish { id, published } */
  page: {
    findList: `${CAMPAIGN_BASES.page}/findList`,
    create: `${CAMPAIGN_BASES.page}/create`,
    update: `${CAMPAIGN_BASES.page}/update`,
    delete: `${CAMPAIGN_BASES.page}/delete`,
    detail: `${CAMPAIGN_BASES.page}/detail`,
    /** POST { id, published: 0 | 1 } → MarketingPage: 发布 / 下线 */
    publish: `${CAMPAIGN_BASES.page}/publish`,
  },
} as const;
