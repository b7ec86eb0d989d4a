import { describe, expect, it } from 'vitest';
import { activityFormOf, activityInputOf } from './activity-forms.ts';

describe('the activity form', () => {
  it('opens a new activity in the partition, a week from the next full hour, switched on', () => {
    const form = activityFormOf(null, 7, 3_600 * 10 + 5);
    expect(form).toMatchObject({ partition_id: 7, start_at: 3_600 * 11, end_at: 3_600 * 11 + 7 * 86_400, enabled: 1, link_type: 'course', cover: null });
  });

  it('sends only what the link kind needs', () => {
    const form = { ...activityFormOf(null, 1, 0), title: '特惠', cover: { id: 4, url: '/x' }, course_id: 9, url: ' https://a.example ' };
    expect(activityInputOf(form)).toMatchObject({ cover_id: 4, link_type: 'course', course_id: 9, url: '' });
    expect(activityInputOf({ ...form, link_type: 'url' })).toMatchObject({ link_type: 'url', course_id: 0, url: 'https://a.example' });
  });
});
