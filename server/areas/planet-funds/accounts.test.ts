import { describe, expect, it } from 'vitest';
import { PLANET_FUNDS_PATHS } from '@shared/planet-funds/paths.ts';
import type { PayoutAccount } from '@shared/planet-funds/types.ts';
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
