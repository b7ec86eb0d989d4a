/**
 * The generated OpenAPI document and its reference page, against the real server: the document is valid
 * OpenAPI 3.0, lists every registered API call with its method and the session it needs, and the page answers
 * HTML that no other site can frame, with every file it loads served by this server.
 */
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_PATHS } from '@shared/account/paths.ts';
import { MATERIAL_PATHS } from '@shared/materials/paths.ts';
import { NOTIFICATION_PATHS } from '@shared/notifications/contract.ts';
import { OPERATION_LOG_PATHS } from '@shared/operation-log/paths.ts';
import { XLSX_TYPE } from './xlsx-stream.ts';
import { teachers } from '@shared/teach/teacher.ts';
import { startServerWithDevRoutes, type TestServer } from '@server/test-support/start-server.ts';
import { API_DOCS_PREFIX, isApiDocsRoute, OPENAPI_PATH } from './openapi.ts';
import { TOKEN_SCHEME } from './openapi-document.ts';
import type { ApiRoute } from './session-plugin.ts';

type Operation = {
  security?: unknown;
  tags?: string[];
  'x-module'?: unknown;
  responses?: Record<string, { content?: Record<string, { schema?: { properties?: Record<string, { items?: { properties?: object } }> } }> }>;
};
type Document = {
  openapi: string;
  info: { description?: string };
  security?: unknown;
  components: { securitySchemes: Record<string, unknown> };
  paths: Record<string, Record<string, Operation>>;
};

let server: TestServer;
let doc: Document;

