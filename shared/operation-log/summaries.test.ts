import { describe, expect, it } from 'vitest';
import { summaryOfColumns, summaryText, typedWordsOf, type GeneratedSummary, type SummaryView } from './summaries.ts';
import { operationLogEn } from './texts-en.ts';
import { operationLogZhCN, type OperationLogMessageKey } from './texts-zh-CN.ts';

const zh = (key: OperationLogMessageKey) => operationLogZhCN[key];
const en = (key: OperationLogMessageKey) => operationLogEn[key];

/** a summary as a service writes it, read back from its columns as insertLine stores them */
const stored = (summary: GeneratedSummary): SummaryView => summaryOfColumns(typedWordsOf(summary), summary.code, JSON.stringify(summary.params));

describe('coded summaries', () => {
  it('keep only the typed parameters in summary, once each, for the keyword search', () => {
    expect(typedWordsOf({ code: 'staff.update', params: { name: '小周', nickname: '小周', role: '运营', changes: ['role'] } })).toBe('小周 运营');
    expect(typedWordsOf({ code: 'withdraw.request', params: { amount: 123456, account: '支付宝 138****0001（张伟）' } })).toBe('支付宝 138****0001（张伟）');
    expect(typedWordsOf({ code: 'login.sms', params: {} })).toBe('');
  });

  it('are worded by their code in each language, amounts formatted from fen, lists item by item', () => {
    const withdrawal = stored({ code: 'withdraw.request', params: { amount: 123456, account: '招商银行 **** 1234（周明）' } });
    expect(summaryText(zh, withdrawal)).toBe('提现 ¥1,234.56 至招商银行 **** 1234（周明）');
    expect(summaryText(en, withdrawal)).toBe('Withdrawal of ¥1,234.56 to 招商银行 **** 1234（周明）');
    const edit = stored({ code: 'staff.update', params: { name: '小周', nickname: '周周', role: '运营', changes: ['nickname', 'role', 'password'] } });
    expect(summaryText(zh, edit)).toBe('编辑员工「小周」：昵称改为「周周」，角色改为「运营」，重设登录密码');
    expect(summaryText(en, edit)).toBe('Edited staff account “小周”: nickname changed to “周周”, role changed to “运营”, sign-in password reset');
    const key = stored({ code: 'apikey.create', params: { name: '同步', scopes: ['materials', 'order'] } });
    expect(summaryText(zh, key)).toBe('新建 API 密钥「同步」：素材中心、订单管理');
    expect(summaryText(en, key)).toBe('Created API key “同步”: Materials, Orders');
  });

  it('show a sentence stored before the codes, or under a code this reader does not know, as stored', () => {
    expect(summaryText(en, summaryOfColumns('提现 ¥2.00 至中国工商银行', '', '{}'))).toBe('提现 ¥2.00 至中国工商银行');
    expect(summaryText(en, summaryOfColumns('小周', 'staff.rename', '{"name":"小周"}'))).toBe('小周');
  });
});
