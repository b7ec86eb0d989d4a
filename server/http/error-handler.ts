/**
 * Every failure leaves as `{result:'fail', code, message}` with a real HTTP status.
 */
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { ApiError, CODES } from '@server/errors.ts';
import { failBody, sendFail } from './answers.ts';

/** Fastify's own client errors (body parsing), in words. */
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: '参数错误：请求体不是合法的 JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: '参数错误：Content-Type 为 application/json 时请求体不能为空',
  FST_ERR_CTP_BODY_TOO_LARGE: '参数错误：请求体过大',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: '参数错误：不支持的 Content-Type',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: '参数错误：Content-Length 与请求体长度不符',
  FST_ERR_BAD_URL: '参数错误：请求地址不合法',
  FST_ERR_ASYNC_CONSTRAINT: '参数错误：请求不合法',
};

function sendClientError(reply: FastifyReply, status: number, code: string | undefined, fallback: string) {
  return reply.code(status).send(failBody(CODES.validation, FRAMEWORK_MESSAGES[code ?? ''] ?? fallback));
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    if (error instanceof ApiError) return sendFail(reply, error);
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return sendClientError(reply, status, error.code, `参数错误：${error.message}`);
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send(failBody(CODES.internal, '服务器内部错误，请稍后重试'));
  });
}

/** For Fastify's `frameworkErrors` option (errors raised before routing, e.g. a malformed URL). */
export function frameworkErrors(error: FastifyError, _request: unknown, reply: FastifyReply): void {
  void sendClientError(reply, 400, error.code, '参数错误：请求不合法');
}
