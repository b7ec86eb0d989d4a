import { describe, expect, it } from 'vitest';
import { translate } from '@shared/i18n/i18n.ts';
import {
  SORT_LABEL_KEYS,
  STATUS_LABEL_KEYS,
  cardWidth,
  dateRangeToQuery,
  dimensionsOf,
  formatDuration,
  sizeOf,
  statusOf,
} from './format.ts';
import { SORT_OPTIONS } from './kinds.ts';

describe('sizeOf (spec §3)', () => {
  it('audio and video: filesize is KB, shown ×1024', () => {
    expect(sizeOf({ target_type: 'audio', filesize: 1536 })).toBe('1.5 MB');
    expect(sizeOf({ target_type: 'video', filesize: 2048, file_size: 1 })).toBe('2 MB');
  });

  it('pictures and documents: file_size is bytes', () => {
    expect(sizeOf({ target_type: 'picture', file_size: 2048 })).toBe('2 KB');
    expect(sizeOf({ target_type: 'document', file_size: 512, filesize: 99 })).toBe('512 B');
  });

  it('shows - when unknown', () => {
    expect(sizeOf({ target_type: 'video', filesize: null })).toBe('-');
    expect(sizeOf({ target_type: 'audio' })).toBe('-');
    expect(sizeOf({ target_type: 'picture' })).toBe('-');
  });
});

describe('formatDuration (spec §3)', () => {
  it('shows seconds as HH:MM:SS', () => {
    expect(formatDuration(0)).toBe('00:00:00');
    expect(formatDuration(59)).toBe('00:00:59');
    expect(formatDuration(61.9)).toBe('00:01:01');
    expect(formatDuration(3723)).toBe('01:02:03');
    expect(formatDuration(100 * 3600)).toBe('100:00:00');
  });

  it('reads missing or broken values as zero', () => {
    expect(formatDuration(undefined)).toBe('00:00:00');
    expect(formatDuration(null)).toBe('00:00:00');
    expect(formatDuration(-5)).toBe('00:00:00');
  });
});

describe('dimensionsOf (spec §3)', () => {
  it("shows file_info's width and height", () => {
    expect(dimensionsOf({ file_info: '{"width":640,"height":480}' })).toBe('640 × 480');
  });

  it('shows - otherwise', () => {
    expect(dimensionsOf({})).toBe('-');
    expect(dimensionsOf({ file_info: '' })).toBe('-');
    expect(dimensionsOf({ file_info: 'not json' })).toBe('-');
    expect(dimensionsOf({ file_info: 'null' })).toBe('-');
    expect(dimensionsOf({ file_info: '{"width":640}' })).toBe('-');
    expect(dimensionsOf({ file_info: '{"width":"640","height":480}' })).toBe('-');
  });
});

describe('statusOf (spec §4 video row status)', () => {
  it('a video is normal with a filesize and transcoding without one', () => {
    expect(statusOf({ target_type: 'video', filesize: 10 })).toBe('normal');
    expect(statusOf({ target_type: 'video', filesize: null })).toBe('transcoding');
    expect(statusOf({ target_type: 'video' })).toBe('transcoding');
  });

  it('audio, pictures and documents are always normal', () => {
    expect(statusOf({ target_type: 'audio', filesize: null })).toBe('normal');
    expect(statusOf({ target_type: 'picture' })).toBe('normal');
    expect(statusOf({ target_type: 'document' })).toBe('normal');
  });

  it('labels the statuses 正常 and 转码中', () => {
    expect(translate('zh-CN', STATUS_LABEL_KEYS.normal)).toBe('正常');
    expect(translate('zh-CN', STATUS_LABEL_KEYS.transcoding)).toBe('转码中');
  });
});

describe('sort labels (spec §9)', () => {
  it('label every sort option', () => {
    expect(Object.keys(SORT_LABEL_KEYS).sort()).toEqual([...SORT_OPTIONS].sort());
  });

  it('invert the time labels: time_desc is 旧-新, time_asc is 新-旧', () => {
    expect(translate('zh-CN', SORT_LABEL_KEYS.time_desc)).toBe('旧-新');
    expect(translate('zh-CN', SORT_LABEL_KEYS.time_asc)).toBe('新-旧');
    expect(translate('en', SORT_LABEL_KEYS.time_desc)).toBe('Oldest first');
    expect(translate('en', SORT_LABEL_KEYS.time_asc)).toBe('Newest first');
  });

  it('name the name and size orders', () => {
    expect(SORT_OPTIONS.filter((sort) => !sort.startsWith('time')).map((sort) => translate('zh-CN', SORT_LABEL_KEYS[sort]))).toEqual([
      '名称升序',
      '名称降序',
      '大小升序',
      '大小降序',
    ]);
  });
});

describe('dateRangeToQuery (spec §9)', () => {
  it('sends the start at 00:00:00 and the end at 23:59:59', () => {
    expect(dateRangeToQuery(['2024-03-01', '2024-03-31'])).toEqual({
      start_at: '2024-03-01 00:00:00',
      end_at: '2024-03-31 23:59:59',
    });
  });
});

describe('cardWidth (spec §9)', () => {
  it('gives 135 px cards when the container holds whole 151 px cells', () => {
    expect(cardWidth(151)).toBe(135);
    expect(cardWidth(151 * 6)).toBe(135);
  });

  it('shares a wider container among the cells that fit, less 2 × 8 px padding', () => {
    expect(cardWidth(1000)).toBe(Math.floor(1000 / 6) - 16); // 6 columns: 150
    expect(cardWidth(301)).toBe(301 - 16); // 1 column
    expect(cardWidth(302)).toBe(151 - 16); // 2 columns
  });

  it('keeps one column in a narrow container and never goes negative', () => {
    expect(cardWidth(100)).toBe(84);
    expect(cardWidth(10)).toBe(0);
    expect(cardWidth(0)).toBe(0);
  });
});
