/**
 * The activity form as the console's form kit holds it (a cover with what shows it), and the input for the server
 * made from it: the link keeps only what its kind needs.
 */
import type { ActivityInput, ActivityLinkKind, CourseActivity } from './activity-types.ts';
import type { Picture } from './forms.ts';

export type ActivityForm = {
  partition_id: number;
  title: string;
  cover: Picture | null;
  link_type: ActivityLinkKind;
  course_id: number;
  url: string;
  start_at: number;
  end_at: number;
  enabled: 0 | 1;
};

const HOUR = 3_600;
const WEEK = 7 * 24 * HOUR;

/** The form of `activity`, or of a new one in `partitionId` running a week from the next full hour after `now`. */
export function activityFormOf(activity: CourseActivity | null, partitionId: number, now: number): ActivityForm {
  if (!activity) {
    const start = Math.ceil(now / HOUR) * HOUR;
    return { partition_id: partitionId, title: '', cover: null, link_type: 'course', course_id: 0, url: '', start_at: start, end_at: start + WEEK, enabled: 1 };
  }
  return {
    partition_id: activity.partition_id,
    title: activity.title,
    cover: activity.cover_id ? { id: activity.cover_id, url: activity.cover_url } : null,
    link_type: activity.link_type,
    course_id: activity.course_id,
    url: activity.url,
    start_at: activity.start_at,
    end_at: activity.end_at,
    enabled: activity.enabled,
  };
}

export function activityInputOf(form: ActivityForm): ActivityInput {
  const toCourse = form.link_type === 'course';
  return {
    partition_id: form.partition_id,
    title: form.title,
    cover_id: form.cover?.id ?? 0,
    link_type: form.link_type,
    course_id: toCourse ? form.course_id : 0,
    url: toCourse ? '' : form.url.trim(),
    start_at: form.start_at,
    end_at: form.end_at,
    enabled: form.enabled,
  };
}
