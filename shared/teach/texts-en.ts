import type { TeachMessageKey } from './texts-zh-CN.ts';

/** English texts of the teaching screens (issue 13). */
export const teachEn: Record<TeachMessageKey, string> = {
  'teach.teacher.heading': 'Teachers',
  'teach.teacher.create': 'New teacher',
  'teach.teacher.editTitle': 'Edit teacher',
  'teach.teacher.search': 'Search teacher names',
  'teach.teacher.name': 'Name',
  'teach.teacher.title': 'Title',
  'teach.teacher.titleHint': 'Shown under the name, e.g. Senior photography teacher',
  'teach.teacher.avatar': 'Avatar',
  'teach.teacher.intro': 'Introduction',
  'teach.teacher.updated': 'Updated',
  'teach.teacher.empty': 'No teachers yet. Add one to show on your courses',
};
