const PLANET = '/api/v4/planet';

/** Planet calls: spec §7 names create, update, startAudit, retryAudit and {id}/show; the others are ours (docs/api.md). */
export const PLANET_PATHS = {
  /** JSON PlanetInput → {id} */
  create: `${PLANET}/create`,
  /** JSON {id, ...PlanetInput} */
  update: `${PLANET}/update`,
  /** JSON {id}: draft → under review */
  startAudit: `${PLANET}/startAudit`,
  /** JSON {id}: rejected → under review */
  retryAudit: `${PLANET}/retryAudit`,
  show: (id: number) => `${PLANET}/${id}/show`,
  /** ours: the caller's planets, newest first; query page, pageSize, keyword, audit_status */
  findList: `${PLANET}/findList`,
  /** ours: the classes a planet is filed under (first_class, second_class) */
  classes: `${PLANET}/classes`,
  /** ours: JSON {id, settings: Partial<PlanetSettings>} */
  updateSettings: `${PLANET}/updateSettings`,
  /** ours, development only (LECTERN_DEV_ROUTES=1): JSON {id, approve, reason} as the platform's reviewer */
  auditResult: `${PLANET}/auditResult`,
} as const;
