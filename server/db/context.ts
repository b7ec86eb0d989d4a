/**
 * What every service gets: the database, the clock and the session lifetimes.
 */
import type { Db } from './database.ts';

export type Clock = () => number;

export type ServiceContext = {
  db: Db;
  /** milliseconds since the epoch, like Date.now (tests inject their own) */
  now: Clock;
  /** seconds */
  accessTokenTtl: number;
  /** seconds, absolute from the login */
  refreshTokenTtl: number;
  /** where the embedded SMS sender writes the codes */
  log: { info(message: string): void };
};

export function seconds(clock: Clock): number {
  return Math.floor(clock() / 1000);
}
