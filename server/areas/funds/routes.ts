/**
 * The funds calls (docs/api.md "Funds"): balances, the ledger and its export, withdrawals with their
 * quote, the payee's real-name check and the tax withheld. All in the 资金 module (`accounting`).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Id, Type } from '@shared/api/schema.ts';
import { FUNDS_PATHS as P } from '@shared/funds/paths.ts';
import { BalanceView, LedgerRow, Payee, PayeeInput, TaxMonth, Withdrawal, WithdrawalInput, WithdrawalQuote } from '@shared/funds/types.ts';
import { answers, dataAnswer, rowsAnswer, XlsxAnswer } from '@server/http/answer-schemas.ts';
import { ok, okRows } from '@server/http/answers.ts';
import { closedBody, langField, pagingFields, queryOf } from '@server/http/schemas.ts';
import { inModule, sessionOf } from '@server/http/session-plugin.ts';
import { pagesOf } from '@shared/menu/modules.ts';
import { IDEMPOTENCY_KEY } from '@server/db/idempotency.ts';
import { fail } from '@server/errors.ts';
import { devRoutesEnabled } from '@server/config.ts';
import type { Services } from '@server/services.ts';
import { LedgerFilters, quoteQuery, settleFields, type LedgerParams } from './fields.ts';
import type { LedgerFilter } from './books.ts';
import { sendLedgerXlsx } from './ledger-export.ts';

// 账户余额 and what it opens (提现, its result)
const config = inModule('accounting.balance');
const ledgerPages = inModule(['accounting.detail', 'accounting.income']);
// every funds page names where money goes, as 收款账户 does
const payeeReaders = inModule([...pagesOf('accounting'), 'setting.accounting']);
// 账户认证 (its person and company forms) and 收款账户's qualification page
const payeeWriters = inModule(['accounting.identify', 'setting.accounting']);

const filterOf = (q: LedgerParams): LedgerFilter => ({
  ...(q.group ? { group: q.group } : {}),
  ...(q.source ? { source: q.source } : {}),
  ...(q.start_at !== undefined ? { startAt: q.start_at } : {}),
  ...(q.end_at !== undefined ? { endAt: q.end_at } : {}),
});

/** The Idempotency-Key header a money write must carry (a repeat with it is answered, not done again). */
export function idempotencyKeyOf(request: FastifyRequest): string {
  const key = request.headers['idempotency-key'];
  if (typeof key !== 'string' || !IDEMPOTENCY_KEY.test(key)) throw fail.validation('参数错误：Idempotency-Key 请求头必须是 8 到 64 位字母、数字、- 或 _');
  return key;
}

export function registerFundsRoutes(server: FastifyInstance, services: Services): void {
  const app = server.withTypeProvider<TypeBoxTypeProvider>();
  const { books, withdrawals, payees } = services.funds;
  const query = queryOf({});
  const withdrawal = answers(dataAnswer(Withdrawal));

  app.get(P.balance, { config, schema: { querystring: query, response: answers(dataAnswer(BalanceView)) } }, async (request) => ok(await books.balance(sessionOf(request))));
  app.get(
    P.ledger,
    { config: ledgerPages, schema: { querystring: queryOf({ ...pagingFields(100, 20), ...LedgerFilters.properties }), response: answers(rowsAnswer(LedgerRow)) } },
    async (request) => {
      const q = request.query;
      const found = await books.ledger(sessionOf(request), { page: q.page, pageSize: q.pageSize, ...filterOf(q) });
      return okRows(found.rows, found.totalCount);
    },
  );
  app.get(
    P.ledgerExport,
    { config: ledgerPages, schema: { querystring: queryOf({ ...LedgerFilters.properties, lang: langField }), response: answers(XlsxAnswer) } },
    async (request, reply) => sendLedgerXlsx(reply, books.each(sessionOf(request), filterOf(request.query)), services.ctx.now(), request.query.lang),
  );

  app.get(P.withdrawQuote, { config, schema: { querystring: queryOf(quoteQuery), response: answers(dataAnswer(WithdrawalQuote)) } }, async (request) =>
    ok(await withdrawals.quote(sessionOf(request), request.query.amount)),
  );
  app.post(P.withdraw, { config, schema: { querystring: query, body: closedBody(WithdrawalInput), response: withdrawal } }, async (request) =>
    ok(await withdrawals.apply(sessionOf(request), request.body, idempotencyKeyOf(request))),
  );
  app.get(P.withdrawals, { config, schema: { querystring: queryOf(pagingFields(100, 10)), response: answers(rowsAnswer(Withdrawal)) } }, async (request) => {
    const found = await withdrawals.list(sessionOf(request), request.query.page, request.query.pageSize);
    return okRows(found.rows, found.totalCount);
  });
  app.get(P.withdrawal, { config, schema: { querystring: queryOf({ id: Id }), response: withdrawal } }, async (request) =>
    ok(await withdrawals.one(sessionOf(request), request.query.id)),
  );

  // null before the real-name check
  const payee = answers(dataAnswer(Type.Union([Payee, Type.Null()])));
  app.get(P.payee, { config: payeeReaders, schema: { querystring: query, response: payee } }, async (request) => ok(await payees.read(sessionOf(request))));
  app.post(P.payee, { config: payeeWriters, schema: { querystring: query, body: closedBody(PayeeInput), response: answers(dataAnswer(Payee)) } }, async (request) =>
    ok(await payees.save(sessionOf(request), request.body)),
  );
  app.get(P.tax, { config: inModule('accounting.tax'), schema: { querystring: query, response: answers(rowsAnswer(TaxMonth)) } }, async (request) => {
    const rows = await books.taxMonths(sessionOf(request));
    return okRows(rows, rows.length);
  });

  if (devRoutesEnabled()) {
    app.post(
      P.devSettle,
      { config, schema: { querystring: query, body: closedBody(Type.Object(settleFields)), response: withdrawal } },
      async (request) => ok(await withdrawals.settle(sessionOf(request), request.body.id, request.body.state, request.body.reason)),
    );
  }
}
