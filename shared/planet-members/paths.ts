/**
 * Planet member, blacklist, statistics and menu calls. Spec §7 names "member update, refund,
 * blacklist" and "/api/v4/planet/web/statistic/*"; the exact paths below are ours (docs/api.md).
 */
const PLANET = '/api/v4/planet';
const STATISTIC = `${PLANET}/web/statistic`;

export const PLANET_MEMBER_PATHS = {
  /** GET planet_id, page, pageSize, keyword, role, status, blacklisted → rows PlanetMember */
  findList: `${PLANET}/member/findList`,
  /** POST JSON {planet_id, id, role?, description?} → PlanetMember */
  update: `${PLANET}/member/update`,
  /** POST JSON {planet_id, id, amount, reason} → {member, refund} */
  refund: `${PLANET}/member/refund`,
  /** GET planet_id, page, pageSize → rows MemberRefundRecord */
  refundList: `${PLANET}/member/refundList`,
  /** POST JSON {planet_id, id, reason} → PlanetMember */
  ban: `${PLANET}/blacklist/ban`,
  /** POST JSON {planet_id, id} → PlanetMember */
  unban: `${PLANET}/blacklist/unban`,
  /** GET planet_id, page, pageSize, keyword → rows PlanetMember (status 3), newest ban first */
  blacklist: `${PLANET}/blacklist/findList`,
  /** GET planet_id, start, end → PlanetStatisticOverview */
  overview: `${STATISTIC}/overview`,
  /** GET planet_id, start, end → rows PlanetTrendDay */
  trend: `${STATISTIC}/trend`,
  /** GET planet_id → rows PlanetMenuItem */
  menus: `${PLANET}/menus`,
  /** POST JSON {planet_id, items} → rows PlanetMenuItem */
  updateMenus: `${PLANET}/menus/update`,
} as const;
