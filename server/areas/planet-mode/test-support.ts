/**
 * What the planet member mode route tests share: a server of their own on a clock the tests move, with the
 * sensitive words they try, the demo accounts signed in, their first planets, a picture of 周老师's, and helpers to
 * call and read answers. Calls are 周老师's unless a token is given.
 */
import { afterAll, beforeAll, expect } from 'vitest';
import type { Material } from '@shared/materials/types.ts';
import { PLANET_PATHS } from '@shared/planets/paths.ts';
import type { Planet } from '@shared/planets/types.ts';
import { testClock, type TestClock } from '@server/test-support/clock.ts';
import { call, login, PHONES } from '@server/test-support/http.ts';
import { upload } from '@server/areas/materials/test-support.ts';
import { png } from '@server/test-support/media-files.ts';
import { startServer, type TestServer } from '@server/test-support/start-server.ts';

export const SENSITIVE = { result: 'fail', code: -1, message: '操作失败，内容包含敏感词' };
export const NO_PLANET = { result: 'fail', message: '星球不存在' };
export const HOUR = 3600;
export const DAY = 86_400;

type Query = Record<string, string | number>;

export type PlanetModeServer = {
  server: TestServer;
  clock: TestClock;
  /** tokens: 周老师 (planet member mode), 林老师, 林老师's staff account */
  zhou: string;
  lin: string;
  staff: string;
  zhouPlanet: number;
  linPlanet: number;
  /** a picture material of 周老师's (a cover, a group's QR code) */
  pictureId: number;
  post<T = unknown>(path: string, json: unknown, token?: string): ReturnType<typeof call<T>>;
  get<T = unknown>(path: string, query?: Query, token?: string): ReturnType<typeof call<T>>;
  /** the rows of an answer that must be ok */
  rows<R>(path: string, query?: Query, token?: string): Promise<R[]>;
  /** the data of an answer that must be ok */
  okData<T>(path: string, json: unknown, token?: string): Promise<T>;
};

/** Starts the server before the file's tests and closes it after them; the fields are set once it runs. */
export function usePlanetModeServer(): PlanetModeServer {
  const demo = {
    clock: testClock(),
    post: (path, json, token = demo.zhou) => call(demo.server.baseUrl, 'POST', path, { token, json }),
    get: (path, query = {}, token = demo.zhou) => call(demo.server.baseUrl, 'GET', path, { token, query }),
    async rows<R>(path: string, query: Query = {}, token = demo.zhou) {
      const reply = await demo.get(path, query, token);
      expect(reply.body.result).toBe('ok');
      return reply.body.rows as R[];
    },
    async okData<T>(path: string, json: unknown, token = demo.zhou): Promise<T> {
      const reply = await demo.post<T>(path, json, token);
      expect(reply.body).toMatchObject({ result: 'ok' });
      return reply.body.data as T;
    },
  } as PlanetModeServer;
  const firstPlanet = async (token: string) => ((await demo.get(PLANET_PATHS.findList, {}, token)).body.rows as Planet[])[0]!.id;

  beforeAll(async () => {
    demo.server = await startServer({ now: demo.clock.now, accessTokenTtl: 86_400 * 365, planets: { auditSeconds: 60, sensitiveWords: ['赌博', '网络赌场', '传销', '刷单返利', '色情', '办假证', '代考'] } });
    demo.zhou = (await login(demo.server.baseUrl, PHONES.planet)).token.id;
    demo.lin = (await login(demo.server.baseUrl, PHONES.teacher)).token.id;
    demo.staff = (await login(demo.server.baseUrl, PHONES.staff)).token.id;
    demo.zhouPlanet = await firstPlanet(demo.zhou);
    demo.linPlanet = await firstPlanet(demo.lin);
    demo.pictureId = ((await upload<Material>(demo.server.baseUrl, demo.zhou, 'picture', '群二维码.png', png(60, 60))).body.data as Material).id;
  });
  afterAll(async () => {
    await demo.server.close();
  });
  return demo;
}
