/**
 * Traffic calls. Spec §2 names the screen /traffic only; the call is ours (docs/api.md "Traffic").
 */
export const TRAFFIC_PATHS = {
  /** GET start?, end? ('YYYY-MM-DD', China time; default the last 30 days, at most 366) → TrafficReport */
  report: '/api/v3/media/traffic',
  /** POST: development only (LECTERN_DEV_ROUTES=1): writes the counted traffic now instead of within seconds */
  devFlush: '/api/v3/media/traffic/flush',
} as const;
