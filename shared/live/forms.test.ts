import { describe, expect, it } from 'vitest';
import { liveFormOf, liveInputOf, liveSeriesFormOf, liveSeriesInputOf } from './forms.ts';
import type { LiveSession } from './types.ts';

describe('live forms', () => {
  it('shows fen as yuan and sends yuan back as fen, the cover as its id', () => {
    const live = { title: '夜课', cover_id: 3, cover_url: '/c', introduce: 'x', start_at: 100, duration: 45, course_id: 9, price: 1990, mode: 'portrait', replay: 0 } as LiveSession;
    const form = liveFormOf(live);
    expect(form).toMatchObject({ price: '19.9', cover: { id: 3, url: '/c' }, duration: 45, mode: 'portrait', replay: 0 });
    expect(liveInputOf(form)).toEqual({ title: '夜课', cover_id: 3, introduce: 'x', start_at: 100, duration: 45, course_id: 9, price: 1990, mode: 'portrait', replay: 0 });
    expect(liveInputOf(liveFormOf(null))).toMatchObject({ cover_id: 0, price: 0, duration: 60, mode: 'landscape', replay: 1 });
  });

  it('sends a series with its rhythm and what its sessions share', () => {
    const form = { ...liveSeriesFormOf(), title: '摄影夜课', first_start_at: 500, price: '9.9', cover: { id: 4, url: '' } };
    expect(liveSeriesInputOf(form)).toEqual({ title: '摄影夜课', first_start_at: 500, count: 4, every_days: 7, cover_id: 4, introduce: '', duration: 60, course_id: 0, price: 990, mode: 'landscape', replay: 1 });
  });
});
