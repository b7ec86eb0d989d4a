/** JSON schema fragments of the certification calls (docs/api.md "Teacher profile and certification"). */
import { APPLY_KINDS } from '@shared/certification/types.ts';
import { PICTURES_MAX } from '@shared/certification/apply-steps.ts';
import { PROFILE_LIMITS } from '@shared/certification/rules.ts';
import { TT_SCOPE_KEYS } from '@shared/certification/tt-scopes.ts';
import { cleanText } from '@server/content/clean-text.ts';
import { idField } from '@server/http/schemas.ts';
import { RULE_KEYWORD } from '@server/http/validation.ts';

const oneOf = (values: readonly string[]) => ({ type: 'string', enum: [...values], [RULE_KEYWORD]: `必须是 ${values.join('、')} 之一` }) as const;

/** the profile is shown to students: every text passes the content check (spec §5) */
export const profileFields = {
  name: cleanText(PROFILE_LIMITS.nameMax),
  title: { ...cleanText(PROFILE_LIMITS.titleMax), default: '' },
  intro: { ...cleanText(PROFILE_LIMITS.introMax), default: '' },
  specialities: { ...cleanText(PROFILE_LIMITS.specialitiesMax), default: '' },
  avatar_id: { type: 'integer', minimum: 0, default: 0, [RULE_KEYWORD]: '必须是图片素材 id（0 表示不设置）' },
} as const;
export const profileRequired = ['name'];

export const kindQuery = { kind: oneOf(APPLY_KINDS) } as const;

/** one step's values: texts, or picture ids; the service checks them against the step's fields */
export const draftFields = {
  kind: oneOf(APPLY_KINDS),
  step: { type: 'integer', minimum: 0, maximum: 2, [RULE_KEYWORD]: '必须是 0 到 2 之间的整数' },
  data: {
    type: 'object',
    maxProperties: 10,
    additionalProperties: {
      anyOf: [
        { type: 'string', maxLength: 1000 },
        { type: 'array', maxItems: PICTURES_MAX, items: { type: 'integer', minimum: 1 } },
      ],
    },
    [RULE_KEYWORD]: '必须是这一步的字段和值',
  },
} as const;

export const submitFields = { id: idField } as const;

export const reviewFields = {
  id: idField,
  decision: oneOf(['approve', 'reject']),
  reason: { type: 'string', maxLength: PROFILE_LIMITS.reasonMax, default: '' },
} as const;
export const reviewRequired = ['id', 'decision'];

export const ttScopeFields = {
  scopes: {
    type: 'array',
    minItems: 1,
    maxItems: TT_SCOPE_KEYS.length,
    items: { type: 'object', properties: { scope: oneOf(TT_SCOPE_KEYS), enabled: { type: 'integer', enum: [0, 1] } }, required: ['scope', 'enabled'], additionalProperties: false },
    [RULE_KEYWORD]: '必须列出授权范围和开关',
  },
} as const;
