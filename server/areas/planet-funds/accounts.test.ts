import { describe, expect, it } from 'vitest';
import { PLANET_FUNDS_PATHS } from '@shared/planet-funds/paths.ts';
import { FUNDS_CODES, FUNDS_LIMITS } from '@shared/planet-funds/rules.ts';
import type { PayoutAccount } from '@shared/planet-funds/types.ts';
import { operationLog } from '@server/test-support/accounts.ts';
import { PHONES } from '@server/test-support/http.ts';
import { usePlanetFundsServer, verifyFunds } from './test-support.ts';

const demo = usePlanetFundsServer();
const { post, data, rows } = demo;

describe('payout accounts', () => {
  const card = { type: 'bank', real_name: '周明远', account_no: '6222 0212 0356 7180', bank_name: '中国工商银行', bank_branch: '杭州西湖支行', is_default: false };

  it('refuses wrong numbers with the rule, and stores nothing', async () => {
    const before = await rows<PayoutAccount>(PLANET_FUNDS_PATHS.accounts);
    const refused = async (changes: Record<string, unknown>, message: string) => {
      const reply = await post(PLANET_FUNDS_PATHS.accountCreate, { ...card, ...changes });
      expect(reply.status).toBe(400);
      expect(reply.body.message).toBe(message);
    };
    await refused({ account_no: '6222021203567181' }, '银行卡号校验未通过，请核对后重新输入');
    await refused({ account_no: '62220212035' }, '银行卡号应为 12–19 位数字');
    await refused({ account_no: '62220212035671801234' }, '银行卡号应为 12–19 位数字');
    await refused({ bank_name: ' ' }, '请输入开户银行');
    await refused({ bank_branch: '' }, '请输入开户支行');
    await refused({ real_name: 'x' }, '真实姓名应为 2–30 个汉字或英文字母');
    await refused({ type: 'alipay', account_no: 'zhou@' }, '支付宝账号应为 11 位手机号或邮箱地址');
    const type = await post(PLANET_FUNDS_PATHS.accountCreate, { ...card, type: 'wechat' });
    expect(type.body.message).toMatch(/type/);
    expect(await rows<PayoutAccount>(PLANET_FUNDS_PATHS.accounts)).toEqual(before);
  });

  it('adds a card (masked), an Alipay account as the default, refuses a duplicate, deletes and moves the default', async () => {
    await verifyFunds(demo.server, demo.zhou, PHONES.planet);
    const added = await data<PayoutAccount>(post(PLANET_FUNDS_PATHS.accountCreate, card));
    expect(added).toMatchObject({ type: 'bank', real_name: '周明远', account_masked: '**** **** **** 7180', bank_name: '中国工商银行', bank_branch: '杭州西湖支行', is_default: false });
    expect((await post(PLANET_FUNDS_PATHS.accountCreate, { ...card, account_no: '6222021203567180' })).body.message).toBe('该收款账户已添加');
    const alipay = await data<PayoutAccount>(post(PLANET_FUNDS_PATHS.accountCreate, { type: 'alipay', real_name: '周明远', account_no: '13800000002', is_default: true }));
    expect(alipay).toMatchObject({ account_masked: '138****0002', bank_name: '', is_default: true });
    let list = await rows<PayoutAccount>(PLANET_FUNDS_PATHS.accounts);
    expect(list.filter((row) => row.is_default).map((row) => row.id)).toEqual([alipay.id]);
    expect(list[0]!.id).toBe(alipay.id);

    list = (await post(PLANET_FUNDS_PATHS.accountDefault, { id: added.id })).body.rows as PayoutAccount[];
    expect(list.filter((row) => row.is_default).map((row) => row.id)).toEqual([added.id]);
    list = (await post(PLANET_FUNDS_PATHS.accountDelete, { id: added.id })).body.rows as PayoutAccount[];
    expect(list.map((row) => row.id)).not.toContain(added.id);
    expect(list.filter((row) => row.is_default)).toHaveLength(1);

    for (const path of [PLANET_FUNDS_PATHS.accountDelete, PLANET_FUNDS_PATHS.accountDefault]) {
      const foreign = await post(path, { id: alipay.id }, demo.teacher);
      expect(foreign.status).toBe(404);
      expect(foreign.body.message).toBe('收款账户不存在');
    }
    expect((await rows<PayoutAccount>(PLANET_FUNDS_PATHS.accounts, demo.teacher)).map((row) => row.id)).not.toContain(alipay.id);
  });
});

