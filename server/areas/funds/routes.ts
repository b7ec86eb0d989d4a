/**
 * The funds calls (docs/api.md "Funds"): balances, the ledger and its export, withdrawals with their
 * quote, the payee's real-name check and the tax withheld. All in the 资金 module (`accounting`).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { FUNDS_PATHS as P } from '@shared/funds/paths.ts';
import type { IncomeSource, LedgerGroup } from '@shared/funds/ledger.ts';
import type { PayeeInput, WithdrawalInput, WithdrawalState } from '@shared/funds/types.ts';
import { ok, okRows } from '@server/http/answers.ts';
import { bodySchema, idField, langQuery, pageFields, querySchema } from '@server/http/schemas.ts';
import type { Locale } from '@shared/i18n/locales.ts';
import { inModule, sessionOf } from '@server/http/session-plugin.ts';
import { pagesOf } from '@shared/menu/modules.ts';
import { IDEMPOTENCY_KEY } from '@server/db/idempotency.ts';
import { fail } from '@server/errors.ts';
import { devRoutesEnabled } from '@server/config.ts';
import type { Services } from '@server/services.ts';
import { ledgerFilterQuery, payeeFields, quoteQuery, settleFields, withdrawFields } from './fields.ts';
import type { LedgerFilter } from './books.ts';
import { sendLedgerXlsx } from './ledger-export.ts';

// 账户余额 and what it opens (提现, its result)
const config = inModule('accounting.balance');
const ledgerPages = inModule(['accounting.detail', 'accounting.income']);
// every funds page names where money goes, as 收款账户 does
const payeeReaders = inModule([...pagesOf('accounting'), 'setting.accounting']);
// 账户认证 (its person and company forms) and 收款账户's qualification page
const payeeWriters = inModule(['accounting.identify', 'setting.accounting']);

type LedgerParams = { group?: LedgerGroup; source?: IncomeSource; start_at?: number; end_at?: number };

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

export function registerFundsRoutes(app: FastifyInstance, services: Services): void {
  const { books, withdrawals, payees } = services.funds;

  app.get(P.balance, { config, schema: { querystring: querySchema() } }, async (request) => ok(await books.balance(sessionOf(request))));
  app.get<{ Querystring: LedgerParams & { page: number; pageSize: number } }>(
    P.ledger,
    { config: ledgerPages, schema: { querystring: querySchema({ ...pageFields(100, 20), ...ledgerFilterQuery }) } },
    async (request) => {
      const q = request.query;
      const found = await books.ledger(sessionOf(request), { page: q.page, pageSize: q.pageSize, ...filterOf(q) });
      return okRows(found.rows, found.totalCount);
    },
  );
  app.get<{ Querystring: LedgerParams & { lang: Locale } }>(
    P.ledgerExport,
    { config: ledgerPages, schema: { querystring: querySchema({ ...ledgerFilterQuery, ...langQuery }) } },
    async (request, reply) => sendLedgerXlsx(reply, books.each(sessionOf(request), filterOf(request.query)), services.ctx.now(), request.query.lang),
  );

  app.get<{ Querystring: { amount: number } }>(P.withdrawQuote, { config, schema: { querystring: querySchema(quoteQuery, ['amount']) } }, async (request) =>
    ok(await withdrawals.quote(sessionOf(request), request.query.amount)),
  );
  app.post<{ Body: WithdrawalInput }>(P.withdraw, { config, schema: { querystring: querySchema(), body: bodySchema(withdrawFields) } }, async (request) =>
    ok(await withdrawals.apply(sessionOf(request), request.body, idempotencyKeyOf(request))),
  );
  app.get<{ Querystring: { page: number; pageSize: number } }>(P.withdrawals, { config, schema: { querystring: querySchema(pageFields(100, 10)) } }, async (request) => {
    const found = await withdrawals.list(sessionOf(request), request.query.page, request.query.pageSize);
    return okRows(found.rows, found.totalCount);
  });
  app.get<{ Querystring: { id: number } }>(P.withdrawal, { config, schema: { querystring: querySchema({ id: idField }, ['id']) } }, async (request) =>
    ok(await withdrawals.one(sessionOf(request), request.query.id)),
  );

  app.get(P.payee, { config: payeeReaders, schema: { querystring: querySchema() } }, async (request) => ok(await payees.read(sessionOf(request))));
  app.post<{ Body: PayeeInput }>(P.payee, { config: payeeWriters, schema: { querystring: querySchema(), body: bodySchema(payeeFields) } }, async (request) =>
    ok(await payees.save(sessionOf(request), request.body)),
  );
  app.get(P.tax, { config: inModule('accounting.tax'), schema: { querystring: querySchema() } }, async (request) => {
    const rows = await books.taxMonths(sessionOf(request));
    return okRows(rows, rows.length);
  });

  if (devRoutesEnabled()) {
    app.post<{ Body: { id: number; state: Exclude<WithdrawalState, 'applied'>; reason: string } }>(
      P.devSettle,
      { config, schema: { querystring: querySchema(), body: bodySchema(settleFields, ['id', 'state']) } },
      async (request) => ok(await withdrawals.settle(sessionOf(request), request.body.id, request.body.state, request.body.reason)),
    );
  }
}
