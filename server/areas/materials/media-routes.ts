/**
 * Media of the material library: the signed file URLs (no session: <img> and <video> load them), and the
 * video-cloud calls getPlaySign (spec §7) and getVideoStatus (ours).
 *
 * A media file is served with its stored Content-Type, `nosniff`, a sandboxing Content-Security-Policy (a
 * file opened on its own can run nothing) and a Content-Disposition with its display name: inline for
 * pictures, audio, video and posters, attachment for documents. `Cross-Origin-Resource-Policy: cross-origin`
 * lets pages of other origins (an embedding editor, even one isolated with COEP) show it in <img>/<video>;
 * the signed, expiring URL is the access control.
 */
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@shared/api/schema.ts';
import { SHELL } from '@shared/menu/modules.ts';
import { MATERIAL_PATHS } from '@shared/materials/paths.ts';
import { PlaySign, VideoStatus } from '@shared/materials/types.ts';
import { fail, MESSAGES } from '@server/errors.ts';
import { answers, dataAnswer, fileAnswer } from '@server/http/answer-schemas.ts';
import { ok } from '@server/http/answers.ts';
import { contentDisposition } from '@server/http/content-disposition.ts';
import { queryOf } from '@server/http/schemas.ts';
import { sendFile } from '@server/http/send-file.ts';
import { inModule, sessionOf } from '@server/http/session-plugin.ts';
import type { MaterialRow } from './schema.ts';
import { seconds } from '@server/db/context.ts';
import type { Services } from '@server/services.ts';
import type { MediaVariant } from './media-tokens.ts';
import { videoIdParam } from './schemas.ts';

export const MEDIA_CSP = "default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'; sandbox";

const VIDEO_ID = ':videoId';

/** The name a download gets: the display name, with the file's extension when the name lost it in a rename. */
function downloadName(row: MaterialRow, variant: MediaVariant): string {
  if (variant === 'poster') return `${row.title}.jpg`;
  const ext = path.extname(row.file_name).slice(1).toLowerCase();
  return ext === row.file_suffix ? row.file_name : `${row.file_name}.${row.file_suffix}`;
}

export function registerMediaRoutes(server: FastifyInstance, services: Services): void {
  const app = server.withTypeProvider<TypeBoxTypeProvider>();
  const { tokens, query, files, vod } = services.materials;
  const { recorder } = services.traffic;
  const { now } = services.ctx;

  app.get(
    `${MATERIAL_PATHS.mediaFile}/:token`,
    {
      config: { public: true },
      // the file, of the type it was stored with
      schema: { params: Type.Object({ token: Type.String({ maxLength: 256 }) }), response: answers(fileAnswer('*/*')) },
    },
    async (request, reply) => {
      const reference = tokens.read(request.params.token);
      if (!reference) throw fail.forbidden('链接无效或已过期');
      const row = await query.byId(reference.materialId);
      const storedName = reference.variant === 'poster' ? row?.poster_name : row?.stored_name;
      if (!row || !storedName) throw fail.notFound(MESSAGES.materialNotFound);
      const inline = reference.variant === 'poster' || row.kind !== 'document';
      const maxAge = Math.max(0, reference.exp - seconds(now));
      // the teacher's media traffic: what was handed to the response; a video's poster counts as video
      const served = (bytes: number) => recorder.add(row.owner_id, reference.variant === 'poster' ? 'video' : row.kind, bytes);
      return sendFile(request, reply, await files.open(row.owner_id, storedName), {
        'Content-Type': reference.variant === 'poster' ? 'image/jpeg' : row.mime,
        'Content-Disposition': contentDisposition(inline ? 'inline' : 'attachment', downloadName(row, reference.variant)),
        'Content-Security-Policy': MEDIA_CSP,
        'X-Content-Type-Options': 'nosniff',
        'Cross-Origin-Resource-Policy': 'cross-origin',
        'Cache-Control': `private, max-age=${maxAge}`,
      }, served);
    },
  );

  app.get(
    MATERIAL_PATHS.getPlaySign(VIDEO_ID),
    { config: inModule(SHELL), schema: { params: videoIdParam, querystring: queryOf({}), response: answers(dataAnswer(PlaySign)) } },
    async (request) => ok(await vod.playSign(sessionOf(request), request.params.videoId)),
  );

  app.get(
    MATERIAL_PATHS.videoStatus(VIDEO_ID),
    { config: inModule(SHELL), schema: { params: videoIdParam, querystring: queryOf({}), response: answers(dataAnswer(VideoStatus)) } },
    async (request) => ok(await vod.status(sessionOf(request), request.params.videoId)),
  );
}
