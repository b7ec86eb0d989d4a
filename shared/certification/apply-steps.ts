/**
 * The applications' steps and fields (the spec names the pages only, so the field lists are ours: short
 * and what a reviewer needs), and the checks both sides run on them. A draft is checked only for what it holds
 * (lengths, formats, choices); a submission checks every step in full. Each check answers a code, never a sentence.
 */
import { creditCodeProblem, normalizeCreditCode, normalizeResidentId, residentIdProblem, type IdentityProblem } from '@shared/funds/identity.ts';
import type { ApplyData, ApplyKind, ApplyValue } from './types.ts';
import { PICTURES_MAX } from './rules.ts';

type ApplyFormat = 'phone' | 'email' | 'residentId' | 'creditCode';

export type ApplyField =
  | { key: string; kind: 'text' | 'textarea'; required: boolean; max: number; format?: ApplyFormat; secret?: boolean }
  | { key: string; kind: 'select'; required: boolean; options: readonly string[] }
  | { key: string; kind: 'pictures'; min: number; max: number };

export type ApplyStep = { key: string; path: string; fields: readonly ApplyField[] };

const CATEGORIES = ['writing', 'career', 'language', 'photography', 'parenting', 'health', 'finance', 'exam', 'lifestyle', 'other'] as const;
const EXPERIENCE = ['lt1', '1to3', '3to5', '5to10', 'gt10'] as const;
const CERTIFICATE_TYPES = ['teacher', 'vocational', 'degree', 'award', 'other'] as const;


const name = (key: string) => ({ key, kind: 'text', required: true, max: 20 }) as const;
const phone = (key: string) => ({ key, kind: 'text', required: true, max: 11, format: 'phone' }) as const;

export const APPLY_STEPS: Record<ApplyKind, readonly ApplyStep[]> = {
  role: [
    {
      key: 'base',
      path: '/setting/roleBaseInfoApply',
      fields: [
        name('real_name'),
        phone('phone'),
        { key: 'email', kind: 'text', required: false, max: 60, format: 'email' },
        { key: 'city', kind: 'text', required: true, max: 30 },
        { key: 'experience', kind: 'select', required: true, options: EXPERIENCE },
      ],
    },
    {
      key: 'class',
      path: '/setting/roleClassInfoApply',
      fields: [
        { key: 'category', kind: 'select', required: true, options: CATEGORIES },
        { key: 'topics', kind: 'text', required: true, max: 50 },
        { key: 'teaching', kind: 'textarea', required: true, max: 500 },
      ],
    },
    {
      key: 'auth',
      path: '/setting/roleAuthInfoApply',
      fields: [
        { key: 'certificate_type', kind: 'select', required: true, options: CERTIFICATE_TYPES },
        { key: 'certificate_name', kind: 'text', required: true, max: 50 },
        { key: 'certificates', kind: 'pictures', min: 1, max: PICTURES_MAX },
      ],
    },
  ],
  identification: [
    {
      key: 'identity',
      path: '/setting/identificationApply',
      fields: [name('real_name'), { key: 'id_number', kind: 'text', required: true, max: 18, format: 'residentId', secret: true }],
    },
  ],
  enterprise: [
    {
      key: 'base',
      path: '/setting/enterpriseBaseInfoApply',
      fields: [
        { key: 'company_name', kind: 'text', required: true, max: 60 },
        { key: 'credit_code', kind: 'text', required: true, max: 18, format: 'creditCode' },
        name('legal_person'),
        name('contact_name'),
        phone('contact_phone'),
      ],
    },
    {
      key: 'class',
      path: '/setting/enterpriseClassInfoApply',
      fields: [
        { key: 'category', kind: 'select', required: true, options: CATEGORIES },
        { key: 'brand', kind: 'text', required: false, max: 30 },
        { key: 'business', kind: 'textarea', required: true, max: 300 },
      ],
    },
    {
      key: 'auth',
      path: '/setting/enterpriseAuthInfoApply',
      fields: [
        { key: 'licence', kind: 'pictures', min: 1, max: 1 },
        { key: 'permits', kind: 'pictures', min: 0, max: PICTURES_MAX },
      ],
    },
  ],
};

/** Where each kind's form begins, and where a teacher lands once it is sent. */
export const APPLY_DONE_PATH: Record<ApplyKind, string> = {
  role: '/setting/myRoleApply',
  identification: '/setting/IdentificationSuccess',
  enterprise: '/setting/myRoleApply',
};

