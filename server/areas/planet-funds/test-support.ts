/**
 * What the planet funds route tests share: a server of their own on a clock the tests move, with the dev routes
 * (the payment notice), the demo accounts signed in and their first planets, and helpers to call and read answers.
 */
import { afterAll, beforeAll, expect } from 'vitest';
import { PLANET_FUNDS_PATHS, PLANET_MONEY_PATHS } from '@shared/planet-funds/paths.ts';
import type { CurrentPlan, FundsOverview, FundsVerification, LedgerEntry, SaasOrder, SaasPlan } from '@shared/planet-funds/types.ts';
import { PLANET_PATHS } from '@shared/planets/paths.ts';
import type { Planet } from '@shared/planets/types.ts';
import { grantModules } from '@server/test-support/accounts.ts';
import { testClock, type TestClock } from '@server/test-support/clock.ts';
import { call, login, PHONES, smsCodeFromLogs } from '@server/test-support/http.ts';
import { startServer, type TestServer } from '@server/test-support/start-server.ts';

export const DAY = 86_400;
export const YEAR = 365 * DAY;

type Query = Record<string, string | number>;

export type PlanetFundsServer = {
  server: TestServer;
  clock: TestClock;
  /** 林老师 */
  teacher: string;
  /** 林老师's staff account, working on funds (资金) */
  staff: string;
  /** 周老师 (planet member mode) */
  zhou: string;
  teacherPlanet: number;
  zhouPlanet: number;
  post<T = unknown>(path: string, json: unknown, token?: string): ReturnType<typeof call<T>>;
  get<T = unknown>(path: string, token?: string, query?: Query): ReturnType<typeof call<T>>;
  /** the data of an answer that must be ok */
  data<T>(reply: Promise<{ body: { data?: T; result: string; message?: string } }>): Promise<T>;
  rows<T>(path: string, token?: string, query?: Query): Promise<T[]>;
  overview(token?: string): Promise<FundsOverview>;
  allLedger(token?: string, query?: Query): Promise<LedgerEntry[]>;
  current(token?: string): Promise<CurrentPlan | null>;
  plans(): Promise<SaasPlan[]>;
  createOrder(body: Record<string, unknown>, token?: string): Promise<SaasOrder>;
};

/** Starts the server before the file's tests and closes it after them; the fields are set once it runs. Calls are 周老师's unless a token is given. */
export function usePlanetFundsServer(): PlanetFundsServer {
  const previousDevRoutes = process.env.LECTERN_DEV_ROUTES;
  const demo = {
    clock: testClock(),
    post: (path, json, token = demo.zhou) => call(demo.server.baseUrl, 'POST', path, { token, json }),
    get: (path, token = demo.zhou, query = {}) => call(demo.server.baseUrl, 'GET', path, { token, query }),
    async data<T>(reply: Promise<{ body: { data?: T; result: string; message?: string } }>): Promise<T> {
      const { body } = await reply;
      expect(body, body.message).toMatchObject({ result: 'ok' });
      return body.data as T;
    },
    async rows<T>(path: string, token = demo.zhou, query: Query = {}) {
      return (await demo.get(path, token, query)).body.rows as T[];
    },
    overview: (token = demo.zhou) => demo.data<FundsOverview>(demo.get(PLANET_FUNDS_PATHS.overview, token)),
    allLedger: async (token = demo.zhou, query = {}) => demo.rows<LedgerEntry>(PLANET_FUNDS_PATHS.ledger, token, { pageSize: 100, ...query }),
    current: (token = demo.zhou) => demo.data<CurrentPlan | null>(demo.get(PLANET_MONEY_PATHS.current, token)),
    plans: () => demo.rows<SaasPlan>(PLANET_MONEY_PATHS.plans),
    createOrder: (body, token = demo.zhou) => demo.data<SaasOrder>(demo.post(PLANET_MONEY_PATHS.orderCreate, body, token)),
  } as PlanetFundsServer;
  const firstPlanet = async (token: string) => ((await demo.get(PLANET_PATHS.findList, token)).body.rows as Planet[])[0]!.id;

  beforeAll(async () => {
    process.env.LECTERN_DEV_ROUTES = '1';
    demo.server = await startServer({ now: demo.clock.now, accessTokenTtl: 86_400 * 365, refreshTokenTtl: 86_400 * 365 });
    demo.teacher = (await login(demo.server.baseUrl, PHONES.teacher)).token.id;
    demo.staff = (await login(demo.server.baseUrl, PHONES.staff)).token.id;
    // the demo grant is materials and courses; here the staff account works on funds (资金)
    await grantModules(demo.server.dataDir, PHONES.staff, ['accounting']);
    demo.zhou = (await login(demo.server.baseUrl, PHONES.planet)).token.id;
    demo.teacherPlanet = await firstPlanet(demo.teacher);
    demo.zhouPlanet = await firstPlanet(demo.zhou);
  });
  afterAll(async () => {
    await demo.server.close();
    if (previousDevRoutes === undefined) delete process.env.LECTERN_DEV_ROUTES;
    else process.env.LECTERN_DEV_ROUTES = previousDevRoutes;
  });
  return demo;
}

/** Fresh SMS verification of a main account's login for money changes, as the console does it: sends a
 * funds code to `phone` (the main account of `token`), reads it from the log and confirms it. */
export async function verifyFunds(server: TestServer, token: string, phone: string): Promise<FundsVerification> {
  const sent = await call(server.baseUrl, 'POST', PLANET_FUNDS_PATHS.verificationSend, { token, json: {} });
  if (sent.body.result !== 'ok') throw new Error(`sending the funds code failed: ${JSON.stringify(sent.body)}`);
  const code = smsCodeFromLogs(server.logs(), phone);
  const confirmed = await call<FundsVerification>(server.baseUrl, 'POST', PLANET_FUNDS_PATHS.verificationConfirm, { token, json: { sms_code: code } });
  if (confirmed.body.result !== 'ok' || !confirmed.body.data) throw new Error(`confirming the funds code failed: ${JSON.stringify(confirmed.body)}`);
  return confirmed.body.data;
}
