/** The limits of live sessions, which the request schemas (types.ts) and the rules share. */
export const LIVE_LIMITS = {
  titleMax: 60,
  introduceMax: 2000,
  keywordMax: 50,
  durationMin: 1,
  /** minutes: one session is at most a day */
  durationMax: 24 * 60,
  /** fen: 99,999.99 元 */
  priceMax: 9_999_999,
  /** sessions of one batch */
  seriesMin: 2,
  seriesMax: 30,
  everyDaysMax: 30,
  /** a series' name leaves room for the number after it (seriesTitle) */
  seriesNameMax: 50,
  /** seconds a new start may lie in the past: the form's minute and the time it took to save */
  pastStartGrace: 300,
  /** seconds a session started by hand stays live past its planned end when nobody ends it */
  overrun: 2 * 3600,
} as const;
