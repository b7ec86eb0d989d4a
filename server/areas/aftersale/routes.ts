/**
 * The after-sale calls (docs/api.md "After-sale"): refund requests with the teacher's approval (once per
 * Idempotency-Key) and rejection, complaints with the reply and closing, the evidence pictures' signed URLs, and
 * the development stand-ins for a buyer. Refunds are the page 退款 (`aftersale.index`), complaints 投诉
 * (`aftersale.appeal`); the pictures need no
 * session (<img> sends none; the signed, expiring URL is the access control).
 */
import type { FastifyInstance } from 'fastify';
import { AFTERSALE_PATHS as P } from '@shared/aftersale/paths.ts';
import type { AppealState, DevAppealInput, DevRefundRequestInput, RefundState } from '@shared/aftersale/types.ts';
import { ok, okRows } from '@server/http/answers.ts';
import { bodySchema, idField, querySchema } from '@server/http/schemas.ts';
import { sendFile } from '@server/http/send-file.ts';
import { inModule, sessionOf } from '@server/http/session-plugin.ts';
import { devRoutesEnabled } from '@server/config.ts';
import { MEDIA_CSP } from '@server/areas/materials/media-routes.ts';
import type { Services } from '@server/services.ts';
import {
  appealListQuery,
  approveFields,
  DEV_APPEAL_BODY_LIMIT,
  devAppealFields,
  devRequestFields,
  idempotencyHeaders,
  refundListQuery,
  rejectFields,
  replyFields,
} from './fields.ts';

type ListQuery<S> = { page: number; pageSize: number; state?: S; keyword?: string };

export function registerAftersaleRoutes(app: FastifyInstance, services: Services): void {
  const { refunds, appeals } = services.aftersale;
  const config = inModule('aftersale.index');
  const appealConfig = inModule('aftersale.appeal');
  const body = (fields: Record<string, object>, required?: string[]) => ({ config, schema: { querystring: querySchema(), body: bodySchema(fields, required) } });
  const appealBody = (fields: Record<string, object>, required?: string[]) => ({ config: appealConfig, schema: { querystring: querySchema(), body: bodySchema(fields, required) } });

  app.get<{ Querystring: ListQuery<RefundState> }>(P.findList, { config, schema: { querystring: querySchema(refundListQuery) } }, async (request) => {
    const found = await refunds.list(sessionOf(request), request.query);
    return okRows(found.rows, found.totalCount);
  });
  app.get<{ Querystring: { id: number } }>(P.detail, { config, schema: { querystring: querySchema({ id: idField }, ['id']) } }, async (request) =>
    ok(await refunds.detail(sessionOf(request), request.query.id)),
  );
  app.post<{ Body: { id: number; amount: number }; Headers: { 'idempotency-key': string } }>(
    P.approve,
    { config, schema: { querystring: querySchema(), headers: idempotencyHeaders, body: bodySchema(approveFields) } },
    async (request) => ok(await refunds.approve(sessionOf(request), request.body, request.headers['idempotency-key'])),
  );
  app.post<{ Body: { id: number; reason: string } }>(P.reject, body(rejectFields), async (request) => ok(await refunds.reject(sessionOf(request), request.body)));

  app.get<{ Querystring: ListQuery<AppealState> }>(P.appeal.findList, { config: appealConfig, schema: { querystring: querySchema(appealListQuery) } }, async (request) => {
    const found = await appeals.list(sessionOf(request), request.query);
    return okRows(found.rows, found.totalCount);
  });
  app.post<{ Body: { id: number; reply: string } }>(P.appeal.reply, appealBody(replyFields), async (request) => ok(await appeals.reply(sessionOf(request), request.body)));
  app.post<{ Body: { id: number } }>(P.appeal.close, appealBody({ id: idField }), async (request) => ok(await appeals.close(sessionOf(request), request.body.id)));

  app.get<{ Params: { token: string } }>(
    `${P.evidence}/:token`,
    { config: { public: true }, schema: { params: { type: 'object', properties: { token: { type: 'string', maxLength: 256 } }, required: ['token'] } } },
    async (request, reply) => {
      const picture = await appeals.picture(request.params.token);
      return sendFile(request, reply, picture.file, {
        'Content-Type': picture.mime,
        'Content-Security-Policy': MEDIA_CSP,
        'X-Content-Type-Options': 'nosniff',
        'Cross-Origin-Resource-Policy': 'cross-origin',
        'Cache-Control': `private, max-age=${picture.maxAge}`,
      });
    },
  );

  if (devRoutesEnabled()) {
    app.post<{ Body: DevRefundRequestInput }>(P.devRequest, body(devRequestFields), async (request) => ok(await refunds.request(sessionOf(request), request.body)));
    app.post<{ Body: DevAppealInput }>(
      P.devAppeal,
      { ...appealBody(devAppealFields, ['order_id', 'content']), bodyLimit: DEV_APPEAL_BODY_LIMIT },
      async (request) => ok(await appeals.complain(sessionOf(request), request.body)),
    );
  }
}
