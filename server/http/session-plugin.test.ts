import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SHELL } from '@shared/menu/modules.ts';
import type { Session } from './session-types.ts';
import { fail } from '@server/errors.ts';
import { registerErrorHandler } from './error-handler.ts';
import { inModule, registerSessionCheck, routesWithoutModule } from './session-plugin.ts';

/** Tokens of the fake session service: a main account, and staff accounts whose menus show these pages. */
const GRANTS: Record<string, string[]> = { staffMaterials: ['materials.source'], staffNone: [] };

const tokenOf = new WeakMap<Session, string>();

function fakeSession(token: string): Session {
  // only the field the session check reads
  const session = { isChild: token !== 'main' } as unknown as Session;
  tokenOf.set(session, token);
  return session;
}

let app: FastifyInstance;
let grantReads: number;

beforeEach(async () => {
  grantReads = 0;
  app = Fastify();
  registerErrorHandler(app);
  registerSessionCheck(
    app,
    {
      authenticate: async (token) => {
        if (token !== 'main' && !(token in GRANTS)) throw fail.invalidSession();
        return fakeSession(token);
      },
    },
    {
      grantedPages: async (session) => {
        grantReads += 1;
        return new Set([SHELL, ...(GRANTS[tokenOf.get(session) ?? ''] ?? [])]);
      },
    },
  );
  const answer = async () => ({ result: 'ok' });
  app.get('/api/open', { config: { public: true } }, answer);
  app.get('/api/shell', { config: inModule(SHELL) }, answer);
  app.get('/api/materials', { config: inModule('materials.source') }, answer);
  app.get('/api/traffic', { config: inModule('materials.traffic') }, answer);
  app.get('/api/either', { config: inModule(['planet', 'materials.source']) }, answer);
  app.get('/api/planet', { config: inModule('planet') }, answer);
  app.post('/api/planet/create', { config: inModule('planet'), schema: { body: { type: 'object', required: ['title'] } } }, answer);
  app.get('/api/undeclared', answer);
  await app.ready();
});
afterEach(() => app.close());

const status = async (method: 'GET' | 'POST', url: string, token?: string) =>
  (await app.inject({ method, url, headers: token ? { authorization: token } : {} })).statusCode;

describe('module declarations', () => {
  it('records every /api/ route with its module, and names the private ones that declare none', () => {
    expect(app.apiRoutes.filter((route) => route.method === 'GET').map((route) => [route.url, route.module ?? null, route.public])).toEqual([
      ['/api/open', null, true],
      ['/api/shell', SHELL, false],
      ['/api/materials', 'materials.source', false],
      ['/api/traffic', 'materials.traffic', false],
      ['/api/either', ['planet', 'materials.source'], false],
      ['/api/planet', 'planet', false],
      ['/api/undeclared', null, false],
    ]);
    expect(routesWithoutModule(app.apiRoutes)).toEqual(['GET /api/undeclared']);
  });
});

describe('the module check', () => {
  it('lets a staff account reach shell routes and its granted pages, and refuses the rest with 403 / 40300', async () => {
    for (const url of ['/api/open', '/api/shell', '/api/materials', '/api/either']) expect(await status('GET', url, 'staffMaterials'), url).toBe(200);
    // another page of the same group is not granted by it
    for (const url of ['/api/planet', '/api/traffic', '/api/undeclared']) {
      const reply = await app.inject({ method: 'GET', url, headers: { authorization: 'staffMaterials' } });
      expect(reply.statusCode, url).toBe(403);
      expect(reply.json(), url).toEqual({ result: 'fail', code: 40300, message: '无权限访问' });
    }
    for (const url of ['/api/materials', '/api/either', '/api/planet']) expect(await status('GET', url, 'staffNone'), url).toBe(403);
    expect(await status('GET', '/api/shell', 'staffNone')).toBe(200);
  });

  it('refuses before the body is validated', async () => {
    expect(await status('POST', '/api/planet/create', 'staffMaterials')).toBe(403);
    expect(await status('POST', '/api/planet/create', 'main')).toBe(400);
  });

  it('leaves main accounts their whole mode, and reads grants only for a staff account on a module route', async () => {
    for (const url of ['/api/shell', '/api/materials', '/api/planet', '/api/undeclared']) expect(await status('GET', url, 'main'), url).toBe(200);
    await status('GET', '/api/shell', 'staffNone');
    expect(grantReads).toBe(0);
    await status('GET', '/api/planet', 'staffNone');
    expect(grantReads).toBe(1);
  });

  it('asks for a session first', async () => {
    expect(await status('GET', '/api/planet')).toBe(401);
    expect(await status('GET', '/api/planet', 'unknown')).toBe(401);
    expect(await status('GET', '/api/open')).toBe(200);
  });
});
