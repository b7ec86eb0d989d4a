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

export const CAMPAIGN_PATHS = {
  /** 限时秒杀: rows FlashSale */
  flash: campaign(`${MARKETING}/limited`),
  /** 拼团: rows GroupBuy */
  group: campaign(`${MARKETING}/group`),
  /** 买课送课: rows GiftCampaign */
  gift: campaign(`${MARKETING}/gift`),
  /** 红包: rows Packet */
  packet: campaign(`${MARKETING}/packet`),
  /** 营销页面: GET findList (published?, keyword?), detail; POST create, update, delete; publish { id, published } */
  page: {
    findList: `${MARKETING}/page/findList`,
    create: `${MARKETING}/page/create`,
    update: `${MARKETING}/page/update`,
    delete: `${MARKETING}/page/delete`,
    detail: `${MARKETING}/page/detail`,
    /** POST { id, published: 0 | 1 } → MarketingPage: 发布 / 下线 */
    publish: `${MARKETING}/page/publish`,
  },
} as const;
