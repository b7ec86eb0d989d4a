/**
 * What the generated OpenAPI document says beyond the routes' own JSON schemas (docs/api.md "The generated
 * document"): its head (title, the conventions every call shares, the tus endpoint it cannot describe), the security
 * scheme, and how each route becomes an operation (`documentRoute`, @fastify/swagger's `transform`).
 */
import fs from 'node:fs';
import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import type { FastifySchema, RouteOptions } from 'fastify';
import { MATERIAL_PATHS } from '@shared/materials/paths.ts';

/** the security scheme of every private route: the token id in `Authorization` */
export const TOKEN_SCHEME = 'token';

/** the bodies every route with a body accepts (http/form-body.ts) */
const BODY_TYPES = ['application/json', 'application/x-www-form-urlencoded'] as const;

function packageVersion(): string {
  const text = fs.readFileSync(new URL('../../package.json', import.meta.url), 'utf8');
  const { version } = JSON.parse(text) as { version?: unknown };
  return typeof version === 'string' ? version : '0.0.0';
}

const DESCRIPTION = `Generated from the JSON schemas the reference server validates with: a parameter, a body field and a
rule shown here is the one the server applies. The decisions behind the calls (who may call what, the failure codes,
the limits) are in the repository's \`docs/api.md\`.

- **Answers.** \`{result: 'ok', data?, rows?, totalCount?}\` or \`{result: 'fail', code, message}\` with a real HTTP
  status (400 40000 for a parameter that breaks its schema, 401 50008 without a valid session, 403 40300 outside the
  caller's modules …). Messages are zh-CN.
- **Sessions.** A private call sends the token id of \`web_login\` in \`Authorization\` (\`Bearer <id>\` works too). The
  calls marked without security need none.
- **Modules.** \`x-module\` names the menu page a private call belongs to (\`module.page\`, or a module of one page;
  \`shell\`: every signed-in account; a list: any one of them). A staff account may call it only when its menu shows
  that page.
- **Bodies.** JSON or \`application/x-www-form-urlencoded\` (form values are coerced to the schema's types); unknown
  fields are refused. Uploads (\`uploadSource\`) are \`multipart/form-data\`.
- **Rules.** \`x-rule\` words a field's rule as the failure message says it; \`x-name\` marks a name or title that loses
  its invisible format characters before it is checked; \`x-clean\` marks text that passes the content check.
- **Query.** Every call accepts \`app\`, \`appid\` and \`u\` and ignores them.
- **Not listed here.** The video cloud's resumable upload endpoint, tus 1.0.0 at \`${MATERIAL_PATHS.vodUpload}\`
  (POST creates an upload, \`${MATERIAL_PATHS.vodUpload}/{id}\` takes HEAD, PATCH and DELETE): the sign of
  \`createSourceSign\` is its credential, shown as \`Authorization\` or as \`sign\` in \`Upload-Metadata\`. The
  development-only calls appear only on a server started with \`LECTERN_DEV_ROUTES=1\`.`;

/** The document's fixed part (@fastify/swagger's `openapi` option). */
export function documentHead(): FastifyDynamicSwaggerOptions['openapi'] {
  return {
    openapi: '3.0.3',
    info: { title: 'Lectern reference API', version: packageVersion(), description: DESCRIPTION },
    components: {
      securitySchemes: {
        [TOKEN_SCHEME]: {
          type: 'apiKey',
          in: 'header',
          name: 'Authorization',
          description: 'The access token id of a sign-in, alone or as `Bearer <id>`.',
        },
      },
    },
    security: [{ [TOKEN_SCHEME]: [] }],
  };
}

/** A route's tag: the path segment after `/api/vN/` (`account`, `column_hybrid`, `planet` …). */
function areaOf(url: string): string {
  return /^\/api\/v\d+\/([^/]+)/.exec(url)?.[1] ?? 'api';
}

type Documented = { schema: FastifySchema; url: string };

/**
 * A copy of a JSON schema without empty `required` lists: they require nothing, and OpenAPI 3.0's schema object wants
 * at least one name in a `required`.
 */
function withoutEmptyRequired(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withoutEmptyRequired);
  if (typeof schema !== 'object' || schema === null) return schema;
  return Object.fromEntries(
    Object.entries(schema)
      .filter(([key, value]) => !(key === 'required' && Array.isArray(value) && value.length === 0))
      .map(([key, value]) => [key, withoutEmptyRequired(value)]),
  );
}

/**
 * A route as an operation. Left out: routes outside /api/ and routes that declare no schema (the tus endpoint, whose
 * handler reads the raw request). Public routes need no security; private ones keep the document's and name their
 * module.
 */
export function documentRoute({ schema, url, route }: { schema: FastifySchema | undefined; url: string; route: RouteOptions }): Documented {
  if (!url.startsWith('/api/') || schema === undefined) return { schema: { ...schema, hide: true }, url };
  const config = route.config ?? {};
  const access = config.public === true ? { security: [] } : { 'x-module': config.module };
  return {
    url,
    schema: {
      ...(withoutEmptyRequired(schema) as FastifySchema),
      tags: schema.tags ?? [areaOf(url)],
      ...(schema.body === undefined ? {} : { consumes: BODY_TYPES }),
      ...access,
    },
  };
}
