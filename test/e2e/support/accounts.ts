import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';

export const PASSWORD = 'lectern-demo';
export const TEACHER = '13800000000';
export const STAFF = '13800000001';
export const PLANET_TEACHER = '13800000002';

/** Signs in through the login form, as a teacher would. */
export async function loginWithPassword(page: Page, phone: string, path = '/login') {
  await page.goto(path);
  await page.getByLabel('手机号').fill(phone);
  await page.getByLabel('密码', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: '登录', exact: true }).click();
}

/** The last SMS code the embedded sender wrote to a server log for this phone. */
export function lastSmsCode(log: string, phone: string): string | undefined {
  const matches = [...log.matchAll(new RegExp(`\\[sms\\] code for ${phone}: (\\d{6})`, 'g'))];
  return matches.at(-1)?.[1];
}

export const sharedServerLog = () => readFileSync(process.env.LECTERN_E2E_LOG!, 'utf8');

export async function waitForSmsCode(readLog: () => string, phone: string, before?: string): Promise<string> {
  let code: string | undefined;
  await expect.poll(() => {
    code = lastSmsCode(readLog(), phone);
    return code !== undefined && code !== before;
  }).toBe(true);
  return code!;
}

/** Calls the API directly (as another device would), returning the parsed answer. */
export async function apiLogin(baseURL: string, phone: string) {
  const response = await fetch(`${baseURL}/api/v3/account/web_login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phone, password: PASSWORD }),
  });
  return (await response.json()) as { result: string; data: { token: { id: string; exp: number }; refresh_token: { id: string; exp: number } } };
}

export async function apiGet(baseURL: string, path: string, token: string) {
  const response = await fetch(`${baseURL}${path}`, { headers: { authorization: token } });
  return (await response.json()) as { result: string; code?: number; data?: unknown; rows?: unknown[] };
}

/** The seeded planet of a demo teacher (other tests create planets for the same accounts, newest first). */
const DEMO_PLANET_TITLES: Record<string, string> = { [TEACHER]: '林老师的写作星球', [PLANET_TEACHER]: '周老师的摄影会员星球' };

export async function demoPlanetId(baseURL: string, phone: string, token: string): Promise<number> {
  const planets = (await apiGet(baseURL, '/api/v4/planet/findList?pageSize=50', token)).rows as { id: number; title: string }[];
  const planet = planets.find((row) => row.title === DEMO_PLANET_TITLES[phone]);
  if (!planet) throw new Error(`no demo planet for ${phone}`);
  return planet.id;
}
