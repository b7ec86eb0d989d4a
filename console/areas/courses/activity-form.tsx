import { t } from '@shared/i18n/i18n.ts';
import { activityFormOf, type ActivityForm } from '@shared/courses/activity-forms.ts';
import type { CourseActivity, Partition } from '@shared/courses/activity-types.ts';
import { httpsUrlProblem, PROMOTION_LIMITS } from '@shared/courses/promotion-rules.ts';
import type { CourseChoice } from '@shared/courses/promotion-resources.ts';
import { dateTimeField } from '@console/kit/date-fields.tsx';
import type { ListForm } from '@console/kit/list-screen.tsx';
import { pictureField } from '@console/kit/picture-field.tsx';

export const courseLabel = (course: CourseChoice) => (course.single ? t('courses.activity.itemSuffix', { title: course.title }) : course.title);

/**
 * New or edited activity: its partition, title and cover, where it leads (one of the teacher's courses or an https
 * address: the field shown follows the choice), its time window and its switch.
 */
export function activityForm(partitions: Partition[] | null, courses: CourseChoice[], partitionId: number): ListForm<CourseActivity, ActivityForm> {
  return {
    width: 620,
    title: (activity) => t(activity ? 'courses.activity.editTitle' : 'courses.activity.create'),
    savedText: t('courses.activity.saved'),
    initial: (activity) => activityFormOf(activity, partitionId || (partitions?.[0]?.id ?? 0), Math.floor(Date.now() / 1000)),
    fields: [
      {
        kind: 'select',
        name: 'partition_id',
        label: t('courses.activity.partition'),
        placeholder: t('courses.activity.pickPartition'),
        required: true,
        options: (partitions ?? []).map((partition) => ({ value: partition.id, label: partition.name })),
      },
      { kind: 'text', name: 'title', label: t('courses.activity.title'), required: true, max: PROMOTION_LIMITS.activityTitleMax },
      pictureField<ActivityForm>({ name: 'cover', label: t('courses.activity.cover'), hint: t('courses.activity.coverHint') }),
      {
        kind: 'radio',
        name: 'link_type',
        label: t('courses.activity.linkType'),
        options: (['course', 'url'] as const).map((kind) => ({ value: kind, label: t(`courses.activity.linkType.${kind}`) })),
      },
      {
        kind: 'select',
        name: 'course_id',
        label: t('courses.activity.course'),
        placeholder: t('courses.activity.pickCourse'),
        required: true,
        options: courses.map((course) => ({ value: course.id, label: courseLabel(course) })),
        shown: (form) => form.link_type === 'course',
      },
      {
        kind: 'text',
        name: 'url',
        label: t('courses.activity.url'),
        hint: t('courses.activity.urlHint'),
        placeholder: 'https://',
        required: true,
        max: PROMOTION_LIMITS.urlMax,
        shown: (form) => form.link_type === 'url',
        check: (url) => (httpsUrlProblem(url)?.code === 'notHttps' ? t('courses.activity.urlProblem') : undefined),
      },
      dateTimeField<ActivityForm>({ name: 'start_at', label: t('courses.activity.start'), required: true }),
      dateTimeField<ActivityForm>({
        name: 'end_at',
        label: t('courses.activity.end'),
        required: true,
        check: (end, form) => (form.start_at && end <= form.start_at ? t('courses.activity.endBeforeStart') : undefined),
      }),
      { kind: 'switch', name: 'enabled', label: t('courses.activity.enabled'), hint: t('courses.activity.enabledHint') },
    ],
  };
}
