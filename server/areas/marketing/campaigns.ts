/** The marketing campaigns' services over one context: flash sales, group buys, gifts, red packets, pages. */
import type { ServiceContext } from '@server/db/context.ts';
import type { MediaTokens } from '@server/areas/materials/media-tokens.ts';
import { createFlashSales } from './flash-sales.ts';
import { createGiftCampaigns } from './gift-campaigns.ts';
import { createGroupBuys } from './group-buys.ts';
import { createMarketingPages } from './marketing-pages.ts';
import { createPackets } from './packets.ts';

export function createCampaignServices(ctx: ServiceContext, deps: { tokens: MediaTokens; studentOrigin: string }) {
  return {
    flash: createFlashSales(ctx),
    group: createGroupBuys(ctx),
    gift: createGiftCampaigns(ctx),
    packet: createPackets(ctx),
    pages: createMarketingPages(ctx, deps),
  };
}
