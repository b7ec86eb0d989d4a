import { describe, expect, it } from 'vitest';
import { APPLY_STEPS, applicationProblems, continueStep, fieldProblemOf, pictureIdsOf, stepOfPath, stepProblems, type ApplyField } from './apply-steps.ts';
import { certificationEn } from './texts-en.ts';
import { certificationZhCN } from './texts-zh-CN.ts';
import { APPLY_KINDS } from './types.ts';

const TODAY = new Date('2026-11-27T12:00:00Z');
const ROLE_COMPLETE = {
  real_name: '林书言', phone: '13800000000', email: '', city: '杭州', experience: '5to10',
  category: 'writing', topics: '小说写作', teaching: '教了十年',
  certificate_type: 'teacher', certificate_name: '教师资格证', certificates: [7],
};

describe('application steps', () => {
  it('checks a draft only for what it holds, and a submission in full', () => {
    expect(stepProblems('role', 0, { real_name: '林' }, false, TODAY)).toEqual([]);
    expect(stepProblems('role', 0, { real_name: '林' }, true, TODAY).map((found) => found.field)).toEqual(['phone', 'city', 'experience']);
    expect(stepProblems('role', 0, { phone: '12345' }, false, TODAY)).toEqual([{ step: 0, field: 'phone', problem: { code: 'format' } }]);
    expect(stepProblems('role', 0, { email: 'lin@' }, false, TODAY)).toEqual([{ step: 0, field: 'email', problem: { code: 'format' } }]);
    expect(stepProblems('role', 1, { category: 'casino' }, false, TODAY)[0]!.problem).toEqual({ code: 'notOption' });
    expect(stepProblems('role', 1, { teaching: '字'.repeat(501) }, false, TODAY)[0]!.problem).toEqual({ code: 'tooLong', max: 500 });
    expect(applicationProblems('role', ROLE_COMPLETE, TODAY)).toEqual([]);
    expect(applicationProblems('role', { ...ROLE_COMPLETE, certificates: [] }, TODAY)).toEqual([{ step: 2, field: 'certificates', problem: { code: 'required' } }]);
  });

  it('checks the resident ID (GB 11643) and the credit code (GB 32100) by their structure', () => {
    const id: ApplyField = APPLY_STEPS.identification[0]!.fields[1]!;
    expect(fieldProblemOf(id, '11010519491231002x', true, TODAY)).toBeUndefined();
    expect(fieldProblemOf(id, '110105194912311234', true, TODAY)).toEqual({ code: 'checkDigit' });
    expect(fieldProblemOf(id, '110105202712311234', true, TODAY)).toEqual({ code: 'birthDate' });
    expect(fieldProblemOf(id, '', true, TODAY)).toEqual({ code: 'required' });
    expect(fieldProblemOf(id, '', false, TODAY)).toBeUndefined();
    const code: ApplyField = APPLY_STEPS.enterprise[0]!.fields[1]!;
    expect(fieldProblemOf(code, ' 91350100m000100y43 ', true, TODAY)).toBeUndefined();
    expect(fieldProblemOf(code, '91350100M000100Y44', true, TODAY)).toEqual({ code: 'checkDigit' });
    expect(fieldProblemOf(code, 'I1350100M000100Y43', true, TODAY)).toEqual({ code: 'format' });
  });

  it('counts pictures: the fewest only in full, the most always', () => {
    const licence: ApplyField = APPLY_STEPS.enterprise[2]!.fields[0]!;
    expect(fieldProblemOf(licence, [], false, TODAY)).toBeUndefined();
    expect(fieldProblemOf(licence, [], true, TODAY)).toEqual({ code: 'required' });
    expect(fieldProblemOf(licence, [1, 2], false, TODAY)).toEqual({ code: 'tooMany', max: 1 });
    expect(fieldProblemOf(licence, 'x', false, TODAY)).toEqual({ code: 'notPictures' });
    expect(pictureIdsOf('enterprise', { licence: [3], permits: [4, 5], company_name: 'x' })).toEqual([3, 4, 5]);
  });

  it('continues at the first step with something missing, and knows each step by its page', () => {
    expect(continueStep('role', {}, TODAY)).toBe(0);
    expect(continueStep('role', { ...ROLE_COMPLETE, topics: '' }, TODAY)).toBe(1);
    expect(continueStep('role', ROLE_COMPLETE, TODAY)).toBe(2);
    expect(stepOfPath('/setting/enterpriseClassInfoApply')).toEqual({ kind: 'enterprise', step: 1 });
    expect(stepOfPath('/setting/IdentificationSuccess')).toBeUndefined();
  });

  it('has words for every field and every choice, in both languages', () => {
    for (const kind of APPLY_KINDS) {
      for (const field of APPLY_STEPS[kind].flatMap((step) => step.fields)) {
        const label = `certification.field.${field.key}`;
        expect(certificationZhCN, label).toHaveProperty([label]);
        expect(certificationEn, label).toHaveProperty([label]);
        if (field.kind === 'select') for (const option of field.options) expect(certificationZhCN).toHaveProperty([`certification.option.${field.key}.${option}`]);
      }
    }
  });
});