/** the field that names who or what an application certifies */
export const SUBJECT_FIELD: Record<ApplyKind, string> = { role: 'real_name', identification: 'real_name', enterprise: 'company_name' };

export type ApplyProblem =
  | { code: 'required' }
  | { code: 'tooLong'; max: number }
  | { code: 'tooMany'; max: number }
  | { code: 'notOption' }
  | { code: 'notText' }
  | { code: 'notPictures' }
  | { code: 'format' }
  | { code: Exclude<IdentityProblem, 'required' | 'format'> };

export type FoundProblem = { step: number; field: string; problem: ApplyProblem };

const PHONE = /^1\d{10}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A value as stored: trimmed; a resident ID or credit code in capitals. */
export function normalizeValue(field: ApplyField, value: string): string {
  if (field.kind === 'text' && field.format === 'residentId') return normalizeResidentId(value);
  if (field.kind === 'text' && field.format === 'creditCode') return normalizeCreditCode(value);
  return value.trim();
}

function formatProblem(format: ApplyFormat, value: string, today: Date): ApplyProblem | undefined {
  switch (format) {
    case 'phone':
      return PHONE.test(value) ? undefined : { code: 'format' };
    case 'email':
      return EMAIL.test(value) ? undefined : { code: 'format' };
    case 'residentId': {
      const found = residentIdProblem(value, today);
      return found ? { code: found === 'required' ? 'format' : found } : undefined;
    }
    case 'creditCode': {
      const found = creditCodeProblem(value);
      return found ? { code: found === 'required' ? 'format' : found } : undefined;
    }
  }
}

/**
 * The problem of one field's value, or undefined. `full`: the value must be complete (required fields, the fewest
 * pictures); otherwise only what is there is checked, so a half-filled draft can be kept.
 */
export function fieldProblemOf(field: ApplyField, value: ApplyValue | undefined, full: boolean, today: Date): ApplyProblem | undefined {
  if (field.kind === 'pictures') {
    if (value !== undefined && !Array.isArray(value)) return { code: 'notPictures' };
    const count = value?.length ?? 0;
    if (count > field.max) return { code: 'tooMany', max: field.max };
    return full && count < field.min ? { code: 'required' } : undefined;
  }
  if (value !== undefined && typeof value !== 'string') return { code: 'notText' };
  const text = normalizeValue(field, value ?? '');
  if (text === '') return full && field.required ? { code: 'required' } : undefined;
  if (field.kind === 'select') return field.options.includes(text) ? undefined : { code: 'notOption' };
  if ([...text].length > field.max && field.format !== 'residentId' && field.format !== 'creditCode') return { code: 'tooLong', max: field.max };
  return field.format ? formatProblem(field.format, text, today) : undefined;
}

/** Every problem of one step's values. */
export function stepProblems(kind: ApplyKind, step: number, data: ApplyData, full: boolean, today: Date): FoundProblem[] {
  const fields = APPLY_STEPS[kind][step]?.fields ?? [];
  return fields.flatMap((field) => {
    const problem = fieldProblemOf(field, data[field.key], full, today);
    return problem ? [{ step, field: field.key, problem }] : [];
  });
}

/** Every problem of a whole application, step by step: none means it may be submitted. */
export function applicationProblems(kind: ApplyKind, data: ApplyData, today: Date): FoundProblem[] {
  return APPLY_STEPS[kind].flatMap((_, step) => stepProblems(kind, step, data, true, today));
}

/** The step to continue at: the first with something missing, else the last. */
export function continueStep(kind: ApplyKind, data: ApplyData, today: Date): number {
  const first = applicationProblems(kind, data, today)[0];
  return first ? first.step : APPLY_STEPS[kind].length - 1;
}

/** The picture ids an application's data names. */
export function pictureIdsOf(kind: ApplyKind, data: ApplyData): number[] {
  return APPLY_STEPS[kind].flatMap((step) => step.fields.flatMap((field) => (field.kind === 'pictures' && Array.isArray(data[field.key]) ? (data[field.key] as number[]) : [])));
}

/** The kind and step of a form page, or undefined. */
export function stepOfPath(path: string): { kind: ApplyKind; step: number } | undefined {
  for (const kind of Object.keys(APPLY_STEPS) as ApplyKind[]) {
    const step = APPLY_STEPS[kind].findIndex((spec) => spec.path === path);
    if (step >= 0) return { kind, step };
  }
  return undefined;
}
