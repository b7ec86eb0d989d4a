/**
 * Material library calls of spec §7: list, categories, totals, rename/move/delete. Uploads, the video cloud
 * and media files have their own route files. A staff account acts for its main account.
 */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Id, Type, type Static } from '@shared/api/schema.ts';
import { MATERIAL_PATHS } from '@shared/materials/paths.ts';
import { MATERIAL_KINDS } from '@shared/materials/kinds.ts';
import { Material, MaterialCategory, MaterialUses, SourceDetail } from '@shared/materials/types.ts';
import { fail } from '@server/errors.ts';
import { answers, dataAnswer, EmptyAnswer, rowsAnswer } from '@server/http/answer-schemas.ts';
import { ok, okRows } from '@server/http/answers.ts';
import { closedBody, queryOf } from '@server/http/schemas.ts';
import { sessionOf } from '@server/http/session-plugin.ts';
import type { Services } from '@server/services.ts';
import { parseChinaDateTime } from '@server/db/time.ts';
import { findSourcesQuery, findUsesQuery, idParam, kindField, MATERIALS, PICKER } from './schemas.ts';
import { hasControlChars } from '@server/http/control-chars.ts';

/** a path-parameter placeholder for the contract's path builders, which take the real id */
const ID = ':id' as unknown as number;
const CATEGORY_ID = ':categoryId' as unknown as number;


function dateParam(name: string, value: string | undefined, endOfDay: boolean): number | undefined {
  if (value === undefined || value === '') return undefined;
  const parsed = parseChinaDateTime(value, endOfDay);
  if (parsed === undefined) throw fail.validation(`参数错误：${name} 不是有效的日期时间`);
  return parsed;
}

const FILE_NAME_MAX = 100;

const FindAnswer = rowsAnswer(Material);

function checkedFileName(raw: string): string {
  const name = raw.trim();
  if (name.length === 0) throw fail.validation('参数错误：file_name 不能为空');
  if ([...name].length > FILE_NAME_MAX) throw fail.validation(`参数错误：file_name 长度不能超过 ${FILE_NAME_MAX} 个字符`);
  if (hasControlChars(name)) throw fail.validation('参数错误：file_name 不能包含控制字符');
  return name;
}

export function registerMaterialRoutes(server: FastifyInstance, services: Services): void {
  const app = server.withTypeProvider<TypeBoxTypeProvider>();
  const { listPage, categories, usage, write, uses } = services.materials;
  const query = queryOf({});

  for (const kind of MATERIAL_KINDS) {
    app.get(
      MATERIAL_PATHS.findSources(kind),
      { config: PICKER, schema: { querystring: queryOf(findSourcesQuery), response: answers(FindAnswer) } },
      async (request, reply) => {
        const q = request.query;
        const answer = await listPage(sessionOf(request), kind, {
          keyword: q.keyword,
          page: q.page,
          pageSize: q.pageSize,
          categoryId: q.categoryId,
          sortBy: q.sort_by,
          startAt: dateParam('start_at', q.start_at, false),
          endAt: dateParam('end_at', q.end_at, true),
          unused: q.unused === 1,
        });
        // kept as the JSON text of the answer (list-page.ts), which Fastify sends as it is (and the answer check does not read)
        return reply.type('application/json; charset=utf-8').send(answer as unknown as Static<typeof FindAnswer>);
      },
    );

    app.get(MATERIAL_PATHS.getCategorys(kind), { config: PICKER, schema: { querystring: query, response: answers(dataAnswer(Type.Array(MaterialCategory))) } }, async (request) =>
      ok(await categories.list(sessionOf(request), kind)),
    );
  }

  app.get(MATERIAL_PATHS.getSourceDetail, { config: MATERIALS, schema: { querystring: query, response: answers(dataAnswer(Type.Array(SourceDetail))) } }, async (request) =>
    ok(await usage.detail(sessionOf(request))),
  );

  app.post(
    MATERIAL_PATHS.createCategory,
    {
      config: MATERIALS,
      schema: { querystring: query, body: closedBody(Type.Object({ name: Type.String({ minLength: 1, maxLength: 64 }) })), response: answers(dataAnswer(MaterialCategory)) },
    },
    async (request) => ok(await categories.create(sessionOf(request), request.body.name)),
  );

  app.post(
    MATERIAL_PATHS.updateSource(ID),
    {
      config: MATERIALS,
      schema: {
        params: idParam('id'),
        querystring: query,
        body: closedBody(Type.Object({ file_name: Type.Optional(Type.String({ maxLength: 200 })), category_id: Type.Optional(Id), target_type: kindField })),
        response: answers(EmptyAnswer),
      },
    },
    async (request) => {
      const { file_name: fileName, category_id: categoryId, target_type: kind } = request.body ?? {};
      if (fileName === undefined && categoryId === undefined) {
        throw fail.validation('参数错误：缺少必填字段 file_name 或 category_id');
      }
      await write.update(sessionOf(request), request.params.id, {
        ...(fileName !== undefined ? { fileName: checkedFileName(fileName) } : {}),
        ...(categoryId !== undefined ? { categoryId } : {}),
        ...(kind !== undefined ? { kind } : {}),
      });
      return ok();
    },
  );

  app.post(
    MATERIAL_PATHS.updateCategorySource(CATEGORY_ID),
    {
      config: MATERIALS,
      schema: {
        params: idParam('categoryId'),
        querystring: query,
        body: closedBody(Type.Object({ categoryId: Id, target_type: kindField })),
        response: answers(EmptyAnswer),
      },
    },
    async (request) => {
      await write.moveCategory(sessionOf(request), request.params.categoryId, request.body.categoryId, request.body.target_type);
      return ok();
    },
  );

  // the library asks before deleting what something uses
  app.get(
    MATERIAL_PATHS.findUses,
    { config: MATERIALS, schema: { querystring: queryOf(findUsesQuery), response: answers(rowsAnswer(MaterialUses)) } },
    async (request) => okRows(await uses(sessionOf(request), request.query.ids.split(',').map(Number))),
  );

  app.post(
    MATERIAL_PATHS.deleteSource(ID),
    { config: MATERIALS, schema: { params: idParam('id'), querystring: query, response: answers(EmptyAnswer) } },
    async (request) => {
      await write.remove(sessionOf(request), request.params.id);
      return ok();
    },
  );
}
