/**
 * Failures a service or route can raise. Each becomes an HTTP status plus the
 * `{result:'fail', code, message}` body (see http/answers.ts). Messages are zh-CN.
 */
import { SESSION_CODES } from '@shared/api/types.ts';

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
  /** a material upload or sign refused for the account: expired sign, picture switch off */
  uploadRefused: 40301,
  notFound: 40400,
  conflict: 40900,
  /** material file larger than the kind's limit */
  fileTooLarge: 41300,
  /** storage quota used up: the client shows the storage-full dialog on it (spec §8) */
  storageFull: 41301,
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
  /** spec §8: the client matches this text to show the storage-full dialog */
  storageFull: '您的存储空间已达上限',
  /** spec §5, verbatim */
  pictureQuotaUsed: '账号上传额度已用尽，升级为高级讲师后可继续上传',
  materialNotFound: '素材不存在',
  categoryNotFound: '素材分类不存在',
} as const;

export const fail = {
  validation: (message: string) => new ApiError(400, CODES.validation, message),
  wrongPassword: () => new ApiError(400, CODES.wrongCredentials, '手机号或密码错误'),
  wrongSmsCode: () => new ApiError(400, CODES.wrongCredentials, '验证码错误或已过期'),
  accountDisabled: () => new ApiError(403, CODES.accountDisabled, MESSAGES.disabled),
  forbidden: (message: string = MESSAGES.forbidden) => new ApiError(403, CODES.forbidden, message),
  notFound: (message: string) => new ApiError(404, CODES.notFound, message),
  conflict: (message: string) => new ApiError(409, CODES.conflict, message),
  fileTooLarge: (message: string) => new ApiError(413, CODES.fileTooLarge, message),
  storageFull: () => new ApiError(403, CODES.storageFull, MESSAGES.storageFull),
  uploadRefused: (message: string) => new ApiError(403, CODES.uploadRefused, message),
  phoneNotRegistered: () => new ApiError(404, CODES.notFound, '该手机号未注册'),
  rateLimited: (message: string, retryAfter: number) => new ApiError(429, CODES.rateLimited, message, retryAfter),
  invalidSession: () => new ApiError(401, CODES.invalidToken, MESSAGES.invalidSession),
  disabledSession: () => new ApiError(401, CODES.invalidToken, MESSAGES.disabled),
  signedInElsewhere: () => new ApiError(401, CODES.signedInElsewhere, MESSAGES.signedInElsewhere),
  sessionExpired: () => new ApiError(401, CODES.expired, MESSAGES.expired),
};
