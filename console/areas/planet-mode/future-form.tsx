import { t } from '@shared/i18n/i18n.ts';
import { roadmapFormOf } from '@shared/planet-mode/forms.ts';
import { MODE_LIMITS } from '@shared/planet-mode/limits.ts';
import { ROADMAP_KINDS, type RoadmapInput, type RoadmapItem } from '@shared/planet-mode/types.ts';
import type { Planet } from '@shared/planets/types.ts';
import { dateField } from '@console/kit/date-fields.tsx';
import type { ListForm } from '@console/kit/list-screen.tsx';
import { planetChoices } from './planet-choices.tsx';

/** New or edited roadmap item: what, when, of which kind. */
export function futureForm(planets: Planet[] | null): ListForm<RoadmapItem, RoadmapInput> {
  return {
    width: 520,
    title: (item) => t(item ? 'planet.mode.future.editTitle' : 'planet.mode.future.create'),
    initial: (item) => roadmapFormOf(item, planets?.[0]?.id ?? 0),
    fields: [
      planetChoices<{ planet: number }, RoadmapInput>(planets).field,
      { kind: 'text', name: 'title', label: t('planet.mode.future.title'), required: true, max: MODE_LIMITS.titleMax },
      dateField<RoadmapInput>({ name: 'planned_on', label: t('planet.mode.future.date'), required: true }),
      { kind: 'select', name: 'kind', label: t('planet.mode.future.kind'), options: ROADMAP_KINDS.map((kind) => ({ value: kind, label: t(`planet.mode.future.kind.${kind}`) })) },
      { kind: 'textarea', name: 'note', label: t('planet.mode.future.note'), max: MODE_LIMITS.noteMax, rows: 3 },
    ],
  };
}
