/**
 * Fuzz over every registered API route: hostile parameters and bodies, shaped by each route's own schemas,
 * sent by a signed-in teacher and by a staff account. Whatever arrives, the server answers `{result, code, message}`
 * with a 2xx or 4xx — never a 500, never an internal detail (SQL, a stack, a JavaScript error). A new route is walked
 * the same way without a line here. LECTERN_FUZZ_SEED and LECTERN_FUZZ_RUNS vary a run; the defaults are fixed so
 * CI repeats itself.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_PATHS } from '@shared/account/paths.ts';
import { HELP_PATHS } from '@shared/help/contract.ts';
import { MATERIAL_PATHS } from '@shared/materials/paths.ts';
import { NOTIFICATION_PATHS } from '@shared/notifications/contract.ts';
import { grantModules } from '@server/test-support/accounts.ts';
import { call, login, PHONES } from '@server/test-support/http.ts';
import { startServerWithDevRoutes, type TestServer } from '@server/test-support/start-server.ts';
import { isApiDocsRoute } from './openapi.ts';
import { XLSX_TYPE } from './xlsx-stream.ts';
import { hostileInput, type JsonSchema } from './route-fuzz-inputs.ts';
import type { ApiRoute } from './session-plugin.ts';

const SEED = Number(process.env.LECTERN_FUZZ_SEED ?? 20261125);
const RUNS = Number(process.env.LECTERN_FUZZ_RUNS ?? 6);
/** answers that give away how the server is built */
const INTERNALS = /SQLITE|constraint failed|no such (table|column)|TypeError|ReferenceError|Cannot read prop|is not a function|at [\w.<>]+ \(|\.ts:\d+/i;
/** routes that end the caller's session or hold a stream open: walked by their own tests */
const SKIPPED = new Set([`POST ${ACCOUNT_PATHS.logout}`, `GET ${NOTIFICATION_PATHS.stream}`]);

let server: TestServer;
const tokens = { teacher: '', staff: '' };

async function signIn(): Promise<void> {
  tokens.teacher = (await login(server.baseUrl, PHONES.teacher)).token.id;
  tokens.staff = (await login(server.baseUrl, PHONES.staff)).token.id;
}

beforeAll(async () => {
  server = await startServerWithDevRoutes();
  await grantModules(server.dataDir, PHONES.staff, ['accounting', 'planet']);
  await signIn();
});
afterAll(() => server.close());

/** the reference page and its files are a page, not calls (openapi.test.ts) */
const walked = (): ApiRoute[] =>
  server.apiRoutes.filter(
    (route) => route.method !== 'HEAD' && route.method !== 'OPTIONS' && !SKIPPED.has(`${route.method} ${route.url}`) && !isApiDocsRoute(route.url),
  );

async function send(route: ApiRoute, input: { path: string; query: string; body: unknown }, token: string) {
  const response = await fetch(`${server.baseUrl}${input.path}${input.query}`, {
    method: route.method,
    headers: { authorization: token, ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { 'content-type': 'application/json' }) },
    ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { body: JSON.stringify(input.body) }),
  });
  return { status: response.status, type: response.headers.get('content-type') ?? '', text: await response.text() };
}

describe('every API route, fed hostile input', () => {
  it('walks the routes the server registered', () => {
    expect(walked().length).toBeGreaterThan(150);
  });

  it('answers a 2xx or 4xx in the platform shape, never a 500 or an internal detail', async () => {
    const failures: string[] = [];
    for (const route of walked()) {
      await fc.assert(
        fc.asyncProperty(hostileInput(route.url, route.schema as { body?: JsonSchema; querystring?: JsonSchema }), fc.boolean(), async (input, asStaff) => {
          const answer = await send(route, input, asStaff ? tokens.staff : tokens.teacher);
          // a route that signs the caller out (e.g. a staff account disabling itself) leaves the next runs without a session
          if (answer.status === 401) await signIn();
          const where = `${route.method} ${input.path}${input.query} ${JSON.stringify(input.body)?.slice(0, 200)} → ${answer.status} ${answer.text.slice(0, 200)}`;
          if (answer.status >= 500 || INTERNALS.test(answer.text)) throw new Error(where);
          if (route.url.includes('/vod/upload')) return;
          // an export that went through answers the file (an .xlsx), not JSON
          if (answer.status === 200 && answer.type.startsWith(XLSX_TYPE)) return;
          const body = JSON.parse(answer.text) as { result?: string; code?: unknown; message?: unknown };
          if (body.result === 'fail' && (typeof body.code !== 'number' || typeof body.message !== 'string' || body.message === '')) throw new Error(where);
        }),
        { seed: SEED, numRuns: RUNS, endOnFailure: true },
      ).catch((error: unknown) => failures.push(error instanceof Error ? error.message.split('\n').filter((line) => !line.startsWith('Hint') && line.trim() !== '').slice(0, 8).join('\n') : String(error)));
    }
    expect(failures).toEqual([]);
  }, 240_000);

  it('keeps what it found: a NUL in a search keyword (SQLite full-text search failed on it with a 500)', async () => {
    for (const path of [HELP_PATHS.search, MATERIAL_PATHS.findSources('picture')]) {
      const reply = await call(server.baseUrl, 'GET', path, { token: tokens.teacher, query: { keyword: '\u0000写作技' } });
      expect(reply.status, path).toBe(200);
      expect(reply.body.result).toBe('ok');
    }
  });
});
