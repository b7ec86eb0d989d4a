/**
 * Upload calls of spec §7: uploadSource (pictures and documents, multipart, streamed to disk),
 * createSourceSign (audio and video: a sign for the embedded video cloud), canUpload.
 */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@shared/api/schema.ts';
import { MATERIAL_PATHS } from '@shared/materials/paths.ts';
import { MATERIAL_KINDS } from '@shared/materials/kinds.ts';
import { Material, SourceSign, UploadPermission } from '@shared/materials/types.ts';
import { fail } from '@server/errors.ts';
import { answers, dataAnswer } from '@server/http/answer-schemas.ts';
import { ok } from '@server/http/answers.ts';
import { receiveSingleFile } from '@server/http/multipart-file.ts';
import { closedBody, queryOf } from '@server/http/schemas.ts';
import { sessionOf } from '@server/http/session-plugin.ts';
import type { Services } from '@server/services.ts';
import { displayName } from './upload.ts';
import { optionalCategoryField, PICKER } from './schemas.ts';

/** room for the multipart envelope (boundaries, part headers, the small fields) around the file */
const MULTIPART_SLACK = 64 * 1024;

function categoryIdField(raw: string | undefined): number | undefined {
  if (raw === undefined || raw.trim() === '' || raw.trim() === '0') return undefined;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value < 0) throw fail.validation('参数错误：categoryId 必须是非负整数');
  return value;
}

/** `info` is JSON text (spec §7: {} or, for pictures, {width, height}); the real dimensions come from the file. */
function checkInfo(raw: string | undefined): void {
  if (raw === undefined || raw.trim() === '') return;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw fail.validation('参数错误：info 必须是 JSON 文本');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw fail.validation('参数错误：info 必须是 JSON 对象');
  }
}

/** spec §7 reads sign and video_id at the top level; `data` carries the same for typed clients */
const SignAnswer = Type.Object({ ...dataAnswer(SourceSign).properties, ...SourceSign.properties });

export function registerMaterialUploadRoutes(server: FastifyInstance, services: Services): void {
  const app = server.withTypeProvider<TypeBoxTypeProvider>();
  const { uploads, vod, usage, settings, files } = services.materials;
  const query = queryOf({});

  for (const kind of MATERIAL_KINDS) {
    // a multipart body, read by receiveSingleFile: no body schema
    const upload = { config: PICKER, schema: { querystring: query, response: answers(dataAnswer(Material)) } };
    app.post(MATERIAL_PATHS.uploadSource(kind), upload, async (request, reply) => {
      const session = sessionOf(request);
      const direct = uploads.directKind(kind);
      const maxBytes = settings.maxFileBytes[kind];
      const declared = Number(request.headers['content-length']);
      if (Number.isFinite(declared) && declared > maxBytes + MULTIPART_SLACK) {
        // refused before reading the body; closing spares reading a body we would throw away
        void reply.header('Connection', 'close');
        throw uploads.tooLarge(kind);
      }
      await uploads.assertMayUpload(session, direct);
      const received = await receiveSingleFile(request, {
        fileField: 'file',
        maxBytes,
        tooLarge: () => uploads.tooLarge(kind),
        stage: (fileName, stream) => {
          const extension = uploads.extension(kind, displayName(fileName));
          return files.stageStream(session.main.id, extension, stream);
        },
      });
      let categoryId: number | undefined;
      try {
        categoryId = categoryIdField(received.fields.categoryId);
        checkInfo(received.fields.info);
      } catch (error) {
        await received.staged.discard();
        throw error;
      }
      return ok(await uploads.accept(session, direct, received.staged, { fileName: received.fileName, categoryId }));
    });
  }

  for (const kind of ['audio', 'video'] as const) {
    app.post(
      MATERIAL_PATHS.createSourceSign(kind),
      {
        config: PICKER,
        schema: {
          querystring: query,
          body: closedBody(Type.Object({ categoryId: optionalCategoryField, title: Type.Optional(Type.String({ maxLength: 100 })) })),
          response: answers(SignAnswer),
        },
      },
      async (request) => {
        const body = request.body ?? {};
        const sign = await vod.createSign(sessionOf(request), kind, body.categoryId, body.title);
        return { ...ok(sign), ...sign };
      },
    );
  }

  app.get(MATERIAL_PATHS.canUpload, { config: PICKER, schema: { querystring: query, response: answers(dataAnswer(UploadPermission)) } }, async (request) =>
    ok(await usage.permission(sessionOf(request))),
  );
}
