/**
 * Rules of the planet funds area, shared by the server and the console: payout account checks, withdrawal
 * limits, the refund window, the payment QR payload. Checks answer problem codes with their figures (fen for money);
 * the console words them in the user's language (texts-*.ts, `planet.funds.problem.*`), the server in Chinese
 * (server/areas/planet-funds/problems.ts).
 */
import { yuanToFen } from '@shared/format/currency.ts';
import type { LedgerFilter, LedgerKind, PayoutAccountInput, PayoutAccountType, SaasOrder } from './types.ts';

export const FUNDS_LIMITS = {
  /** fen: at least 1 元 per withdrawal */
  withdrawMin: 100,
  /** fen: at most 50,000 元 per withdrawal (a payout channel's single-transfer cap) */
  withdrawMax: 5_000_000,
  /** seconds: a paid order can be refunded within 7 days */
  refundWindow: 7 * 86_400,
  /** seconds: a bought plan runs a year from payment */
  planTerm: 365 * 86_400,
  realNameMax: 30,
  bankNameMax: 40,
  bankBranchMax: 60,
  accountsMax: 10,
  /** fen: the highest member price of a course */
  memberPriceMax: 10_000_000,
  /** seconds a fresh SMS verification of the main account allows money changes (payout accounts, a first payout) */
  verifiedFor: 600,
} as const;

/**
 * Answer codes of the money rules: only the main account changes where money goes, after a fresh SMS
 * code; the console asks for the code when it meets `verificationRequired` and tries again.
 */
export const FUNDS_CODES = { mainAccountOnly: 40310, verificationRequired: 40311 } as const;

/** Luhn (mod 10) check of a string of digits. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** A bank card number as typed (spaces allowed between groups) → digits only. */
export function normaliseAccountNo(type: PayoutAccountType, raw: string): string {
  const trimmed = raw.trim();
  return type === 'bank' ? trimmed.replace(/[\s-]/g, '') : trimmed.toLowerCase();
}

