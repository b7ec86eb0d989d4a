/** spec §1/§2: the first-use guide (5 steps) and the scenario demo (8 scenarios) */
export const GUIDE_VARIANTS = ['steps', 'demo'] as const;
export type GuideVariant = (typeof GUIDE_VARIANTS)[number];


/** Ours (the spec keeps the flag only in the browser): the server's copy, so that another device knows too. */
export const GUIDE_PATHS = {
  status: '/api/v3/account/guide_status',
  /** JSON {variant} */
  done: '/api/v3/account/guide_done',
} as const;
