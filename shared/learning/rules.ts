/** Rules of learning records, shared by the server and the console. */

export const LEARNING_LIMITS = {
  /** the most seconds one play reports */
  playSecondsMax: 86_400,
  progressMax: 100,
} as const;

/** A number of seconds as whole hours and minutes: { hours, minutes } (minutes rounded down). */
export function hoursMinutes(seconds: number): { hours: number; minutes: number } {
  const minutes = Math.floor(Math.max(0, seconds) / 60);
  return { hours: Math.floor(minutes / 60), minutes: minutes % 60 };
}
