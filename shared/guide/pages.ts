import type { GuideVariant } from './paths.ts';

/**
 * The pages of the guide dialogs (spec §1): 5 first-use steps and 8 demo scenarios. Each page's title, text
 * and link text are `guide.<variant>.<id>.title|body|link` in the i18n catalogues; its link leads to the
 * console screen it describes, in the teacher centre or in planet member mode (/p/, spec §2 "Planet").
 */
export const STEP_IDS = ['planet', 'group', 'channels', 'members', 'withdraw'] as const;
export const DEMO_IDS = ['paid', 'checkin', 'membership', 'leads', 'qa', 'share', 'live', 'class'] as const;
export type StepId = (typeof STEP_IDS)[number];
export type DemoId = (typeof DEMO_IDS)[number];
export type GuidePageId = StepId | DemoId;

/** [teacher centre path, planet member-mode path] */
const GUIDE_LINKS: Record<GuidePageId, readonly [string, string]> = {
  planet: ['/planet/editPlanet', '/p/planet/editPlanet'],
  group: ['/user/groups', '/p/planet/wxGroup'],
  channels: ['/platform/list', '/p/planet/list'],
  members: ['/user/index', '/chat'],
  withdraw: ['/accounting/extractCash', '/p/accounting/balance'],
  paid: ['/planet/editPlanet', '/p/planet/editPlanet'],
  checkin: ['/interaction/punch', '/p/planet/list'],
  membership: ['/planet/list', '/p/planet/vip'],
  leads: ['/platform/list', '/p/planet/list'],
  qa: ['/interaction/qapayment', '/p/planet/list'],
  share: ['/source', '/p/planet/wiki'],
  live: ['/quick/live', '/quick/live'],
  class: ['/user/groups', '/chat'],
};

export function guidePageIds(variant: GuideVariant): readonly GuidePageId[] {
  return variant === 'demo' ? DEMO_IDS : STEP_IDS;
}

export function guideLink(id: GuidePageId, planetMode: boolean): string {
  return GUIDE_LINKS[id][planetMode ? 1 : 0];
}
