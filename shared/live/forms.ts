/**
 * The live forms as the console's form kit holds them, and the inputs for the server made from them: a form holds
 * the cover with its address and the price as typed (元); the input holds ids and fen.
 */
import { fenToTyped, yuanToFen } from '@shared/format/currency.ts';
import type { LiveInput, LiveMode, LiveSeriesInput, LiveSession } from './types.ts';

type Picture = { id: number; url: string };

export type LiveForm = {
  title: string;
  cover: Picture | null;
  introduce: string;
  /** unix seconds; 0 before one is entered */
  start_at: number;
  duration: number;
  course_id: number;
  /** 元 as typed */
  price: string;
  mode: LiveMode;
  replay: 0 | 1;
};

export function liveFormOf(live: LiveSession | null): LiveForm {
  if (!live) return { title: '', cover: null, introduce: '', start_at: 0, duration: 60, course_id: 0, price: '0', mode: 'landscape', replay: 1 };
  return {
    title: live.title,
    cover: live.cover_id ? { id: live.cover_id, url: live.cover_url } : null,
    introduce: live.introduce,
    start_at: live.start_at,
    duration: live.duration,
    course_id: live.course_id,
    price: fenToTyped(live.price),
    mode: live.mode,
    replay: live.replay,
  };
}

/** The input of a checked form. */
export function liveInputOf(form: LiveForm): LiveInput {
  return {
    title: form.title,
    cover_id: form.cover?.id ?? 0,
    introduce: form.introduce,
    start_at: form.start_at,
    duration: form.duration,
    course_id: form.course_id,
    price: yuanToFen(form.price) ?? 0,
    mode: form.mode,
    replay: form.replay,
  };
}

/** 批量创建: the series' name, its first start and rhythm, and what every session of it shares. */
export type LiveSeriesForm = Omit<LiveForm, 'title' | 'start_at'> & { title: string; first_start_at: number; count: number; every_days: number };

export const liveSeriesFormOf = (): LiveSeriesForm => {
  const { title: _title, start_at: _start, ...shared } = liveFormOf(null);
  return { ...shared, title: '', first_start_at: 0, count: 4, every_days: 7 };
};

export function liveSeriesInputOf(form: LiveSeriesForm): LiveSeriesInput {
  const { title: _title, start_at: _start, ...shared } = liveInputOf({ ...form, start_at: form.first_start_at });
  return { ...shared, title: form.title, first_start_at: form.first_start_at, count: form.count, every_days: form.every_days };
}
