import { t } from '@shared/i18n/i18n.ts';
import { activityFormOf } from '@shared/planet-mode/forms.ts';
import { MODE_LIMITS } from '@shared/planet-mode/limits.ts';
import type { ActivityInput, ActivityKind, PlanetActivity } from '@shared/planet-mode/types.ts';
import type { Planet } from '@shared/planets/types.ts';
import { dateTimeField } from '@console/kit/date-fields.tsx';
import { dependentField } from '@console/kit/dependent-field.tsx';
import type { ListForm } from '@console/kit/list-screen.tsx';
import { planetChoices, wholeNumberIn } from './planet-choices.tsx';

const placeLabel = (kind: ActivityKind) => t(kind === 'online' ? 'planet.mode.activity.place.online' : 'planet.mode.activity.place.offline');

/** New or edited activity of a planet: the place is an address offline and a link online. */
export function activityForm(planets: Planet[] | null): ListForm<PlanetActivity, ActivityInput> {
  const quota = t('planet.mode.activity.quota');
  return {
    width: 560,
    title: (activity) => t(activity ? 'planet.mode.activity.editTitle' : 'planet.mode.activity.create'),
    initial: (activity) => activityFormOf(activity, planets?.[0]?.id ?? 0),
    fields: [
      planetChoices<{ planet: number }, ActivityInput>(planets).field,
      { kind: 'text', name: 'title', label: t('planet.mode.activity.title'), required: true, max: MODE_LIMITS.titleMax },
      { kind: 'radio', name: 'kind', label: t('planet.mode.activity.kind'), options: (['offline', 'online'] as const).map((kind) => ({ value: kind, label: t(`planet.mode.activity.kind.${kind}`) })) },
      dependentField<ActivityInput>('place', t('planet.mode.activity.place'), (form) => ({ kind: 'text', name: 'place', label: placeLabel(form.kind), required: true, max: MODE_LIMITS.placeMax })),
      dateTimeField<ActivityInput>({ name: 'start_at', label: t('planet.mode.activity.start'), required: true }),
      dateTimeField<ActivityInput>({
        name: 'end_at',
        label: t('planet.mode.activity.end'),
        required: true,
        check: (end, form) => (form.start_at && end <= form.start_at ? t('planet.mode.activity.endBeforeStart') : undefined),
      }),
      { kind: 'number', name: 'quota', label: quota, integer: true, check: wholeNumberIn(quota, 0, MODE_LIMITS.quotaMax) },
      { kind: 'textarea', name: 'description', label: t('planet.mode.activity.description'), max: MODE_LIMITS.descriptionMax, rows: 4 },
    ],
  };
}
