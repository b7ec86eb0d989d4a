import { expect, test, type Page } from '@playwright/test';
import { apiLogin, loginWithPassword, TEACHER } from './accounts.ts';
import { startServer, type RunningServer } from './server.ts';

export type DevServer = {
  readonly baseURL: string;
  /** the account's API token */
  readonly token: string;
  logs(): string;
  /** opens a console path on this server */
  open(page: Page, path: string): Promise<unknown>;
  /** signs in on the login form of this server and waits for the dashboard (the planet one for a planet owner) */
  signIn(page: Page, phone?: string): Promise<void>;
  /** a call as the account (or as the token `as`), its parsed JSON answer */
  call<T>(method: 'GET' | 'POST', path: string, body?: unknown, as?: string): Promise<T>;
};

export type DevServerOptions = {
  /** whose token `call` uses and who `signIn` signs in: the demo teacher unless told */
  phone?: string;
  /** of each test, and of starting the server */
  timeout: number;
  /** every test starts signed in on the console */
  signedIn?: boolean;
};

/**
 * A spec file's own server, for the files that stand in for another system through the development routes
 * (LECTERN_DEV_ROUTES=1: the payment platform's notices, the student's app, Douyin's messages): a fresh data
 * directory seeded like any first start, the file's tests one after the other. Call it at the top of the file.
 */
export function serverWithDevRoutes({ phone = TEACHER, timeout, signedIn = false }: DevServerOptions): DevServer {
  let server: RunningServer | undefined;
  let token = '';
  const running = () => {
    if (!server) throw new Error('the server of this file is not running yet');
    return server;
  };

  const dev: DevServer = {
    get baseURL() {
      return running().baseURL;
    },
    get token() {
      return token;
    },
    logs: () => running().logs(),
    open: (page, path) => page.goto(`${running().baseURL}${path}`),
    signIn: async (page, who = phone) => {
      await loginWithPassword(page, who, `${running().baseURL}/login`);
      await expect(page).toHaveURL(/\/(p\/)?dashboard$/);
    },
    call: async (method, path, body, as = token) => {
      const response = await fetch(`${running().baseURL}${path}`, {
        method,
        headers: { authorization: as, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return response.json();
    },
  };

  test.describe.configure({ mode: 'serial', timeout });
  test.beforeAll(async () => {
    server = await startServer({ LECTERN_DEV_ROUTES: '1', LECTERN_EXAMPLES_PORT: 'off' });
    token = (await apiLogin(server.baseURL, phone)).data.token.id;
  });
  test.afterAll(async () => server?.stop());
  if (signedIn) test.beforeEach(({ page }) => dev.signIn(page));
  return dev;
}
