/** JSON schema fragments of the planet-mode calls (docs/api.md). */
import { MODE_LIMITS } from '@shared/planet-mode/rules.ts';
import { ROADMAP_KINDS } from '@shared/planet-mode/types.ts';
import { idField } from '@server/http/schemas.ts';
import { RULE_KEYWORD } from '@server/http/validation.ts';
import { cleanText } from '@server/content/clean-text.ts';

const count = (max: number) => ({ type: 'integer', minimum: 0, maximum: max, [RULE_KEYWORD]: `必须是 0 到 ${max} 之间的整数` }) as const;
/** unix seconds */
const time = { type: 'integer', minimum: 1, maximum: 4_102_444_800, [RULE_KEYWORD]: '必须是有效的时间（秒）' } as const;
/** every text of planet member mode passes the content check (spec §5) */
const text = cleanText;
const flag = { type: 'integer', enum: [0, 1], [RULE_KEYWORD]: '必须是 0 或 1' } as const;
const pictureId = { type: 'integer', minimum: 0, [RULE_KEYWORD]: '必须是图片素材 id（0 表示不设置）' } as const;

export const pageFields = {
  page: { type: 'integer', minimum: 1, default: 1 },
  pageSize: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
} as const;

export const planetFilter = { planet_id: idField } as const;
export const timeStatusFilter = { type: 'integer', enum: [0, 1, 2], [RULE_KEYWORD]: '必须是 0（未开始）、1（进行中）或 2（已结束）' } as const;

export const activityFields = {
  planet_id: idField,
  title: text(MODE_LIMITS.titleMax),
  kind: { type: 'string', enum: ['online', 'offline'], [RULE_KEYWORD]: '必须是 online（线上）或 offline（线下）' },
  place: text(MODE_LIMITS.placeMax),
  start_at: time,
  end_at: time,
  quota: count(MODE_LIMITS.quotaMax),
  description: text(MODE_LIMITS.descriptionMax),
} as const;
export const activityRequired = ['planet_id', 'title', 'kind', 'place', 'start_at', 'end_at'];

export const liveFields = {
  planet_id: idField,
  title: text(MODE_LIMITS.titleMax),
  start_at: time,
  duration: { type: 'integer', minimum: 1, maximum: MODE_LIMITS.durationMax, [RULE_KEYWORD]: `必须是 1 到 ${MODE_LIMITS.durationMax} 之间的整数（分钟）` },
  cover_id: pictureId,
  introduce: text(MODE_LIMITS.descriptionMax),
} as const;
export const liveRequired = ['planet_id', 'title', 'start_at', 'duration'];

export const liveSettingsFields = {
  audience: { type: 'string', enum: ['members', 'everyone'], [RULE_KEYWORD]: '必须是 members（仅星球成员）或 everyone（所有人）' },
  chat: flag,
  auto_replay: flag,
  replay_days: { type: 'integer', minimum: 1, maximum: MODE_LIMITS.replayDaysMax, [RULE_KEYWORD]: `必须是 1 到 ${MODE_LIMITS.replayDaysMax} 之间的整数（天）` },
  remind_minutes: count(MODE_LIMITS.remindMinutesMax),
} as const;

export const wikiFields = {
  planet_id: idField,
  title: text(MODE_LIMITS.titleMax),
  category: { ...text(MODE_LIMITS.categoryMax), default: '' },
  content: text(MODE_LIMITS.wikiContentMax),
} as const;
export const wikiRequired = ['planet_id', 'title', 'content'];

export const roadmapFields = {
  planet_id: idField,
  title: text(MODE_LIMITS.titleMax),
  planned_on: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$', [RULE_KEYWORD]: '必须是日期 YYYY-MM-DD' },
  kind: { type: 'string', enum: [...ROADMAP_KINDS], [RULE_KEYWORD]: `必须是 ${ROADMAP_KINDS.join('、')} 之一` },
  note: text(MODE_LIMITS.noteMax),
} as const;
export const roadmapRequired = ['planet_id', 'title', 'planned_on', 'kind'];
export const roadmapStatus = { type: 'integer', enum: [0, 1], [RULE_KEYWORD]: '必须是 0（计划中）或 1（已完成）' } as const;

export const wxGroupFields = {
  planet_id: idField,
  name: text(MODE_LIMITS.groupNameMax),
  qr_id: pictureId,
  member_count: count(MODE_LIMITS.groupMembersMax),
  qr_expires_at: { type: 'integer', minimum: 0, maximum: 4_102_444_800, [RULE_KEYWORD]: '必须是有效的时间（秒），0 表示自动' },
} as const;
export const wxGroupRequired = ['planet_id', 'name'];

export const chapterFields = {
  planet_id: idField,
  title: text(MODE_LIMITS.titleMax),
  sections: {
    type: 'array',
    maxItems: MODE_LIMITS.sectionsMax,
    items: {
      type: 'object',
      properties: { title: text(MODE_LIMITS.titleMax), text: text(MODE_LIMITS.sectionTextMax) },
      required: ['title', 'text'],
      additionalProperties: false,
    },
  },
} as const;