beforeAll(async () => {
  // the development routes too: a registered one is listed like any other
  server = await startServerWithDevRoutes();
  const response = await fetch(`${server.baseUrl}${OPENAPI_PATH}`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  doc = (await response.json()) as Document;
}, 60_000); // a start and the first generation of the document, slow on a busy machine
afterAll(() => server.close());

/** `/a/:id/b` as OpenAPI writes it, `/a/{id}/b` */
const openapiPath = (url: string) => url.replace(/:([A-Za-z_]\w*)/g, '{$1}');
const isTus = (route: ApiRoute) => route.url === MATERIAL_PATHS.vodUpload || route.url.startsWith(`${MATERIAL_PATHS.vodUpload}/`);
/** the calls the document must list: every /api/ route but HEAD and OPTIONS (they follow their route), the tus endpoint and the page */
const documented = () =>
  server.apiRoutes.filter((route) => route.method !== 'HEAD' && route.method !== 'OPTIONS' && !isTus(route) && !isApiDocsRoute(route.url));
const operationOf = (method: string, url: string) => doc.paths[openapiPath(url)]?.[method.toLowerCase()];
/** an operation's security: its own, else the document's */
const securityOf = (operation: Operation | undefined) => operation?.security ?? doc.security;
const TOKEN_REQUIRED = [{ [TOKEN_SCHEME]: [] }];

describe('GET /api/openapi.json', () => {
  it('is a valid OpenAPI 3.0 document', async () => {
    const validator = new Validator();
    const result = await validator.validate(doc as unknown as Record<string, unknown>);
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.0');
  });

  it('lists every registered API route with its method, and nothing else', () => {
    expect(documented().length).toBeGreaterThan(150);
    const missing = documented().filter((route) => operationOf(route.method, route.url) === undefined);
    expect(missing.map((route) => `${route.method} ${route.url}`)).toEqual([]);
    const listed = Object.entries(doc.paths).flatMap(([url, item]) => Object.keys(item).map((method) => `${method.toUpperCase()} ${url}`));
    expect(listed.sort()).toEqual(documented().map((route) => `${route.method} ${openapiPath(route.url)}`).sort());
  });

  it('declares the 200 answer of its operations: the share of them rises as areas move to resource definitions', () => {
    const operations = documented().map((route) => operationOf(route.method, route.url));
    // a JSON answer or a download (an .xlsx …)
    const answered = operations.filter((operation) => Object.values(operation?.responses?.['200']?.content ?? {}).some((content) => content?.schema));
    // never lower: each area that declares its answers raises it (the goal is 95 %)
    expect(answered.length / operations.length).toBeGreaterThanOrEqual(0.8);
    const rows = operationOf('GET', teachers.paths.findList)?.responses?.['200']?.content?.['application/json']?.schema?.properties?.rows;
    expect(Object.keys(rows?.items?.properties ?? {}).sort()).toEqual(Object.keys(teachers.record.properties).sort());
    expect(operationOf('POST', teachers.paths.create)?.responses?.['4XX']).toBeDefined();
    expect(Object.keys(operationOf('GET', OPERATION_LOG_PATHS.export)?.responses?.['200']?.content ?? {})).toEqual([XLSX_TYPE]);
  });

  it('lists a development route only because this server registered it', () => {
    expect(operationOf('POST', NOTIFICATION_PATHS.devCreate)).toBeDefined();
  });

  it('describes the session: the token id in Authorization', () => {
    expect(doc.components.securitySchemes[TOKEN_SCHEME]).toMatchObject({ type: 'apiKey', in: 'header', name: 'Authorization' });
    expect(doc.security).toEqual(TOKEN_REQUIRED);
  });

  it('asks a private route for the token and names its module; a public one asks for nothing', () => {
    const userInfo = operationOf('GET', ACCOUNT_PATHS.userInfo);
    expect(securityOf(userInfo)).toEqual(TOKEN_REQUIRED);
    expect(userInfo?.['x-module']).toBe('shell');
    expect(operationOf('POST', ACCOUNT_PATHS.webLogin)?.security).toEqual([]);
    const wrong = documented().filter((route) => {
      const operation = operationOf(route.method, route.url);
      const security = JSON.stringify(securityOf(operation)) !== JSON.stringify(route.public ? [] : TOKEN_REQUIRED);
      return security || JSON.stringify(operation?.['x-module']) !== JSON.stringify(route.module);
    });
    expect(wrong.map((route) => `${route.method} ${route.url}`)).toEqual([]);
  });

  it('tags each call with its area', () => {
    expect(operationOf('POST', ACCOUNT_PATHS.webLogin)?.tags).toEqual(['account']);
    expect(operationOf('GET', MATERIAL_PATHS.canUpload)?.tags).toEqual(['media']);
  });

  it('names the tus endpoint it cannot describe', () => {
    expect(doc.paths[MATERIAL_PATHS.vodUpload]).toBeUndefined();
    expect(doc.info.description).toContain(`tus 1.0.0 at \`${MATERIAL_PATHS.vodUpload}\``);
  });
});

describe('the reference page at /api/docs', () => {
  it('answers HTML without a session, with its own policy, unframeable', async () => {
    for (const path of [API_DOCS_PREFIX, `${API_DOCS_PREFIX}/`]) {
      const response = await fetch(`${server.baseUrl}${path}`);
      const html = await response.text();
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type'), path).toMatch(/^text\/html/);
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp, path).toContain("frame-ancestors 'self'");
      expect(csp, path).toContain("script-src 'self';");
      expect(csp, path).toContain("connect-src 'self';");
      expect(response.headers.get('x-frame-options'), path).toBe('SAMEORIGIN');
      expect(html, path).toContain('swagger-ui');
    }
  });

  it('loads every script, style and icon from this server', async () => {
    const html = await (await fetch(`${server.baseUrl}${API_DOCS_PREFIX}`)).text();
    const assets = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1] ?? '');
    expect(assets.length).toBeGreaterThanOrEqual(4);
    for (const asset of assets) {
      expect(asset, 'a path on this server').toMatch(new RegExp(`^${API_DOCS_PREFIX}/`));
      const response = await fetch(`${server.baseUrl}${asset}`);
      await response.arrayBuffer();
      expect(response.status, asset).toBe(200);
    }
  });

  it('sends the plugin’s former address of the page to the page, a query string and all', async () => {
    for (const query of ['', '?u=0&app=lectern']) {
      const response = await fetch(`${server.baseUrl}${API_DOCS_PREFIX}/static/index.html${query}`, { redirect: 'manual' });
      expect(response.status, query).toBe(302);
      expect(response.headers.get('location'), query).toBe(API_DOCS_PREFIX);
    }
  });

  it('shows this document', async () => {
    const response = await fetch(`${server.baseUrl}${API_DOCS_PREFIX}/json`);
    expect(await response.json()).toEqual(doc);
  });
});
