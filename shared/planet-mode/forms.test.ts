import { describe, expect, it } from 'vitest';
import { dayEndSeconds, localDate } from '@shared/format/local-date.ts';
import { chapterInputOf, liveFormOf, liveInputOf, pickQr, sectionEdits, sectionsProblem, wxGroupFormOf, wxGroupInputOf } from './forms.ts';
import type { PlanetLive, WxGroup } from './types.ts';

const live = { id: 4, planet_id: 2, title: '夜景', start_at: 1_800_000_000, duration: 90, cover_id: 7, cover_url: '/c.png', introduce: '简介', status: 0 } as PlanetLive;
const group = { id: 5, planet_id: 2, name: '1 群', qr_id: 9, qr_url: '/q.png', member_count: 30, qr_expires_at: dayEndSeconds('2026-11-30') } as WxGroup;

describe('planet mode forms', () => {
  it('opens a live with its cover as a picture, and sends the cover id', () => {
    const form = liveFormOf(live, 1);
    expect(form).toEqual({ planet_id: 2, title: '夜景', start_at: 1_800_000_000, duration: 90, introduce: '简介', cover: { id: 7, url: '/c.png' } });
    expect(liveInputOf({ ...form, cover: null })).toEqual({ planet_id: 2, title: '夜景', start_at: 1_800_000_000, duration: 90, introduce: '简介', cover_id: 0 });
    expect(liveFormOf(null, 3)).toMatchObject({ planet_id: 3, duration: 60, cover: null, start_at: 0 });
  });

  it('keeps a group QR code with its expiry day, and sends no expiry without a code', () => {
    const form = wxGroupFormOf(group, 1);
    expect(form.qr).toEqual({ picture: { id: 9, url: '/q.png' }, expires: '2026-11-30' });
    expect(wxGroupInputOf(form)).toEqual({ planet_id: 2, name: '1 群', member_count: 30, qr_id: 9, qr_expires_at: dayEndSeconds('2026-11-30') });
    expect(wxGroupInputOf({ ...form, qr: { picture: null, expires: '2026-11-30' } })).toMatchObject({ qr_id: 0, qr_expires_at: 0 });
  });

  it('gives a newly picked QR code 7 days, and keeps the day of the same code', () => {
    const now = dayEndSeconds('2026-11-01') - 3600;
    const current = { picture: { id: 9, url: '/q.png' }, expires: '2026-11-30' };
    expect(pickQr(current, { id: 10, url: '/r.png' }, now)).toEqual({ picture: { id: 10, url: '/r.png' }, expires: localDate(now + 7 * 86_400) });
    expect(pickQr(current, { id: 9, url: '/q.png' }, now).expires).toBe('2026-11-30');
    expect(pickQr(current, null, now).picture).toBeNull();
  });

  it('finds a chapter without sections or with an empty one, and trims what it sends', () => {
    expect(sectionsProblem([])).toEqual({ code: 'none' });
    expect(sectionsProblem([{ title: '', text: 'a' }, { title: 'b', text: '  ' }])).toEqual({ code: 'empty', n: 2 });
    expect(sectionsProblem([{ title: '', text: 'a' }])).toBeUndefined();
    expect(chapterInputOf({ planet_id: 1, title: ' 第一章 ', sections: [{ title: ' 一 ', text: ' 正文 ' }] })).toEqual({ planet_id: 1, title: '第一章', sections: [{ title: '一', text: '正文' }] });
  });

  it('edits, moves, adds and removes sections without touching the others', () => {
    const sections = [{ title: 'a', text: '1' }, { title: 'b', text: '2' }];
    expect(sectionEdits.move(sections, 1, 'up').map((s) => s.title)).toEqual(['b', 'a']);
    expect(sectionEdits.edit(sections, 0, { text: 'x' })).toEqual([{ title: 'a', text: 'x' }, { title: 'b', text: '2' }]);
    expect(sectionEdits.add(sections)).toHaveLength(3);
    expect(sectionEdits.remove(sections, 0)).toEqual([{ title: 'b', text: '2' }]);
    expect(sections).toHaveLength(2);
  });
});
