/**
 * What the planet member route tests share: a server of their own on a clock the tests move, the demo accounts
 * signed in (林老师, his staff account working on planets, 周老师 as another teacher) and their planets, and
 * helpers to call, list and read the database.
 */
import { afterAll, beforeAll, expect } from 'vitest';
import { PLANET_MEMBER_PATHS as PATHS } from '@shared/planet-members/paths.ts';
import type { PlanetMember } from '@shared/planet-members/types.ts';
import { PLANET_PATHS } from '@shared/planets/paths.ts';
import type { Planet } from '@shared/planets/types.ts';
import { queryTestDatabase } from '@server/test-support/databases.ts';
import { grantModules } from '@server/test-support/accounts.ts';
import { testClock, type TestClock } from '@server/test-support/clock.ts';
import { call, login, PHONES } from '@server/test-support/http.ts';
import { startServer, type TestServer } from '@server/test-support/start-server.ts';

export const SENSITIVE = { result: 'fail', code: -1, message: '操作失败，内容包含敏感词' };
export const NOT_FOUND_PLANET = { result: 'fail', code: 40400, message: '星球不存在' };
export const NOT_FOUND_MEMBER = { result: 'fail', code: 40400, message: '成员不存在' };
export const DAY = 86_400;

type Query = Record<string, string | number>;

export type PlanetMemberServer = {
  server: TestServer;
  clock: TestClock;
  /** tokens: 林老师, his staff account, 周老师 */
  teacher: string;
  staff: string;
  other: string;
  /** 林老师's 林老师的写作星球, and 周老师's first planet */
  planet: Planet;
  otherPlanet: Planet;
  post<T = unknown>(p: string, json: unknown, token?: string): ReturnType<typeof call<T>>;
  get<T = unknown>(p: string, query: Query, token?: string): ReturnType<typeof call<T>>;
  /** the members of a planet (50 at most), as the list call answers them */
  members(query?: Query, planetId?: number, token?: string): Promise<PlanetMember[]>;
  byName(nickname: string, planetId?: number, token?: string): Promise<PlanetMember>;
  /** one row of a query on the database, read beside the running server */
  /** the first row of a query on the server's database */
  row<T>(query: string, ...params: (string | number)[]): Promise<T>;
  ledgerCount(): Promise<number>;
  memberRow(id: number): Promise<{ status: number; role: string; description: string; ban_reason: string; paid_amount: number }>;
};

/** Starts the server before the file's tests and closes it after them; the fields are set once it runs. */
export function usePlanetMemberServer(): PlanetMemberServer {
  const demo = {
    clock: testClock(),
    post: (p, json, token = demo.teacher) => call(demo.server.baseUrl, 'POST', p, { token, json }),
    get: (p, query, token = demo.teacher) => call(demo.server.baseUrl, 'GET', p, { token, query }),
    async members(query = {}, planetId = demo.planet.id, token = demo.teacher) {
      const reply = await demo.get(PATHS.findList, { planet_id: planetId, pageSize: 50, ...query }, token);
      expect(reply.body.result).toBe('ok');
      return reply.body.rows as PlanetMember[];
    },
    async byName(nickname, planetId = demo.planet.id, token = demo.teacher) {
      const found = (await demo.members({ keyword: nickname }, planetId, token)).find((m) => m.nickname === nickname);
      if (!found) throw new Error(`no member ${nickname}`);
      return found;
    },
    async row<T>(query: string, ...params: (string | number)[]): Promise<T> {
      const [first] = await queryTestDatabase<T>(demo.server.dataDir, query, params);
      if (first === undefined) throw new Error(`no row for ${query}`);
      return first;
    },
    ledgerCount: async () => (await demo.row<{ n: number }>('select count(*) n from ledger_transactions')).n,
    memberRow: (id) =>
      demo.row('select status, role, description, ban_reason, paid_amount from planet_members where id = ?', id),
  } as PlanetMemberServer;

  beforeAll(async () => {
    demo.server = await startServer({ now: demo.clock.now, accessTokenTtl: 86_400 * 365, planets: { auditSeconds: 60, sensitiveWords: ['赌博', '代考'] } });
    demo.teacher = (await login(demo.server.baseUrl, PHONES.teacher)).token.id;
    demo.staff = (await login(demo.server.baseUrl, PHONES.staff)).token.id;
    // the demo grant is materials and courses; here the staff account works on planets
    await grantModules(demo.server.dataDir, PHONES.staff, ['planet']);
    demo.other = (await login(demo.server.baseUrl, PHONES.planet)).token.id;
    const mine = (await demo.get(PLANET_PATHS.findList, { pageSize: 50 })).body.rows as Planet[];
    demo.planet = mine.find((p) => p.title === '林老师的写作星球')!;
    demo.otherPlanet = ((await demo.get(PLANET_PATHS.findList, { pageSize: 50 }, demo.other)).body.rows as Planet[])[0]!;
    expect(demo.planet).toBeDefined();
    expect(demo.otherPlanet).toBeDefined();
  });
  afterAll(async () => {
    await demo.server.close();
  });
  return demo;
}
