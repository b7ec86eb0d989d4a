/**
 * The create and edit forms of planet member mode's records, as the console's form kit holds them, and the
 * records' input for the server made from them. A form holds what it shows (a picture with its address, a
 * QR code with its expiry day); the input holds what the server stores (ids, seconds).
 */
import { dayEndSeconds, localDate } from '@shared/format/local-date.ts';
import { moveItem, WX_QR_DAYS } from './rules.ts';
import type { ActivityInput, BookChapter, BookChapterInput, BookSection, LiveInput, PlanetActivity, PlanetLive, RoadmapInput, RoadmapItem, WxGroup, WxGroupInput } from './types.ts';

/** a picture material: its id for the server, its address to show it */
export type Picture = { id: number; url: string };

export function activityFormOf(activity: PlanetActivity | null, planetId: number): ActivityInput {
  if (!activity) return { planet_id: planetId, title: '', kind: 'offline', place: '', start_at: 0, end_at: 0, quota: 0, description: '' };
  const { planet_id, title, kind, place, start_at, end_at, quota, description } = activity;
  return { planet_id, title, kind, place, start_at, end_at, quota, description };
}

export type LiveForm = Omit<LiveInput, 'cover_id'> & { cover: Picture | null };

export function liveFormOf(live: PlanetLive | null, planetId: number): LiveForm {
  if (!live) return { planet_id: planetId, title: '', start_at: 0, duration: 60, cover: null, introduce: '' };
  const { planet_id, title, start_at, duration, introduce } = live;
  return { planet_id, title, start_at, duration, introduce, cover: live.cover_id ? { id: live.cover_id, url: live.cover_url } : null };
}

export const liveInputOf = ({ cover, ...form }: LiveForm): LiveInput => ({ ...form, cover_id: cover?.id ?? 0 });

export function roadmapFormOf(item: RoadmapItem | null, planetId: number): RoadmapInput {
  if (!item) return { planet_id: planetId, title: '', planned_on: '', kind: 'live', note: '' };
  const { planet_id, title, planned_on, kind, note } = item;
  return { planet_id, title, planned_on, kind, note };
}

/** a WeChat group's QR code and the day it stops working ('YYYY-MM-DD') */
export type WxQr = { picture: Picture | null; expires: string };
export type WxGroupForm = { planet_id: number; name: string; qr: WxQr; member_count: number };

export function wxGroupFormOf(group: WxGroup | null, planetId: number): WxGroupForm {
  if (!group) return { planet_id: planetId, name: '', qr: { picture: null, expires: '' }, member_count: 0 };
  const picture = group.qr_id ? { id: group.qr_id, url: group.qr_url } : null;
  return { planet_id: group.planet_id, name: group.name, member_count: group.member_count, qr: { picture, expires: group.qr_expires_at ? localDate(group.qr_expires_at) : '' } };
}

export const wxGroupInputOf = ({ qr, ...form }: WxGroupForm): WxGroupInput => ({
  ...form,
  qr_id: qr.picture?.id ?? 0,
  qr_expires_at: qr.picture ? dayEndSeconds(qr.expires) : 0,
});

/** A QR code picked for a group: a new code is good for the 7 days WeChat gives it (`now` in seconds). */
export function pickQr(current: WxQr, picture: Picture | null, now: number): WxQr {
  if (!picture) return { picture: null, expires: current.expires };
  if (picture.id === current.picture?.id) return { picture, expires: current.expires };
  return { picture, expires: localDate(now + WX_QR_DAYS * 86_400) };
}

export function chapterFormOf(chapter: BookChapter | null, planetId: number): BookChapterInput {
  if (!chapter) return { planet_id: planetId, title: '', sections: [{ title: '', text: '' }] };
  return { planet_id: chapter.planet_id, title: chapter.title, sections: chapter.sections.map(({ title, text }) => ({ title, text })) };
}

/** the chapter as sent: its title and every section trimmed */
export const chapterInputOf = (form: BookChapterInput): BookChapterInput => ({
  planet_id: form.planet_id,
  title: form.title.trim(),
  sections: form.sections.map((section) => ({ title: section.title.trim(), text: section.text.trim() })),
});

/** what is wrong with a chapter's sections: none, or the first section without text (1-based) */
export function sectionsProblem(sections: readonly BookSection[]): { code: 'none' } | { code: 'empty'; n: number } | undefined {
  if (sections.length === 0) return { code: 'none' };
  const empty = sections.findIndex((section) => !section.text.trim());
  return empty >= 0 ? { code: 'empty', n: empty + 1 } : undefined;
}

/** the sections after one of them moved, was edited, added or removed */
export const sectionEdits = {
  move: (sections: readonly BookSection[], index: number, direction: 'up' | 'down') => moveItem(sections, index, direction),
  edit: (sections: readonly BookSection[], index: number, change: Partial<BookSection>) => sections.map((section, i) => (i === index ? { ...section, ...change } : section)),
  add: (sections: readonly BookSection[]) => [...sections, { title: '', text: '' }],
  remove: (sections: readonly BookSection[], index: number) => sections.filter((_, i) => i !== index),
};
