/**
 * A server for the planet program contract tests: the demo seed, a clock the test moves, two teachers (林老师 and
 * 周老师, each with a seeded planet) and a short word list for the content check.
 */
import { PLANET_PATHS } from '@shared/planets/paths.ts';
import type { Planet } from '@shared/planets/types.ts';
import { testClock } from '@server/test-support/clock.ts';
import { call, login, PHONES } from '@server/test-support/http.ts';
import { startServer, type TestServer } from '@server/test-support/start-server.ts';

export const SENSITIVE = { result: 'fail', code: -1, message: '操作失败，内容包含敏感词' };
export const notFound = (message: string) => ({ result: 'fail', code: 40400, message });
export const DAY = 86_400;

export type Harness = Awaited<ReturnType<typeof startHarness>>;

export async function startHarness() {
  const clock = testClock();
  const server: TestServer = await startServer({ now: clock.now, accessTokenTtl: 86_400 * 365, planets: { sensitiveWords: ['赌博', '代考'] } });
  const teacher = (await login(server.baseUrl, PHONES.teacher)).token.id;
  const other = (await login(server.baseUrl, PHONES.planet)).token.id;
  const post = <T = unknown>(path: string, json: unknown, token = teacher) => call<T>(server.baseUrl, 'POST', path, { token, json });
  const get = <T = unknown>(path: string, query: Record<string, string | number>, token = teacher) => call<T>(server.baseUrl, 'GET', path, { token, query });
  const planetOf = async (token: string) => ((await get(PLANET_PATHS.findList, {}, token)).body.rows as Planet[])[0]!.id;
  return {
    server,
    clock,
    teacher,
    other,
    post,
    get,
    /** 林老师的写作星球 */
    planetId: await planetOf(teacher),
    /** 周老师的摄影会员星球 */
    otherPlanetId: await planetOf(other),
    close: () => server.close(),
  };
}
