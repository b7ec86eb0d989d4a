/**
 * Planet member mode calls (docs/api.md). Spec §2 names the pages only; every path below is
 * ours, under the spec's planet prefix /api/v4/planet. Every call that names a planet checks that it is the
 * caller's (404 '星球不存在'); a record of another teacher answers 404 as if it did not exist.
 */
import { crudPaths as crud } from '@shared/api/resource-definition.ts';

const PLANET = '/api/v4/planet';

/** the bases of the plain resources (definitions.ts) */
export const PLANET_MODE_BASES = { activity: `${PLANET}/activity`, live: `${PLANET}/live`, wiki: `${PLANET}/wiki` } as const;

export const PLANET_MODE_PATHS = {
  /** GET planet_id?, status? (0 未开始, 1 进行中, 2 已结束), keyword?, page, pageSize → rows PlanetActivity */
  activity: crud(PLANET_MODE_BASES.activity),
  /** GET planet_id?, status? (0 未开始, 1 直播中, 2 已结束), page, pageSize → rows PlanetLive */
  live: {
    ...crud(PLANET_MODE_BASES.live),
    /** GET planet_id? → {totals, rows}: the figures of ended lives */
    statistics: `${PLANET}/live/statistics`,
    /** GET → LiveSettings (the defaults until saved) */
    settings: `${PLANET}/live/settings`,
    /** POST LiveSettings → LiveSettings */
    updateSettings: `${PLANET}/live/settings/update`,
  },
  /** GET planet_id?, keyword?, category?, page, pageSize → rows WikiArticle, data {categories} */
  wiki: crud(PLANET_MODE_BASES.wiki),
  /** GET planet_id?, status? (0 计划中, 1 已完成) → rows RoadmapItem (by planned date) */
  future: { ...crud(`${PLANET}/future`), /** POST {id, status} */ setStatus: `${PLANET}/future/setStatus` },
  /** GET planet_id? → rows WxGroup */
  wxGroup: crud(`${PLANET}/wxGroup`),
  /** GET planet_id → rows BookChapter (in book order) */
  book: { ...crud(`${PLANET}/book`), /** POST {planet_id, id, direction: 'up'|'down'} → rows */ move: `${PLANET}/book/move` },
  /** GET planet_id?, keyword?, status?, page, pageSize → rows OwnerMember: members across the owner's planets */
  users: `${PLANET}/user/findList`,
} as const;