const ALIPAY_PHONE = /^1\d{10}$/;
const ALIPAY_EMAIL = /^[a-z0-9._%+-]+@[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,}$/;
/** Chinese names (with the middle dot of minority names) or Latin names with spaces */
const REAL_NAME = /^[\p{Script=Han}·•]{2,30}$|^[A-Za-z][A-Za-z .'-]{1,29}$/u;

/** A person's name as an ID card or a bank spells it: Chinese (with the middle dot) or Latin letters. */
export const isRealName = (name: string) => REAL_NAME.test(name);

export type PayoutField = 'real_name' | 'account_no' | 'bank_name' | 'bank_branch';

/** What is wrong with a payout account as entered: the field, the code and, for a length, the limit. */
export type PayoutProblem =
  | { field: 'real_name'; code: 'realNameRequired' | 'realNameInvalid' }
  | { field: 'account_no'; code: 'cardRequired' | 'cardDigits' | 'cardChecksum' | 'alipayRequired' | 'alipayInvalid' }
  | { field: 'bank_name'; code: 'bankNameRequired' }
  | { field: 'bank_name'; code: 'bankNameTooLong'; max: number }
  | { field: 'bank_branch'; code: 'bankBranchRequired' }
  | { field: 'bank_branch'; code: 'bankBranchTooLong'; max: number };

/**
 * The first problem of a payout account as entered, or null; `account_no` is checked after normalising. An edited
 * account whose number is left blank keeps its stored one (`numberKept`): the number is then not checked.
 */
export function payoutAccountProblem(input: PayoutAccountInput, { numberKept = false }: { numberKept?: boolean } = {}): PayoutProblem | null {
  const name = input.real_name.trim();
  if (name === '') return { field: 'real_name', code: 'realNameRequired' };
  if (!REAL_NAME.test(name)) return { field: 'real_name', code: 'realNameInvalid' };
  const number = normaliseAccountNo(input.type, input.account_no);
  if (input.type === 'bank') {
    if (!numberKept) {
      if (number === '') return { field: 'account_no', code: 'cardRequired' };
      if (!/^\d{12,19}$/.test(number)) return { field: 'account_no', code: 'cardDigits' };
      if (!luhnValid(number)) return { field: 'account_no', code: 'cardChecksum' };
    }
    const bank = input.bank_name.trim();
    if (bank === '') return { field: 'bank_name', code: 'bankNameRequired' };
    if ([...bank].length > FUNDS_LIMITS.bankNameMax) return { field: 'bank_name', code: 'bankNameTooLong', max: FUNDS_LIMITS.bankNameMax };
    const branch = input.bank_branch.trim();
    if (branch === '') return { field: 'bank_branch', code: 'bankBranchRequired' };
    if ([...branch].length > FUNDS_LIMITS.bankBranchMax) return { field: 'bank_branch', code: 'bankBranchTooLong', max: FUNDS_LIMITS.bankBranchMax };
    return null;
  }
  if (numberKept) return null;
  if (number === '') return { field: 'account_no', code: 'alipayRequired' };
  if (!ALIPAY_PHONE.test(number) && !ALIPAY_EMAIL.test(number)) return { field: 'account_no', code: 'alipayInvalid' };
  return null;
}

/** Whether an edit of an account of `storedType` keeps its stored number: the number left blank, the type unchanged. */
export function keepsAccountNo(input: Pick<PayoutAccountInput, 'type' | 'account_no'>, storedType: PayoutAccountType): boolean {
  return input.account_no.trim() === '' && input.type === storedType;
}

/** '6222 **** **** 1234' style: only the last four digits; an e-mail keeps its first letter and domain. */
export function maskAccountNo(type: PayoutAccountType, number: string): string {
  if (type === 'alipay' && number.includes('@')) {
    const [local = '', domain = ''] = number.split('@');
    return `${local.slice(0, 1)}***@${domain}`;
  }
  if (type === 'alipay') return `${number.slice(0, 3)}****${number.slice(-4)}`;
  return `**** **** **** ${number.slice(-4)}`;
}

/** What is wrong with a withdrawal; figures in fen. */
export type WithdrawalProblem = { code: 'withdrawTooSmall'; min: number } | { code: 'withdrawTooLarge'; max: number } | { code: 'withdrawOverBalance'; balance: number };

/** The problem with a withdrawal of `amount` fen from `balance` fen, or null. */
export function withdrawalProblem(amount: number, balance: number): WithdrawalProblem | null {
  if (!Number.isInteger(amount) || amount < FUNDS_LIMITS.withdrawMin) return { code: 'withdrawTooSmall', min: FUNDS_LIMITS.withdrawMin };
  if (amount > FUNDS_LIMITS.withdrawMax) return { code: 'withdrawTooLarge', max: FUNDS_LIMITS.withdrawMax };
  if (amount > balance) return { code: 'withdrawOverBalance', balance };
  return null;
}

/** A course's member price as chosen: 0 for free, the fen of the price typed, or null when that is no price. */
export function memberPriceOf(paid: boolean, text: string): number | null {
  if (!paid) return 0;
  const fen = yuanToFen(text);
  return fen === null || fen === 0 || fen > FUNDS_LIMITS.memberPriceMax ? null : fen;
}

/** A plan's expiry as shown, 'YYYY-MM-DD' in China time. */
export function expiryDay(unixSeconds: number): string {
  return new Date((unixSeconds + 8 * 3600) * 1000).toISOString().slice(0, 10);
}

/** What the WeChat Pay native QR code of an order encodes. */
export function paymentQrPayload(orderNo: string): string {
  return `weixin://wxpay/bizpayurl?pr=${orderNo}`;
}

/** Whether a paid order may still be refunded at `now` (seconds). */
export function refundable(order: Pick<SaasOrder, 'status' | 'paid_at'>, now: number): boolean {
  return order.status === 1 && order.paid_at !== null && now - order.paid_at <= FUNDS_LIMITS.refundWindow;
}

/** The ledger kinds a detail filter shows. */
export function ledgerKindsOf(filter: LedgerFilter): LedgerKind[] | null {
  switch (filter) {
    case 'income':
      return ['join', 'renew', 'reward'];
    case 'refund':
      return ['refund'];
    case 'withdraw':
      return ['withdraw'];
    case 'saas':
      return ['saas'];
    default:
      return null;
  }
}

/** '+¥12.00' / '−¥12.00': the sign always shown (a minus sign, not a hyphen). */
export function signedAmount(fen: number, format: (fen: number) => string): string {
  if (fen === 0) return format(0);
  return fen > 0 ? `+${format(fen)}` : `−${format(-fen)}`;
}

/** The detail filter that shows a ledger row of `kind` (for links from the overview). */
export function filterOfKind(kind: LedgerKind): LedgerFilter {
  return kind === 'join' || kind === 'renew' || kind === 'reward' ? 'income' : kind;
}

/** The /p/accounting/balance address with its filters, as the overview links to it. */
export function balancePath(filters: { kind?: LedgerFilter; planetId?: number } = {}): string {
  const query = new URLSearchParams();
  if (filters.kind && filters.kind !== 'all') query.set('kind', filters.kind);
  if (filters.planetId) query.set('planet', String(filters.planetId));
  const text = query.toString();
  return `/p/accounting/balance${text ? `?${text}` : ''}`;
}
