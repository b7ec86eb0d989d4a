/**
 * The embedded video cloud's upload endpoint: a tus 1.0.0 server (@tus/server) at MATERIAL_PATHS.vodUpload,
 * its uploads on disk or in object storage until they are complete (vod-incoming.ts).
 *
 * No session: the sign of createSourceSign is the upload's credential. The creation shows it as
 * `Authorization` (or, as the spec's clients send it, as `sign` in Upload-Metadata, with `filename`); it is
 * checked with the extension, the size limit and the quota, and opens one upload only (vod.ts `open`). The sign
 * never reaches the stored metadata, so HEAD cannot hand it out. HEAD, PATCH and DELETE show the same sign as
 * `Authorization`, checked before tus touches the upload (`assertOwner`). When the last byte arrives the file is
 * checked and becomes a material (processing), and the upload is forgotten. Unfinished uploads expire after a
 * day: the sweep (vod-sweep.ts) runs at start and then every `uploadSweepEveryMs`. At start it also settles the
 * uploads a crash cut short (`recover`).
 *
 * Failures of our checks answer with the usual `{result:'fail', code, message}` JSON as the body.
 *
 * CORS: preflights never reach tus (http/cors.ts answers them). tus writes its answers itself, past
 * Fastify's hooks, so the handler puts the policy's answer headers (`Vary: Origin`, and for an allowed origin
 * the echoed Access-Control-Allow-Origin) on the raw response, and tus is told the same allowed origins: it
 * echoes only those (never `*`) and sends its own, longer Access-Control-Expose-Headers list in place of
 * ours, plus X-Material-Id, the material created by the last PATCH.
 */
import { Server } from '@tus/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MATERIAL_PATHS } from '@shared/materials/paths.ts';
import { ApiError } from '@server/errors.ts';
import { failBody } from '@server/http/answers.ts';
import type { CorsPolicy } from '@server/http/cors.ts';
import { tokenFromAuthorization } from '@server/http/session-plugin.ts';
import type { Services } from '@server/services.ts';
import { openIncomingUploads } from './vod-incoming.ts';
import { createVodSweep } from './vod-sweep.ts';
import { UPLOAD_TTL_SECONDS } from './vod-uploads.ts';

const EXPIRE_MS = UPLOAD_TTL_SECONDS * 1000;

type TusError = { status_code: number; body: string };
type Log = { error(obj: object, message: string): void };
type Metadata = Record<string, string | null> | undefined;

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

/** The sign a tus request shows: its Authorization (`<sign>` or `Bearer <sign>`), else at creation the metadata's. */
function signOf(request: Request, metadata?: Metadata): string | undefined {
  return tokenFromAuthorization(request.headers.get('authorization') ?? undefined) ?? metadata?.sign ?? undefined;
}

/** The metadata tus stores and answers to HEAD: never the sign. */
function withoutSign(metadata: Metadata): Record<string, string | null> {
  const { sign: _sign, ...rest } = metadata ?? {};
  return rest;
}

export async function registerVodRoutes(app: FastifyInstance, services: Services, dataDir: string, storageUrl: string | undefined, cors: CorsPolicy): Promise<void> {
  const { vod, vodUploads, settings } = services.materials;
  const incoming = await openIncomingUploads(dataDir, storageUrl, EXPIRE_MS);
  const { datastore, forget } = incoming;

  const tus = new Server({
    path: MATERIAL_PATHS.vodUpload,
    datastore,
    allowedOrigins: (origin) => cors.allows(origin),
    exposedHeaders: ['X-Material-Id'],
    maxSize: Math.max(settings.maxFileBytes.audio, settings.maxFileBytes.video),
    namingFunction: () => incoming.newId(),
    // relative, as the spec's clients expect; on object storage without the key prefix
    generateUrl: (_request, { path, id }) => `${path}/${incoming.urlIdOf(id)}`,
    getFileIdFromRequest: (request) => {
      const urlId = uploadIdOf(request.url);
      return urlId === undefined ? undefined : incoming.idOf(urlId);
    },
    async onIncomingRequest(request, uploadId) {
      if (request.method === 'POST') return; // a creation: its sign is checked in onUploadCreate
      try {
        await vod.assertOwner(uploadId, signOf(request));
        // a termination ends the upload here, so its bytes are free before the answer (tus then removes its files)
        if (request.method === 'DELETE') await vodUploads.close(uploadId);
      } catch (error) {
        throw tusError(error, app.log);
      }
    },
    async onUploadCreate(request, upload) {
      try {
        await vod.open(upload.id, signOf(request, upload.metadata), upload.metadata?.filename ?? undefined, upload.size);
      } catch (error) {
        throw tusError(error, app.log);
      }
      return { metadata: withoutSign(upload.metadata) };
    },
    async onUploadFinish(_request, upload) {
      try {
        const row = await finish(upload.id);
        return { headers: { 'X-Material-Id': String(row.id) } };
      } catch (error) {
        throw tusError(error, app.log);
      }
    },
  });

  /** The last byte is in: the upload becomes a material (or is refused) and is over either way. */
  async function finish(id: string) {
    try {
      return await incoming.withLocalFile(id, (file) => vod.finish(file, id));
    } finally {
      // moved into the file store, or refused: either way this upload is over and holds no bytes
      await forget(id);
      await vodUploads.close(id);
    }
  }

  /**
   * At start, an open upload a crash may have cut short: all its bytes in but not finished (the server died
   * between the last write and the material; a client's HEAD would answer that it is complete, and nothing would
   * ever finish it), so it is finished now; its metadata or its data gone (a creation or a finish cut short, the
   * data already moved into the file store), so it can go no further and is closed, its reservation given back.
   */
  async function recover(id: string): Promise<void> {
    let upload;
    try {
      upload = await datastore.getUpload(id);
    } catch (error) {
      const status = (error as Partial<TusError>).status_code;
      if (status !== 404 && status !== 410) throw error;
      await forget(id);
      await vodUploads.close(id);
      app.log.info({ uploadId: id }, 'closed a video cloud upload a crash cut short (its data was gone)');
      return;
    }
    if (upload.size === undefined || upload.offset < upload.size) return;
    try {
      const row = await finish(id);
      app.log.info({ uploadId: id, materialId: row.id }, 'finished a video cloud upload a crash left complete');
    } catch (error) {
      app.log.warn({ err: error, uploadId: id }, 'a video cloud upload a crash left complete was refused');
    }
  }

  const sweep = createVodSweep(vodUploads, incoming.ids, forget, recover);
  const swept = await sweep.atStart();
  if (swept > 0) app.log.info({ swept }, 'removed expired and unknown video cloud uploads');
  const timer = setInterval(() => {
    sweep.run().then(
      (count) => count > 0 && app.log.info({ swept: count }, 'removed expired video cloud uploads'),
      (error: unknown) => app.log.error({ err: error }, 'expired upload sweep failed'),
    );
  }, settings.uploadSweepEveryMs);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    incoming.close();
  });

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
    // no schema: tus answers with its own headers and bodies, past Fastify's serialisation (the document leaves it out)
    for (const url of [MATERIAL_PATHS.vodUpload, `${MATERIAL_PATHS.vodUpload}/:uploadId`]) {
      scope.route({ method: ['POST', 'HEAD', 'PATCH', 'OPTIONS', 'DELETE'], url, config: { public: true }, handler: handle });
    }
  });
}
