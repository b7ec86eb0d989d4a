/** The console's live routes (spec §2 "Live"), and the addresses of one session's pages. */
export const LIVE_ROUTES = {
  list: '/live/list',
  create: '/live/create',
  edit: '/live/edit',
  batch: '/live/batch',
  soft: '/live/soft',
} as const;

export const liveEditPath = (id: number) => `${LIVE_ROUTES.edit}?id=${id}`;
export const liveSoftPath = (id: number) => `${LIVE_ROUTES.soft}?id=${id}`;
