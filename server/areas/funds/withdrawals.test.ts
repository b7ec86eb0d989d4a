/**
 * Funds: the balance as sums of the ledger, the payee's real-name check, withdrawals with their quote,
 * limits, idempotency and state machine, the tax withheld, and the ledger that balances through all of it.
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FUNDS_PATHS as P } from '@shared/funds/paths.ts';
import { ORDER_PATHS } from '@shared/orders/paths.ts';
import type { BalanceView, LedgerRow, Payee, TaxMonth, Withdrawal, WithdrawalQuote } from '@shared/funds/types.ts';
import { PLANET_FUNDS_PATHS } from '@shared/planet-funds/paths.ts';
import type { PayoutAccount } from '@shared/planet-funds/types.ts';
import { verifyFunds } from '@server/areas/planet-funds/test-support.ts';
import { createMainAccount, grantModules } from '@server/test-support/accounts.ts';
import { testClock } from '@server/test-support/clock.ts';
import { queryTestDatabase } from '@server/test-support/databases.ts';
import { call, login, PHONES } from '@server/test-support/http.ts';
import { startServerWithDevRoutes, type TestServer } from '@server/test-support/start-server.ts';
import { courseOnSale } from '@server/areas/courses/test-support.ts';

const DAY = 86_400;
const ID_OK = '11010519491231002X';
const ME = '13900001502';

describe('funds: balances, the payee, withdrawals and tax', () => {
  const clock = testClock();
  let server: TestServer;
  let lin: string;
  let staff: string;
  let other: string;
  let accountId: number;
  let keys = 0;

  const get = <T = never>(path: string, query: Record<string, string | number> = {}, token = lin) => call<T>(server.baseUrl, 'GET', path, { token, query });
  const post = <T = unknown>(path: string, json: unknown, token = lin, key?: string) =>
    call<T>(server.baseUrl, 'POST', path, { token, json, headers: key ? { 'idempotency-key': key } : {} });
  const balance = async (token = lin) => (await get<BalanceView>(P.balance, {}, token)).body.data!;
  const newKey = () => `test-key-${++keys}-${clock.seconds()}`;
  const withdraw = (amount: number, key = newKey(), token = lin) => post<Withdrawal>(P.withdraw, { account_id: accountId, sources: [{ source: 'knowledge', amount }] }, token, key);
  const sumsFromEntries = async () => {
    const now = clock.seconds();
    const [row] = await queryTestDatabase<{ available: number; pending: number; frozen: number }>(
      server.dataDir,
      `select coalesce(sum(case when account = 'income' and available_at <= ? then amount else 0 end), 0) as available,
              coalesce(sum(case when account = 'income' and available_at > ? then amount else 0 end), 0) as pending,
              coalesce(sum(case when account = 'frozen' then amount else 0 end), 0) as frozen
       from ledger_entries where owner_id = (select id from users where phone = ?)`,
      [now, now, ME],
    );
    return { available: Number(row!.available), pending: Number(row!.pending), frozen: Number(row!.frozen) };
  };
  const unbalanced = () => queryTestDatabase(server.dataDir, 'select transaction_id, sum(amount) as off from ledger_entries group by transaction_id having sum(amount) <> 0');

  beforeAll(async () => {
    server = await startServerWithDevRoutes({ now: clock.now, accessTokenTtl: 86_400 * 365, refreshTokenTtl: 86_400 * 365 });
    // a teacher of its own (the demo teacher's seeded withdrawals would count against the day's limits)
    await createMainAccount(server.dataDir, ME);
    lin = (await login(server.baseUrl, ME)).token.id;
    staff = (await login(server.baseUrl, PHONES.staff)).token.id;
    await grantModules(server.dataDir, PHONES.staff, ['accounting']);
    await createMainAccount(server.dataDir, '13900001501');
    other = (await login(server.baseUrl, '13900001501')).token.id;
    // income: eight orders ten days ago (settled) and two today (pending)
    const course = await courseOnSale(server, lin, { title: '纪实摄影十讲', price: 99_900 });
    clock.advance(-10 * DAY);
    for (let i = 0; i < 10; i++) {
      if (i === 8) clock.advance(10 * DAY);
      expect((await post(ORDER_PATHS.devPlace, { product_kind: 'course', product_id: course.id, buyer_phone: `1371111200${i}` })).body).toMatchObject({ result: 'ok' });
    }
    await verifyFunds(server, lin, ME);
    const created = await post<PayoutAccount>(PLANET_FUNDS_PATHS.accountCreate, { type: 'bank', real_name: '林晓', account_no: '6222 0212 3456 7890 128', bank_name: '工商银行', bank_branch: '杭州分行' });
    expect(created.body, JSON.stringify(created.body)).toMatchObject({ result: 'ok' });
    accountId = created.body.data!.id;
  });
  afterAll(() => server.close());

  it('answers the balances as sums of the ledger lines, with what settles when', async () => {
    const view = await balance();
    expect({ available: view.available, pending: view.pending, frozen: view.frozen }).toEqual(await sumsFromEntries());
    // eight orders of 999 元 less the 1% fee have settled, two are held
    expect(view.available).toBe(8 * (99_900 - 999));
    expect(view.pending).toBe(2 * (99_900 - 999));
    expect(view.settling.reduce((sum, day) => sum + day.amount, 0)).toBe(view.pending);
    expect(view.sources.map((s) => s.source)).toContain('knowledge');
    expect(await unbalanced()).toEqual([]);
  });

  it('asks for a verified payee first, checks its number and keeps it from staff and from the answers', async () => {
    expect((await withdraw(10_000)).body).toMatchObject({ result: 'fail', message: '请先完成收款人实名认证，再申请提现' });
    expect((await post(P.payee, { type: 'person', name: '林晓', id_number: '110105194912310021' })).body).toMatchObject({ result: 'fail', message: '身份证号校验位不正确，请核对后重新输入' });
    expect((await post(P.payee, { type: 'company', name: '杭州光影文化有限公司', id_number: '91350100M000100Y44' })).body).toMatchObject({ result: 'fail', message: '统一社会信用代码校验位不正确，请核对后重新输入' });
    expect((await post(P.payee, { type: 'person', name: '林晓', id_number: ID_OK }, staff)).body).toMatchObject({ result: 'fail', code: 40310 });
    expect((await get(P.payee)).body.data).toBeNull();
    const saved = await post<Payee>(P.payee, { type: 'person', name: '林晓', id_number: ID_OK.toLowerCase() });
    expect(saved.body.data).toMatchObject({ type: 'person', name: '林晓', id_number_masked: '110***********002X' });
    expect(JSON.stringify((await get(P.payee)).body)).not.toContain(ID_OK);
  });

  it('quotes the fee and the tax of a withdrawal before it is asked for', async () => {
    const quote = (await get<WithdrawalQuote>(P.withdrawQuote, { amount: 300_000 })).body.data!;
    // 0.1% fee; 3,000 元 to a person: (3,000 − 800) × 20% = 440 元
    expect(quote).toMatchObject({ amount: 300_000, fee: 300, tax: 44_000, net: 255_700, payee_type: 'person' });
  });

  it('freezes the money once per idempotency key, and refuses a key reused for another request', async () => {
    const before = await balance();
    expect((await post(P.withdraw, { account_id: accountId, sources: [{ source: 'knowledge', amount: 1_000 }] })).body).toMatchObject({ result: 'fail', message: expect.stringContaining('Idempotency-Key') });
    const key = newKey();
    const first = await withdraw(1_000, key);
    expect(first.body.data).toMatchObject({ amount: 1_000, fee: 10, state: 'applied', sources: [{ source: 'knowledge', amount: 1_000 }] });
    const again = await withdraw(1_000, key);
    expect(again.body).toEqual(first.body);
    // one line in the operation log: the repeat moved nothing and is not logged again
    const lines = await queryTestDatabase<{ n: number }>(server.dataDir, "select count(*) as n from operation_logs where action like 'funds.withdraw%' and object_id = ?", [first.body.data!.id]);
    expect(Number(lines[0]!.n)).toBe(1);
    expect((await withdraw(2_000, key)).body).toMatchObject({ result: 'fail', code: 40900, message: '该请求编号已用于另一次操作，请刷新后重试' });
    const after = await balance();
    expect(after.available).toBe(before.available - 1_000);
    expect(after.frozen).toBe(before.frozen + 1_000);
    expect(await queryTestDatabase(server.dataDir, 'select count(*) as n from withdrawals where owner_id = (select id from users where phone = ?)', [ME])).toEqual([{ n: 1 }]);
  });

  it('keeps to the limits: at least 1 元, the available balance, three a day', async () => {
    expect((await withdraw(99)).body).toMatchObject({ result: 'fail', message: '单笔提现至少 ¥1.00' });
    const { available } = await balance();
    expect((await withdraw(available + 1)).body).toMatchObject({ result: 'fail', message: expect.stringContaining('可提现余额不足') });
    expect((await withdraw(100)).body).toMatchObject({ result: 'ok' });
    expect((await withdraw(100)).body).toMatchObject({ result: 'ok' });
    expect((await withdraw(100)).body).toMatchObject({ result: 'fail', message: '每天最多提现 3 次，请明天再试' });
    clock.advance(DAY);
  });

  it('pays a withdrawal out less its fee and tax, or returns the money when it fails', async () => {
    const { available } = await balance();
    const asked = (await withdraw(Math.min(available, 300_000))).body.data!;
    expect((await post(P.devSettle, { id: asked.id, state: 'processing' })).body.data).toMatchObject({ state: 'processing' });
    const paid = (await post<Withdrawal>(P.devSettle, { id: asked.id, state: 'paid' })).body.data!;
    expect(paid).toMatchObject({ state: 'paid', net: asked.amount - asked.fee - asked.tax });
    expect((await post(P.devSettle, { id: asked.id, state: 'failed' })).body).toMatchObject({ result: 'fail', code: 40900 });
    const lines = await queryTestDatabase<{ account: string; amount: number }>(
      server.dataDir,
      `select e.account, e.amount from ledger_entries e join ledger_transactions t on t.id = e.transaction_id where t.ref_type = 'withdrawal' and t.ref_id = ? and t.kind = 'withdrawal_paid' order by e.id`,
      [asked.id],
    );
    expect(lines.map((l) => [l.account, Number(l.amount)])).toEqual([['frozen', -asked.amount], ['platform_fee', asked.fee], ['tax', asked.tax], ['payout', asked.amount - asked.fee - asked.tax]]);

    const before = await balance();
    const failing = (await withdraw(500)).body.data!;
    await post(P.devSettle, { id: failing.id, state: 'failed', reason: '银行卡户名不符' });
    const after = await balance();
    expect(after.available).toBe(before.available);
    expect((await get<Withdrawal>(P.withdrawal, { id: failing.id })).body.data).toMatchObject({ state: 'failed', failure_reason: '银行卡户名不符' });
    expect({ available: after.available, pending: after.pending, frozen: after.frozen }).toEqual(await sumsFromEntries());
    expect(await unbalanced()).toEqual([]);
  });

  it('records the tax withheld per month and lists the ledger by kind of transaction', async () => {
    const months = (await get(P.tax)).body.rows as TaxMonth[];
    expect(months[0]!.tax).toBeGreaterThan(0);
    const withdrawalsOnly = (await get(P.ledger, { group: 'withdrawal', pageSize: 100 })).body.rows as LedgerRow[];
    expect(withdrawalsOnly.length).toBeGreaterThan(0);
    expect(new Set(withdrawalsOnly.map((row) => row.kind))).toEqual(new Set(['withdrawal', 'withdrawal_paid', 'withdrawal_failed']));
    const income = (await get(P.ledger, { group: 'income', pageSize: 5 })).body;
    expect((income.rows as LedgerRow[]).every((row) => row.kind === 'payment' || row.kind === 'refund')).toBe(true);
    expect((income.rows as LedgerRow[]).find((row) => row.kind === 'payment')!.order_no).toMatch(/^\d{20}$/);
    for (const row of income.rows as LedgerRow[]) expect(row.lines.reduce((sum, line) => sum + line.amount, 0)).toBe(0);
  });

  /** the ledger export's rows (headers first) for `query` */
  const exported = async (query: Record<string, string>): Promise<unknown[][]> => {
    const url = new URL(P.ledgerExport, server.baseUrl);
    for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
    const response = await fetch(url, { headers: { authorization: lin } });
    expect(response.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(await response.arrayBuffer()) as unknown as ArrayBuffer);
    return book.worksheets[0]!.getSheetValues().filter(Boolean) as unknown[][];
  };

  it('says what each transaction was as a code and what was typed, and exports it in the language asked for', async () => {
    const rows = (await get(P.ledger, { pageSize: 100 })).body.rows as LedgerRow[];
    expect(rows.find((row) => row.kind === 'withdrawal_failed')).toMatchObject({ title_code: 'withdrawal.failed', title_params: { reason: '银行卡户名不符' } });
    expect(rows.find((row) => row.kind === 'payment')).toMatchObject({ title_code: 'payment.order', title_params: { product: '纪实摄影十讲' } });
    expect(rows.some((row) => 'title' in row)).toBe(false);
    const zh = await exported({});
    const en = await exported({ lang: 'en' });
    expect(zh[0]).toEqual([undefined, '时间', '类型', '说明', '订单号', '收入变动（元）', '冻结变动（元）', '平台服务费（元）', '代扣个税（元）']);
    expect(en[0]).toEqual([undefined, 'Time', 'Type', 'Description', 'Order number', 'Income change (yuan)', 'Held change (yuan)', 'Platform fee (yuan)', 'Tax withheld (yuan)']);
    const said = (sheet: unknown[][]) => sheet.slice(1).map((row) => [row[2], row[3]]);
    expect(said(zh)).toContainEqual(['订单收入', '订单收入：纪实摄影十讲']);
    expect(said(zh)).toContainEqual(['提现失败退回', '提现失败，已退回余额：银行卡户名不符']);
    expect(said(en)).toContainEqual(['Order income', 'Order income: 纪实摄影十讲']);
    expect(said(en)).toContainEqual(['Withdrawal failed and returned', 'Withdrawal failed, returned to the balance: 银行卡户名不符']);
    expect(said(en)).toContainEqual(['Withdrawal requested', 'Withdrawal to 工商银行 **** **** **** 0128（林晓）']);
    expect((await get(P.ledgerExport, { lang: 'fr' })).body).toMatchObject({ result: 'fail', code: 40000 });
  });

  it('keeps withdrawals to their teacher, and lets staff in with the 资金 module', async () => {
    const mine = (await get(P.withdrawals)).body.rows as Withdrawal[];
    expect((await get(P.withdrawal, { id: mine[0]!.id }, other)).body).toMatchObject({ result: 'fail', code: 40400 });
    expect(((await get(P.withdrawals, {}, other)).body.rows as Withdrawal[])).toEqual([]);
    expect((await balance(other))).toMatchObject({ available: 0, pending: 0, frozen: 0 });
    expect((await get(P.balance, {}, staff)).body).toMatchObject({ result: 'ok' });
    await grantModules(server.dataDir, PHONES.staff, ['order']);
    expect((await get(P.balance, {}, staff)).status).toBe(403);
  });
});
