/**
 * The answer envelope of every API call (DESIGN.md): `{result:'ok', data?, rows?, totalCount?}`
 * or `{result:'fail', code, message}`, sent with a matching HTTP status.
 */
import type { FastifyReply } from 'fastify';
import type { ApiFail, ApiOk } from '@shared/api/types.ts';
import { ApiError } from '@server/errors.ts';

export function ok(): { result: 'ok' };
export function ok<T>(data: T): { result: 'ok'; data: T };
export function ok<T>(data?: T): ApiOk<T> {
  return data === undefined ? { result: 'ok' } : { result: 'ok', data };
}

export function okRows<R>(rows: R[], totalCount = rows.length): { result: 'ok'; rows: R[]; totalCount: number } {
  return { result: 'ok', rows, totalCount };
}

export function failBody(code: number, message: string): ApiFail {
  return { result: 'fail', code, message };
}

export function sendFail(reply: FastifyReply, error: ApiError): FastifyReply {
  if (error.retryAfter !== undefined) void reply.header('Retry-After', String(error.retryAfter));
  return reply.code(error.status).send(failBody(error.code, error.message));
}
