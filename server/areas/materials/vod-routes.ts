/**
 * The embedded video cloud's upload endpoint: a tus 1.0.0 server (@tus/server + @tus/file-store) at
 * MATERIAL_PATHS.vodUpload, files under `${dataDir}/vod-incoming` until they are complete.
 *
 * No session: the upload carries the sign of createSourceSign in its metadata (`sign`, `filename`), checked
 * at creation with the extension, the size limit and the quota; later requests address the upload by its
 * unguessable id. When the last byte arrives the file is checked and becomes a material (processing), and
 * the upload id is forgotten. Unfinished uploads expire after a day.
 *
 * Failures of our checks answer with the usual `{result:'fail', code, message}` JSON as the body.
 *
 * CORS: preflights never reach tus (http/cors.ts answers them). tus writes its answers itself, past
 * Fastify's hooks, so the handler puts the policy's answer headers (`Vary: Origin`, and for an allowed origin
 * the echoed Access-Control-Allow-Origin) on the raw response, and tus is told the same allowed origins: it
 * echoes only those (never `*`) and sends its own, longer Access-Control-Expose-Headers list in place of
 * ours, plus X-Material-Id, the material created by the last PATCH.
 */
import fsp from 'node:fs/promises';
import path from 'node:path';
import { FileStore } from '@tus/file-store';
import { Server } from '@tus/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MATERIAL_PATHS } from '@shared/materials/paths.ts';
import { ApiError } from '@server/errors.ts';
import { failBody } from '@server/http/answers.ts';
import type { CorsPolicy } from '@server/http/cors.ts';
import type { Services } from '@server/services.ts';

export const INCOMING_DIR = 'vod-incoming';
const EXPIRE_MS = 24 * 3600 * 1000;
const CLEANUP_EVERY_MS = 3600 * 1000;

type TusError = { status_code: number; body: string };
type Log = { error(obj: object, message: string): void };

function tusError(error: unknown, log: Log): TusError {
  if (error instanceof ApiError) return { status_code: error.status, body: JSON.stringify(failBody(error.code, error.message)) };
  log.error({ err: error }, 'video cloud upload failed');
  return { status_code: 500, body: JSON.stringify(failBody(50000, '服务器内部错误，请稍后重试')) };
}

/** The upload id: the last path segment, without a query string a client may have added. */
function uploadIdOf(url: string): string | undefined {
  const pathname = new URL(url, 'http://x').pathname;
  const id = pathname.slice(pathname.lastIndexOf('/') + 1);
  return /^[A-Za-z0-9_-]{1,128}$/.test(id) ? id : undefined;
}

export async function registerVodRoutes(app: FastifyInstance, services: Services, dataDir: string, cors: CorsPolicy): Promise<void> {
  const { vod, settings } = services.materials;
  const directory = path.join(dataDir, INCOMING_DIR);
  await fsp.mkdir(directory, { recursive: true });
  const datastore = new FileStore({ directory, expirationPeriodInMilliseconds: EXPIRE_MS });

  /** Removes an upload's data and its metadata, whichever still exists. */
  async function forget(id: string): Promise<void> {
    await fsp.rm(path.join(directory, id), { force: true }).catch(() => undefined);
    await datastore.configstore.delete(id).catch(() => undefined);
  }

  const tus = new Server({
    path: MATERIAL_PATHS.vodUpload,
    datastore,
    relativeLocation: true,
    allowedOrigins: (origin) => cors.allows(origin),
    exposedHeaders: ['X-Material-Id'],
    maxSize: Math.max(settings.maxFileBytes.audio, settings.maxFileBytes.video),
    getFileIdFromRequest: (request) => uploadIdOf(request.url),
    async onUploadCreate(_request, upload) {
      try {
        await vod.checkCreate(upload.metadata, upload.size);
      } catch (error) {
        throw tusError(error, app.log);
      }
      return { metadata: upload.metadata ?? {} };
    },
    async onUploadFinish(_request, upload) {
      try {
        const row = await vod.finish(path.join(directory, upload.id), upload.metadata);
        return { headers: { 'X-Material-Id': String(row.id) } };
      } catch (error) {
        throw tusError(error, app.log);
      } finally {
        // moved into the file store, or refused: either way this upload is over
        await forget(upload.id);
      }
    },
  });

  const timer = setInterval(() => {
    tus.cleanUpExpiredUploads().catch((error: unknown) => app.log.error({ err: error }, 'expired upload cleanup failed'));
  }, CLEANUP_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));

  async function handle(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    for (const [name, value] of Object.entries(cors.answerHeaders(request.headers.origin))) {
      reply.raw.setHeader(name, value);
    }
    reply.hijack();
    try {
      await tus.handle(request.raw, reply.raw);
    } catch (error) {
      request.log.error({ err: error }, 'tus request failed');
      if (!reply.raw.headersSent) reply.raw.writeHead(500, { 'Content-Type': 'application/json' });
      reply.raw.end(JSON.stringify(failBody(50000, '服务器内部错误，请稍后重试')));
    }
  }

  await app.register(async (scope) => {
    // tus reads the request body itself: nothing here may consume it
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    for (const url of [MATERIAL_PATHS.vodUpload, `${MATERIAL_PATHS.vodUpload}/:uploadId`]) {
      scope.route({ method: ['POST', 'HEAD', 'PATCH', 'OPTIONS', 'DELETE'], url, config: { public: true }, handler: handle });
    }
  });
}
