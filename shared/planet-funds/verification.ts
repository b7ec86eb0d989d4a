/**
 * Money changes that the server lets through only after a fresh SMS verification: run the change; when
 * the server answers `verificationRequired`, ask the user to verify and run it once more.
 */
import { ApiError } from '@shared/api/errors.ts';
import { FUNDS_CODES } from './rules.ts';

export type Verified<T> = { done: true; value: T } | { done: false };

const needsVerification = (error: unknown): boolean => error instanceof ApiError && error.code === FUNDS_CODES.verificationRequired;

/** `ask` resolves true once the user verified, false when they gave up (then nothing ran: `{done: false}`). */
export async function runVerified<T>(run: () => Promise<T>, ask: () => Promise<boolean>): Promise<Verified<T>> {
  try {
    return { done: true, value: await run() };
  } catch (error) {
    if (!needsVerification(error)) throw error;
  }
  if (!(await ask())) return { done: false };
  return { done: true, value: await run() };
}
