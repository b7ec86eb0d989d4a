/** JSON schema fragments of the live calls (docs/api.md "Live"). */
import { LIVE_MODES, LIVE_STATUSES } from '@shared/live/types.ts';
import { LIVE_LIMITS } from '@shared/live/rules.ts';
import { RULE_KEYWORD } from '@server/http/validation.ts';
import { cleanText } from '@server/content/clean-text.ts';

const flag = { type: 'integer', enum: [0, 1], default: 1, [RULE_KEYWORD]: '必须是 0 或 1' } as const;
const seconds = { type: 'integer', minimum: 1, maximum: 4_102_444_800, [RULE_KEYWORD]: '必须是开播时间（unix 秒）' } as const;
const whole = (min: number, max: number, unit: string) => ({ type: 'integer', minimum: min, maximum: max, [RULE_KEYWORD]: `必须是 ${min} 到 ${max} 之间的整数${unit}` }) as const;

export const liveQuery = {
  status: { type: 'string', enum: [...LIVE_STATUSES], [RULE_KEYWORD]: `必须是 ${LIVE_STATUSES.join('、')} 之一` },
  keyword: { type: 'string', maxLength: LIVE_LIMITS.keywordMax },
} as const;

/** what every session of a teacher's has, single or of a series; its texts are shown to students (spec §5) */
const shared = {
  cover_id: { type: 'integer', minimum: 0, default: 0, [RULE_KEYWORD]: '必须是素材 id（0 表示不设置）' },
  introduce: { ...cleanText(LIVE_LIMITS.introduceMax), default: '' },
  duration: whole(LIVE_LIMITS.durationMin, LIVE_LIMITS.durationMax, '（分钟）'),
  course_id: { type: 'integer', minimum: 0, default: 0, [RULE_KEYWORD]: '必须是课程 id（0 表示不关联）' },
  price: { ...whole(0, LIVE_LIMITS.priceMax, '（单位：分）'), default: 0 },
  mode: { type: 'string', enum: [...LIVE_MODES], default: 'landscape', [RULE_KEYWORD]: `必须是 ${LIVE_MODES.join('、')} 之一` },
  replay: flag,
} as const;

export const liveFields = { title: cleanText(LIVE_LIMITS.titleMax), start_at: seconds, ...shared } as const;
export const liveRequired = ['title', 'start_at', 'duration'];

export const seriesFields = {
  title: cleanText(LIVE_LIMITS.seriesNameMax),
  first_start_at: seconds,
  count: whole(LIVE_LIMITS.seriesMin, LIVE_LIMITS.seriesMax, '（场）'),
  every_days: whole(1, LIVE_LIMITS.everyDaysMax, '（天）'),
  ...shared,
} as const;
export const seriesRequired = ['title', 'first_start_at', 'count', 'every_days', 'duration'];
