/**
 * Failures a service or route can raise. Each becomes an HTTP status plus the
 * `{result:'fail', code, message}` body (see http/answers.ts). Messages are zh-CN.
 */
import { SESSION_CODES } from '../shared/api/types.ts';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: number,
    message: string,
    /** seconds, sent as Retry-After with 429 answers */
    readonly retryAfter?: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const CODES = {
  validation: 40000,
  wrongCredentials: 40001,
  accountDisabled: 40003,
  forbidden: 40300,
  notFound: 40400,
  rateLimited: 42900,
  internal: 50000,
  ...SESSION_CODES,
} as const;

export const MESSAGES = {
  invalidSession: '登录状态已失效，请重新登录',
  disabled: '账号已停用',
  signedInElsewhere: '您的账号已在其他地方登录或登录已失效，请重新登录',
  expired: '登录已过期，请重新登录',
  forbidden: '无权限访问',
} as const;

export const fail = {
  validation: (message: string) => new ApiError(400, CODES.validation, message),
  wrongPassword: () => new ApiError(400, CODES.wrongCredentials, '手机号或密码错误'),
  wrongSmsCode: () => new ApiError(400, CODES.wrongCredentials, '验证码错误或已过期'),
  accountDisabled: () => new ApiError(403, CODES.accountDisabled, MESSAGES.disabled),
  forbidden: (message: string = MESSAGES.forbidden) => new ApiError(403, CODES.forbidden, message),
  notFound: (message: string) => new ApiError(404, CODES.notFound, message),
  phoneNotRegistered: () => new ApiError(404, CODES.notFound, '该手机号未注册'),
  rateLimited: (message: string, retryAfter: number) => new ApiError(429, CODES.rateLimited, message, retryAfter),
  invalidSession: () => new ApiError(401, CODES.invalidToken, MESSAGES.invalidSession),
  disabledSession: () => new ApiError(401, CODES.invalidToken, MESSAGES.disabled),
  signedInElsewhere: () => new ApiError(401, CODES.signedInElsewhere, MESSAGES.signedInElsewhere),
  sessionExpired: () => new ApiError(401, CODES.expired, MESSAGES.expired),
};