describe('changing a payout account (/setting/accounting/edit)', () => {
  const card = { type: 'bank', real_name: '周明远', account_no: '6222021234567894', bank_name: '招商银行', bank_branch: '杭州分行', is_default: false };
  const update = (id: number, changes: Record<string, unknown>, token = demo.zhou) => post<PayoutAccount>(PLANET_FUNDS_PATHS.accountUpdate, { id, ...card, account_no: '', ...changes }, token);
  const mine = async (id: number, token = demo.zhou) => (await rows<PayoutAccount>(PLANET_FUNDS_PATHS.accounts, token)).find((row) => row.id === id);
  /** the SMS sender takes one code a minute per phone: each verification here starts a minute later */
  const verify = async () => {
    demo.clock.advance(61);
    await verifyFunds(demo.server, demo.zhou, PHONES.planet);
  };

  it('changes the fields, keeps the number when it is left blank, and takes a new one checked like a new account', async () => {
    await verify();
    const added = await data<PayoutAccount>(post(PLANET_FUNDS_PATHS.accountCreate, card));
    // the console's client leaves the empty number out of the body: the stored one is kept
    const { account_no: _blank, ...withoutNumber } = card;
    const changed = await data<PayoutAccount>(post<PayoutAccount>(PLANET_FUNDS_PATHS.accountUpdate, { ...withoutNumber, id: added.id, real_name: '周明', bank_branch: '杭州西湖支行' }));
    expect(changed).toMatchObject({ id: added.id, type: 'bank', real_name: '周明', account_masked: '**** **** **** 7894', bank_name: '招商银行', bank_branch: '杭州西湖支行' });
    const renumbered = await data<PayoutAccount>(update(added.id, { account_no: '4111 1111 1111 1111' }));
    expect(renumbered.account_masked).toBe('**** **** **** 1111');
    // an Alipay account in its place: its number must be given (the stored card number is no Alipay account)
    expect((await update(added.id, { type: 'alipay' })).body.message).toBe('请输入支付宝账号');
    const alipay = await data<PayoutAccount>(update(added.id, { type: 'alipay', account_no: 'Zhou.Photo@Example.com' }));
    expect(alipay).toMatchObject({ type: 'alipay', account_masked: 'z***@example.com', bank_name: '', bank_branch: '' });
    expect(await mine(added.id)).toEqual(alipay);
  });

  it('refuses bad fields, a number another account has, and another teacher\'s account, changing nothing', async () => {
    await verify();
    const first = await data<PayoutAccount>(post(PLANET_FUNDS_PATHS.accountCreate, { ...card, account_no: '6222021203567180' }));
    const second = await data<PayoutAccount>(post(PLANET_FUNDS_PATHS.accountCreate, { ...card, account_no: '6222021234567894' }));
    const before = await rows<PayoutAccount>(PLANET_FUNDS_PATHS.accounts);
    expect((await update(second.id, { account_no: '6222021234567895' })).body).toMatchObject({ result: 'fail', message: '银行卡号校验未通过，请核对后重新输入' });
    expect((await update(second.id, { real_name: 'x' })).body.message).toBe('真实姓名应为 2–30 个汉字或英文字母');
    expect((await update(second.id, { bank_branch: ' ' })).body.message).toBe('请输入开户支行');
    expect((await update(second.id, { type: 'wechat' })).body.message).toMatch(/type/);
    const twin = await update(second.id, { account_no: '6222 0212 0356 7180' });
    expect(twin.status).toBe(409);
    expect(twin.body.message).toBe('该收款账户已添加');
    const foreign = await update(first.id, {}, demo.teacher);
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe('收款账户不存在');
    expect((await update(999_999, {})).status).toBe(404);
    expect(await rows<PayoutAccount>(PLANET_FUNDS_PATHS.accounts)).toEqual(before);
  });

  it('makes an account the default when asked, and keeps the default the default', async () => {
    await verify();
    const list = await rows<PayoutAccount>(PLANET_FUNDS_PATHS.accounts);
    const other = list.find((row) => !row.is_default && row.type === 'bank')!;
    const made = await data<PayoutAccount>(update(other.id, { is_default: true }));
    expect(made.is_default).toBe(true);
    const defaults = (await rows<PayoutAccount>(PLANET_FUNDS_PATHS.accounts)).filter((row) => row.is_default).map((row) => row.id);
    expect(defaults).toEqual([other.id]);
    expect((await data<PayoutAccount>(update(other.id, { is_default: false }))).is_default).toBe(true);
  });

  it('asks the main account for a fresh SMS verification, refuses staff, and logs each change', async () => {
    const target = (await rows<PayoutAccount>(PLANET_FUNDS_PATHS.accounts)).find((row) => row.type === 'bank')!;
    demo.clock.advance(FUNDS_LIMITS.verifiedFor + 1);
    const late = await update(target.id, { bank_branch: '上海分行' });
    expect(late.status).toBe(403);
    expect(late.body.code).toBe(FUNDS_CODES.verificationRequired);
    expect(await mine(target.id)).toEqual(target);
    // 林老师's staff account, granted 资金, on 林老师's own (seeded) account
    const seeded = (await rows<PayoutAccount>(PLANET_FUNDS_PATHS.accounts, demo.teacher))[0]!;
    const byStaff = await post(PLANET_FUNDS_PATHS.accountUpdate, { id: seeded.id, type: seeded.type, real_name: seeded.real_name, account_no: '', bank_name: seeded.bank_name || '中国工商银行', bank_branch: '别处支行' }, demo.staff);
    expect(byStaff.body).toMatchObject({ code: FUNDS_CODES.mainAccountOnly, message: '仅主账号可以添加、修改或删除收款账户' });
    expect((await rows<PayoutAccount>(PLANET_FUNDS_PATHS.accounts, demo.teacher))[0]).toEqual(seeded);

    const updates = (await operationLog(demo.server.dataDir, PHONES.planet)).filter((line) => line.action === 'funds.account.update');
    expect(updates.length).toBeGreaterThanOrEqual(4);
    const [before, after] = ['招商银行 **** **** **** 7894（周明远）', '招商银行 **** **** **** 7894（周明）'];
    expect(updates[0]).toMatchObject({ object_type: 'payout_account', actor_phone: PHONES.planet, summary_code: 'payout.update.label', summary_params: { before, after }, summary: `${before} ${after}`, text: `修改收款账户：${before} → ${after}` });
  });
});
