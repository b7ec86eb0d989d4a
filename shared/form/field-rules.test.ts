import { describe, expect, it } from 'vitest';
import { numberProblem, textProblem } from './field-rules.ts';

describe('field rules', () => {
  it('text: required after trimming, length in characters', () => {
    expect(textProblem('   ', { required: true })).toEqual({ code: 'required' });
    expect(textProblem('', {})).toBeUndefined();
    expect(textProblem('😀😀😀', { max: 3 })).toBeUndefined();
    expect(textProblem(' 四个汉字多 ', { max: 4 })).toEqual({ code: 'tooLong', max: 4 });
  });

  it('number: required, integer, bounds', () => {
    expect(numberProblem(undefined, { required: true })).toEqual({ code: 'required' });
    expect(numberProblem(Number.NaN, {})).toBeUndefined();
    expect(numberProblem(1.5, { integer: true })).toEqual({ code: 'notInteger' });
    expect(numberProblem(-1, { min: 0 })).toEqual({ code: 'tooSmall', min: 0 });
    expect(numberProblem(101, { max: 100 })).toEqual({ code: 'tooLarge', max: 100 });
    expect(numberProblem(0, { required: true, min: 0, max: 100, integer: true })).toBeUndefined();
  });
});
