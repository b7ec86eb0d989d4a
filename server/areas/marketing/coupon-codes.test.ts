/** Coupon codes: batches, the codes and their .xlsx export, against the real server. */
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODE_ALPHABET, isCouponCode } from '@shared/marketing/coupon-rules.ts';
import { COUPON_PATHS as P } from '@shared/marketing/paths.ts';
import type { Coupon, CouponCode, CouponCodeBatch } from '@shared/marketing/types.ts';
import { contentDisposition } from '@server/http/content-disposition.ts';
import { XLSX_TYPE } from '@server/http/xlsx-stream.ts';
import { openTestDatabase, queryTestDatabase } from '@server/test-support/databases.ts';
import { insertCodes } from './code-generator.ts';
import { couponWorld, type CouponWorld } from './coupon-test-support.ts';

describe('coupon codes', () => {
  let w: CouponWorld;
  const generate = (couponId: number, count: number, token?: string) => w.post<CouponCodeBatch>(P.codes.generate, { coupon_id: couponId, count }, token);
  const codes = async (query: Record<string, string | number>) => {
    const answer = await w.get(P.codes.findList, { pageSize: 100, ...query });
    expect(answer.body.result, JSON.stringify(answer.body)).toBe('ok');
    return { rows: answer.body.rows as CouponCode[], total: Number(answer.body.totalCount) };
  };
  const download = async (batchId: number, token = w.lin) =>
    fetch(new URL(`${P.codes.export}?batch_id=${batchId}&app=lectern&appid=web&u=0`, w.server.baseUrl), { headers: { authorization: token } });
  const readBook = async (bytes: Buffer) => {
    const book = new ExcelJS.Workbook();
    await book.xlsx.read(Readable.from([bytes]));
    return book.worksheets[0]!;
  };

  beforeAll(async () => {
    w = await couponWorld('13900001402');
  });
  afterAll(() => w.close());

  it('generates a batch of unique codes of the alphabet, counted against the stock', async () => {
    const coupon = await w.create({ stock: 120 });
    const first = (await generate(coupon.id, 50)).body.data!;
    expect(first).toMatchObject({ coupon_id: coupon.id, number: 1, count: 50, redeemed: 0 });
    const second = (await generate(coupon.id, 30)).body.data!;
    expect(second).toMatchObject({ number: 2, count: 30 });
    expect((await w.get(P.codes.batches, { coupon_id: coupon.id })).body.rows).toEqual([second, first]);

    const all = await codes({ coupon_id: coupon.id });
    expect(all.total).toBe(80);
    const page2 = await codes({ coupon_id: coupon.id, page: 2, pageSize: 60 });
    const every = [...(await codes({ coupon_id: coupon.id, pageSize: 60 })).rows, ...page2.rows].map((row) => row.code);
    expect(new Set(every).size).toBe(80);
    expect(every.every(isCouponCode)).toBe(true);
    expect(every.join('')).toMatch(new RegExp(`^[${CODE_ALPHABET}]+$`));
    expect(every.join('')).not.toMatch(/[01IO]/);
    // the newest batch first, each in the order it was made
    expect(all.rows.slice(0, 30).every((row) => row.batch_id === second.id)).toBe(true);
    expect(all.rows[0]).toMatchObject({ status: 'unredeemed', redeemed_by: null, redeemer: '', redeemed_at: null });
    expect((await codes({ coupon_id: coupon.id, batch_id: first.id })).total).toBe(50);
    const part = all.rows[7]!.code.slice(2, 8);
    expect((await codes({ coupon_id: coupon.id, keyword: part.toLowerCase() })).rows.map((row) => row.code)).toContain(all.rows[7]!.code);
    const [distinct] = await queryTestDatabase<{ n: number }>(w.server.dataDir, 'select count(distinct code) as n from coupon_codes where coupon_id = ?', [coupon.id]);
    expect(Number(distinct!.n)).toBe(80);

    expect(await w.detail(coupon.id)).toMatchObject({ codes: 80, claimed: 0, taken: 80, stock_left: 40 });
    expect((await w.get(P.coupon.findList, { keyword: '春季' })).body.rows).toEqual(expect.arrayContaining([expect.objectContaining({ id: coupon.id, taken: 80 })]));
  });

  it('refuses more codes than the stock left, a bad count and an ended coupon, writing nothing', async () => {
    const coupon = await w.create({ stock: 10, starts_at: w.clock.seconds() - 60 });
    await w.claim(coupon.id, 7001);
    await generate(coupon.id, 4);
    const refused = async (count: number, message: string | RegExp) => {
      const answer = await generate(coupon.id, count);
      expect(answer.body.result, String(count)).toBe('fail');
      expect(answer.body.message).toMatch(message);
    };
    await refused(6, '库存不足：还可生成 5 个优惠码');
    await refused(0, '参数错误：count 必须是 1 到 10000 之间的整数（个）');
    await refused(10_001, /^参数错误：count/);
    expect((await generate(coupon.id, 5)).body.result).toBe('ok');
    await refused(1, '库存已用完，不能再生成优惠码');
    expect(await w.detail(coupon.id)).toMatchObject({ claimed: 1, codes: 9, taken: 10, stock_left: 0 });
    // raising the stock makes room again; an ended coupon makes no more
    const other = await w.create({ stock: 10, starts_at: w.clock.seconds() - 60 });
    await w.post(P.stop, { id: other.id });
    expect((await generate(other.id, 1)).body).toMatchObject({ code: 40900, message: '优惠券已结束，不能生成优惠码' });
    expect((await codes({ coupon_id: other.id })).total).toBe(0);
  });

  it('shows who redeemed a code, and filters by status', async () => {
    const coupon = await w.create({ starts_at: w.clock.seconds() - 60 });
    const batch = (await generate(coupon.id, 3)).body.data!;
    const [code] = (await codes({ coupon_id: coupon.id })).rows;
    const [buyer] = await queryTestDatabase<{ id: number }>(w.server.dataDir, "insert into buyers (nickname, phone, created_at) values ('=HYPERLINK(\"x\")', '13700009999', ?) returning id", [w.clock.seconds()]);
    const at = w.clock.seconds();
    await queryTestDatabase(w.server.dataDir, 'update coupon_codes set redeemed_by = ?, redeemed_at = ? where id = ?', [buyer!.id, at, code!.id]);
    await w.claim(coupon.id, Number(buyer!.id), { code_id: code!.id });
    const redeemed = await codes({ coupon_id: coupon.id, status: 'redeemed' });
    expect(redeemed.rows).toEqual([{ ...code, status: 'redeemed', redeemed_by: Number(buyer!.id), redeemer: '=HYPERLINK("x")', redeemed_at: at }]);
    expect((await codes({ coupon_id: coupon.id, status: 'unredeemed' })).total).toBe(2);
    expect((await w.get(P.codes.batches, { coupon_id: coupon.id })).body.rows).toEqual([expect.objectContaining({ id: batch.id, redeemed: 1 })]);
    // a redeemed code is a claim; it took its place in the stock when it was made
    expect(await w.detail(coupon.id)).toMatchObject({ claimed: 1, codes: 3, taken: 3 });
  });

  it('exports a batch as a real .xlsx, text as text', async () => {
    const coupon = await w.create({ title: '导出=测试券', starts_at: w.clock.seconds() - 60, stock: 10_000 });
    const batch = (await generate(coupon.id, 10_000)).body.data!;
    const [redeemedCode] = (await codes({ coupon_id: coupon.id, pageSize: 1 })).rows;
    await queryTestDatabase(w.server.dataDir, "insert into buyers (nickname, phone, created_at) values ('@买家', '13700008888', 0)");
    const [buyer] = await queryTestDatabase<{ id: number }>(w.server.dataDir, "select id from buyers where phone = '13700008888'");
    await queryTestDatabase(w.server.dataDir, 'update coupon_codes set redeemed_by = ?, redeemed_at = ? where id = ?', [buyer!.id, Date.UTC(2026, 0, 5, 2, 30) / 1000, redeemedCode!.id]);

    const response = await download(batch.id);
    // read whole before anything is checked: a download left half-read would keep the server from closing
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(XLSX_TYPE);
    expect(response.headers.get('content-disposition')).toBe(contentDisposition('attachment', '导出=测试券-优惠码-第1批.xlsx'));
    expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
    const sheet = await readBook(bytes);
    expect(sheet.rowCount).toBe(10_001);
    expect(sheet.getRow(1).values).toEqual([undefined, '优惠码', '状态', '兑换人', '兑换时间']);
    expect(sheet.getRow(2).values).toEqual([undefined, redeemedCode!.code, '已兑换', '@买家', '2026-01-05 10:30:00']);
    expect(sheet.getRow(2).getCell(3).type).toBe(ExcelJS.ValueType.String);
    expect(sheet.getRow(2).getCell(3).formula).toBeUndefined();
    const exported = new Set<string>();
    sheet.eachRow((row, n) => n > 1 && exported.add(String(row.getCell(1).value)));
    expect(exported.size).toBe(10_000);
    expect(sheet.getRow(3).values).toEqual([undefined, expect.stringMatching(/^[2-9A-HJ-NP-Z]{10}$/), '未兑换']);

    const theirs = await download(batch.id, w.other);
    expect([theirs.status, await theirs.json()]).toEqual([404, { result: 'fail', code: 40400, message: '优惠码批次不存在' }]);
  }, 60_000);

  it('draws again for a code that is taken already (the unique index)', async () => {
    const coupon: Coupon = await w.create();
    const batch = (await generate(coupon.id, 1)).body.data!;
    const [taken] = (await codes({ coupon_id: coupon.id })).rows;
    const draws = [taken!.code, taken!.code, 'QQQQQQQQQQ', 'RRRRRRRRRR'];
    const db = openTestDatabase(w.server.dataDir);
    try {
      const redrawn = await insertCodes(db, { batch_id: batch.id, coupon_id: coupon.id, owner_id: 1, created_at: w.clock.seconds() }, 2, () => draws.shift() ?? 'SSSSSSSSSS');
      expect(redrawn).toBe(1);
    } finally {
      await db.destroy();
    }
    // the first round drew the taken code (twice: a set keeps it once) and Q; the taken one was drawn again as R
    expect((await codes({ coupon_id: coupon.id })).rows.map((row) => row.code).sort()).toEqual(['QQQQQQQQQQ', 'RRRRRRRRRR', taken!.code].sort());
  });
});
