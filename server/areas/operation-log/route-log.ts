/**
 * The operation log's recorder: one line for every successful private write (a labelled route,
 * shared/operation-log/route-labels.ts), naming the account, its teacher, the route's module and label, the record
 * (`id` of the body or path, or of the answer for a create), its name or title, the address and the time.
 *
 * The line is written as the answer leaves (onSend), after the write's own transaction committed and outside it:
 * a crash between the two loses the line, never the write. Money and permission writes do not depend on this: their
 * services write their line in the write's transaction (`logOperation`), which marks the call logged so it gets no
 * second line here. Failed writes (status 400 and up), reads and unlabelled routes (development ones) write nothing.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { labelOfRoute } from '@shared/operation-log/route-labels.ts';
import type { GeneratedSummary } from '@shared/operation-log/summaries.ts';
import { modulesOfRoute, type RouteModule } from '@shared/menu/modules.ts';
import { seconds, type ServiceContext } from '@server/db/context.ts';
import type { Database } from '@server/db/schema.ts';
import type { Kysely } from 'kysely';
import { insertLine } from './record.ts';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** the body fields that name a record; nothing else of a body is copied (never a password, code, token or number) */
const NAME_FIELDS = ['name', 'title', 'nickname', 'file_name'] as const;
/** an answer longer than this is no single record: its id is not looked for */
const ANSWER_READ_MAX = 4096;

/** the module a line is filed under: its first page's (its own screen's) */
export function moduleOfRoute(module: RouteModule | undefined): string {
  if (module === undefined) return '';
  return modulesOfRoute(module)[0] ?? '';
}

const record = (value: unknown): Record<string, unknown> | undefined =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;

const positiveId = (value: unknown): number | null => {
  const id = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : null;
};

/** the record a write names: `id` of its body or path; else, for a create, the `id` its answer gives */
export function objectIdOf(body: unknown, params: unknown, answer: unknown): number | null {
  const fromRequest = positiveId(record(body)?.id) ?? positiveId(record(params)?.id);
  if (fromRequest !== null) return fromRequest;
  if (typeof answer !== 'string' || answer.length > ANSWER_READ_MAX || !answer.startsWith('{')) return null;
  try {
    return positiveId(record(record(JSON.parse(answer))?.data)?.id);
  } catch {
    return null;
  }
}

/** what the line says of the record: its name or title as typed, or how many records a batch names */
export function summaryOf(body: unknown): string | GeneratedSummary {
  const fields = record(body);
  if (!fields) return '';
  for (const key of NAME_FIELDS) {
    const value = fields[key];
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
  }
  if (Array.isArray(fields.ids) && fields.ids.length > 0) return { code: 'batch', params: { count: fields.ids.length } };
  return '';
}

function labelOf(request: FastifyRequest) {
  const url = request.routeOptions.url;
  if (!url?.startsWith('/api/') || READS.has(request.method)) return undefined;
  return labelOfRoute(request.method, url);
}

export function registerOperationLog(app: FastifyInstance, ctx: ServiceContext): void {
  const db = ctx.db as Kysely<Database>;

  // after the session check: the services' own lines (logOperation) name the call
  app.addHook('preHandler', async (request) => {
    if (!request.session || request.routeOptions.url === undefined) return;
    request.session.call = { module: moduleOfRoute(request.routeOptions.config.module), route: `${request.method} ${request.routeOptions.url}` };
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const session = request.session;
    if (!session?.call || session.call.logged || reply.statusCode >= 400) return payload;
    const label = labelOf(request);
    if (!label) return payload;
    try {
      await insertLine(db, {
        ownerId: session.main.id,
        actor: session.user,
        action: label,
        module: session.call.module,
        route: session.call.route,
        objectType: label.slice(0, label.lastIndexOf('.')) || label,
        objectId: objectIdOf(request.body, request.params, payload),
        summary: summaryOf(request.body),
        ip: request.ip,
        apiKeyId: session.apiKey?.id ?? null,
        at: seconds(ctx.now),
      });
      session.call.logged = true;
    } catch (error) {
      // the write is done and answered; a lost line is reported, not turned into a failure
      request.log.error({ err: error, route: session.call.route }, 'operation log line not written');
    }
    return payload;
  });
}
