import { describe, expect, it } from 'vitest';
import {
  availableBySource,
  fenBySource,
  newIdempotencyKey,
  payeeFieldProblems,
  withdrawalFormOf,
  withdrawalFormProblem,
  withdrawalInputOf,
  withdrawalTotalOf,
  type WithdrawalForm,
} from './forms.ts';

const form = (knowledge: string, planet = '', account_id = 7): WithdrawalForm => ({ amounts: { knowledge, planet }, account_id });
const plenty = { knowledge: 10_000_000, planet: 10_000_000 };
const TODAY = new Date('2026-03-01T00:00:00Z');

describe('the withdrawal form', () => {
  it('opens empty, with the account to choose', () => {
    expect(withdrawalFormOf()).toEqual({ amounts: { knowledge: '', planet: '' }, account_id: 0 });
    expect(withdrawalFormOf(3).account_id).toBe(3);
  });

  it('reads 元 as typed into whole fen, empty as nothing and anything else as no amount', () => {
    expect(fenBySource(form('12.5', ' 0.07 '))).toEqual({ knowledge: 1_250, planet: 7 });
    expect(fenBySource(form('', '  '))).toEqual({ knowledge: 0, planet: 0 });
    expect(fenBySource(form('1.005', '-3'))).toEqual({ knowledge: null, planet: null });
    expect(fenBySource(form('1e3', '１0'))).toEqual({ knowledge: null, planet: null });
    // 0.1 + 0.2 in yuan is no float sum: 30 fen
    expect(withdrawalTotalOf(form('0.1', '0.2'))).toBe(30);
    expect(withdrawalTotalOf(form('10', 'x'))).toBeNull();
    expect(withdrawalTotalOf(form('99999.99', '0.01'))).toBe(10_000_000);
  });

  it('sends only the sources with something to withdraw, in fen, in the sources\' order', () => {
    expect(withdrawalInputOf(form('10'))).toEqual({ account_id: 7, sources: [{ source: 'knowledge', amount: 1_000 }] });
    expect(withdrawalInputOf(form('', '3.3'))).toEqual({ account_id: 7, sources: [{ source: 'planet', amount: 330 }] });
    expect(withdrawalInputOf(form('1', '2'))).toEqual({ account_id: 7, sources: [{ source: 'knowledge', amount: 100 }, { source: 'planet', amount: 200 }] });
  });

  it('names the first problem: a source\'s amount, what it has available, the whole, then the account', () => {
    expect(withdrawalFormProblem(form('abc'), plenty)).toEqual({ field: 'knowledge', code: 'notAmount' });
    expect(withdrawalFormProblem(form('10', '5'), { knowledge: 2_000, planet: 300 })).toEqual({ field: 'planet', code: 'overAvailable', available: 300 });
    expect(withdrawalFormProblem(form('10'), { knowledge: -50, planet: 0 })).toEqual({ field: 'knowledge', code: 'overAvailable', available: 0 });
    expect(withdrawalFormProblem(form('', ''), plenty)).toEqual({ field: 'total', code: 'empty' });
    expect(withdrawalFormProblem(form('0.99'), plenty)).toEqual({ field: 'total', code: 'belowMin', min: 100 });
    // two parts of 0.5 元 make the 1 元 the rules ask for
    expect(withdrawalFormProblem(form('0.5', '0.5'), plenty)).toBeNull();
    expect(withdrawalFormProblem(form('30000', '20000.01'), plenty)).toEqual({ field: 'total', code: 'aboveMax', max: 5_000_000 });
    expect(withdrawalFormProblem(form('50000'), plenty)).toBeNull();
    expect(withdrawalFormProblem(form('10', '', 0), plenty)).toEqual({ field: 'account_id', code: 'required' });
  });

  it('takes what each source has available from the balance, zero for a source without income', () => {
    expect(availableBySource({ sources: [{ source: 'planet', available: 800, pending: 0, frozen: 0 }] })).toEqual({ knowledge: 0, planet: 800 });
  });
});

describe('the Idempotency-Key of a submission', () => {
  it('is a UUID where the browser makes one, else 32 random hex characters; either passes the server\'s pattern', () => {
    const pattern = /^[A-Za-z0-9_-]{8,64}$/;
    const uuid = newIdempotencyKey();
    expect(uuid).toMatch(pattern);
    expect(newIdempotencyKey()).not.toBe(uuid);
    const insecure = { getRandomValues: globalThis.crypto.getRandomValues.bind(globalThis.crypto) };
    const hex = newIdempotencyKey(insecure);
    expect(hex).toMatch(/^[0-9a-f]{32}$/);
    expect(hex).toMatch(pattern);
  });
});

describe('the payee form, checked as typed', () => {
  it('checks the number even while the name is wrong, in the words of the chosen type', () => {
    expect(payeeFieldProblems({ type: 'person', name: '', id_number: '110105194912310021' }, TODAY)).toEqual({
      name: { field: 'name', code: 'required' },
      id_number: { field: 'id_number', code: 'checkDigit' },
    });
    expect(payeeFieldProblems({ type: 'person', name: '林晓', id_number: '11010519491231002x' }, TODAY)).toEqual({ name: null, id_number: null });
    expect(payeeFieldProblems({ type: 'person', name: '林晓', id_number: '1101051949' }, TODAY)).toEqual({ name: null, id_number: { field: 'id_number', code: 'format' } });
    expect(payeeFieldProblems({ type: 'company', name: '光影', id_number: '91350100M000100Y44' }, TODAY)).toEqual({
      name: { field: 'name', code: 'invalid' },
      id_number: { field: 'id_number', code: 'checkDigit' },
    });
    expect(payeeFieldProblems({ type: 'company', name: '光影', id_number: '' }, TODAY).id_number).toEqual({ field: 'id_number', code: 'required' });
  });
});
