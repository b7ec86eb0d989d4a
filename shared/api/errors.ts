import type { ApiOk } from './types.ts';
import { SESSION_FAILURE_CODES } from './types.ts';
import { allTexts } from '@shared/i18n/i18n.ts';

/** fail: the server answered `result:'fail'` (or something that is no answer); network: no answer at all. */
export type ApiErrorKind = 'fail' | 'network' | 'timeout';

/** How every API call rejects. `status` is the HTTP status, 0 when there was no answer. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly code: number;
  readonly status: number;

  constructor(kind: ApiErrorKind, code: number, message: string, status = 0) {
    super(message);
    this.kind = kind;
    this.code = code;
    this.status = status;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** spec §8: 50008, 50012 and 50014 end the session */
export function isSessionFailure(code: number): boolean {
  return SESSION_FAILURE_CODES.includes(code);
}

/** spec §8: the server message 'your storage space has reached its limit' (in either language) */
export function isStorageFullMessage(message: string): boolean {
  const text = message.trim().toLowerCase();
  return allTexts('storage.full').some((known) => text.includes(known.toLowerCase()));
}

/** The `data` of an ok answer, for calls whose answer must carry it. */
export function dataOf<T>(answer: ApiOk<T>): T {
  if (answer.data === undefined) throw new ApiError('fail', -1, 'the answer carries no data');
  return answer.data;
}
