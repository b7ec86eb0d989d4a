/**
 * The after-sale calls (docs/api.md "After-sale"): refund requests with the teacher's approval (once per
 * Idempotency-Key) and rejection, complaints with the reply and closing, the evidence pictures' signed URLs, and
 * the development stand-ins for a buyer. Refunds are the page 退款 (`aftersale.index`), complaints 投诉
 * (`aftersale.appeal`); the pictures need no
 * session (<img> sends none; the signed, expiring URL is the access control).
 */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Id, Type } from '@shared/api/schema.ts';
import { AFTERSALE_PATHS as P } from '@shared/aftersale/paths.ts';
import { Appeal, AppealReplyInput, ApproveInput, DevAppealInput, DevRefundRequestInput, RefundRequest, RefundRequestDetail, RejectInput } from '@shared/aftersale/types.ts';
import { answers, dataAnswer, fileAnswer, rowsAnswer } from '@server/http/answer-schemas.ts';
import { ok, okRows } from '@server/http/answers.ts';
import { closedBody, idBody, queryOf } from '@server/http/schemas.ts';
import { sendFile } from '@server/http/send-file.ts';
import { inModule, sessionOf } from '@server/http/session-plugin.ts';
import { devRoutesEnabled } from '@server/config.ts';
import { MEDIA_CSP } from '@server/areas/materials/media-routes.ts';
import type { Services } from '@server/services.ts';
import { appealListQuery, DEV_APPEAL_BODY_LIMIT, idempotencyHeaders, refundListQuery } from './fields.ts';

export function registerAftersaleRoutes(server: FastifyInstance, services: Services): void {
  const app = server.withTypeProvider<TypeBoxTypeProvider>();
  const { refunds, appeals } = services.aftersale;
  const config = inModule('aftersale.index');
  const appealConfig = inModule('aftersale.appeal');
  const query = queryOf({});
  const refund = answers(dataAnswer(RefundRequest));
  const appeal = answers(dataAnswer(Appeal));

  app.get(P.findList, { config, schema: { querystring: refundListQuery, response: answers(rowsAnswer(RefundRequest)) } }, async (request) => {
    const found = await refunds.list(sessionOf(request), request.query);
    return okRows(found.rows, found.totalCount);
  });
  app.get(P.detail, { config, schema: { querystring: queryOf({ id: Id }), response: answers(dataAnswer(RefundRequestDetail)) } }, async (request) =>
    ok(await refunds.detail(sessionOf(request), request.query.id)),
  );
  app.post(
    P.approve,
    { config, schema: { querystring: query, headers: idempotencyHeaders, body: closedBody(ApproveInput), response: refund } },
    async (request) => ok(await refunds.approve(sessionOf(request), request.body, request.headers['idempotency-key'])),
  );
  app.post(P.reject, { config, schema: { querystring: query, body: closedBody(RejectInput), response: refund } }, async (request) =>
    ok(await refunds.reject(sessionOf(request), request.body)),
  );

  app.get(P.appeal.findList, { config: appealConfig, schema: { querystring: appealListQuery, response: answers(rowsAnswer(Appeal)) } }, async (request) => {
    const found = await appeals.list(sessionOf(request), request.query);
    return okRows(found.rows, found.totalCount);
  });
  app.post(P.appeal.reply, { config: appealConfig, schema: { querystring: query, body: closedBody(AppealReplyInput), response: appeal } }, async (request) =>
    ok(await appeals.reply(sessionOf(request), request.body)),
  );
  app.post(P.appeal.close, { config: appealConfig, schema: { querystring: query, body: idBody(), response: appeal } }, async (request) =>
    ok(await appeals.close(sessionOf(request), request.body.id)),
  );

  app.get(
    `${P.evidence}/:token`,
    // the picture, a PNG (evidence-files.ts)
    { config: { public: true }, schema: { params: Type.Object({ token: Type.String({ maxLength: 256 }) }), response: answers(fileAnswer('image/png')) } },
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
    app.post(P.devRequest, { config, schema: { querystring: query, body: closedBody(DevRefundRequestInput), response: refund } }, async (request) =>
      ok(await refunds.request(sessionOf(request), request.body)),
    );
    app.post(
      P.devAppeal,
      { config: appealConfig, bodyLimit: DEV_APPEAL_BODY_LIMIT, schema: { querystring: query, body: closedBody(DevAppealInput), response: appeal } },
      async (request) => ok(await appeals.complain(sessionOf(request), request.body)),
    );
  }
}
