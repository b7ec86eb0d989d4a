import type { ApiAnswer, ApiOk } from './types.ts';
import { SESSION_FAILURE_CODES } from './types.ts';
import { allTexts, t } from '@shared/i18n/i18n.ts';

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

/** Any thrown value as an `ApiError` (a fail with code -1 when it is none). */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  return new ApiError('fail', -1, error instanceof Error ? error.message : String(error));
}

/** What a call that got an answer failed with: nothing for an ok answer, a fail for a fail answer or a body that is none. */
export function answerError(status: number, body: unknown): ApiError | undefined {
  const answer = body as Partial<ApiAnswer<unknown>> | null | undefined;
  if (answer && typeof answer === 'object') {
    if (answer.result === 'ok') return undefined;
    if (answer.result === 'fail') {
      const code = typeof answer.code === 'number' ? answer.code : -1;
      return new ApiError('fail', code, String(answer.message ?? t('common.failed')), status);
    }
  }
  return new ApiError('fail', status || -1, t('network.httpError', { status }), status);
}

/** What a call that got no answer failed with: its time-out, or a network error (spec §8 texts). */
export function noAnswerError(error: unknown): ApiError {
  const named = error as { name?: string; cause?: { name?: string } } | null | undefined;
  if (named?.name === 'TimeoutError' || named?.cause?.name === 'TimeoutError') return new ApiError('timeout', 0, t('network.timeout'));
  return new ApiError('network', 0, t('network.error'));
}

/** the server's refusal of a call outside the account's modules (docs/api.md "Modules") */
export const FORBIDDEN_CODE = 40300;

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
