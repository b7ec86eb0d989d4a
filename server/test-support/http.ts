/**
 * Small fetch helpers for tests against a started server.
 */
import type { LoginData } from '@shared/session/types.ts';
import { ACCOUNT_PATHS } from '@shared/account/paths.ts';
import { DEMO_PASSWORD } from '@server/seed/demo-data.ts';

export type Answer<T = unknown> = {
  result: 'ok' | 'fail';
  code?: number;
  message?: string;
  data?: T;
  rows?: unknown[];
  totalCount?: number;
};

export type Reply<T = unknown> = { status: number; headers: Headers; body: Answer<T> };

export type CallOptions = {
  token?: string;
  /** JSON body */
  json?: unknown;
  /** form body */
  form?: Record<string, string>;
  query?: Record<string, string | number>;
  headers?: Record<string, string>;
};

export async function call<T = unknown>(
  baseUrl: string,
  method: 'GET' | 'POST',
  path: string,
  options: CallOptions = {},
): Promise<Reply<T>> {
  const url = new URL(path, baseUrl);
  // what the client always sends (spec §7)
  url.searchParams.set('app', 'lectern');
  url.searchParams.set('appid', 'web');
  url.searchParams.set('u', '0');
  for (const [key, value] of Object.entries(options.query ?? {})) url.searchParams.set(key, String(value));
  const headers: Record<string, string> = { ...options.headers };
  if (options.token !== undefined) headers.authorization = options.token;
  let body: string | undefined;
  if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  } else if (options.form !== undefined) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(options.form).toString();
  }
  const response = await fetch(url, { method, headers, body });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: JSON.parse(text) as Answer<T> };
}

export async function login(baseUrl: string, phone: string, password = DEMO_PASSWORD): Promise<LoginData> {
  const reply = await call<LoginData>(baseUrl, 'POST', ACCOUNT_PATHS.webLogin, { json: { phone, password } });
  if (reply.body.result !== 'ok' || !reply.body.data) {
    throw new Error(`login ${phone} failed: ${JSON.stringify(reply.body)}`);
  }
  return reply.body.data;
}

/** The newest code the embedded SMS sender logged for a phone. */
export function smsCodeFromLogs(logs: string, phone: string): string {
  const matches = [...logs.matchAll(new RegExp(`\\[sms\\] code for ${phone}: (\\d{6})`, 'g'))];
  const code = matches.at(-1)?.[1];
  if (!code) throw new Error(`no SMS code for ${phone} in the log`);
  return code;
}

export const PHONES = {
  teacher: '13800000000',
  staff: '13800000001',
  planet: '13800000002',
} as const;

/** The session failures as the server answers them (docs/api.md "Failure codes"). */
export const SESSION_FAILS = {
  invalid: { result: 'fail', code: 50008, message: '登录状态已失效，请重新登录' },
  elsewhere: { result: 'fail', code: 50012, message: '您的账号已在其他地方登录或登录已失效，请重新登录' },
  expired: { result: 'fail', code: 50014, message: '登录已过期，请重新登录' },
} as const;
