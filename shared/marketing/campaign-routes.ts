/** The console's campaign routes (spec §2 "Marketing"), and the addresses of one record's pages. */
import type { CampaignKind } from './campaign-types.ts';

export const CAMPAIGN_ROUTES: Record<CampaignKind, { list: string; create: string; edit: string }> = {
  flash: { list: '/marketing/limited', create: '/marketing/limited/create', edit: '/marketing/limited/edit' },
  group: { list: '/marketing/group', create: '/marketing/group/create', edit: '/marketing/group/edit' },
  gift: { list: '/marketing/course', create: '/marketing/course/create', edit: '/marketing/course/edit' },
  packet: { list: '/marketing/packet', create: '/marketing/packet/create', edit: '/marketing/packet/edit' },
};

export const campaignEditPath = (kind: CampaignKind, id: number) => `${CAMPAIGN_ROUTES[kind].edit}?id=${id}`;

/** 营销页面: the list, and its editor on the same route (`?edit=new` or `?edit=<id>`; spec §2 names no other page). */
export const MARKETING_PAGE_ROUTE = '/marketing/page';
export const marketingPageEditPath = (id: number | 'new') => `${MARKETING_PAGE_ROUTE}?edit=${id}`;

