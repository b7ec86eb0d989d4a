import { t } from '@shared/i18n/i18n.ts';
import { numberProblem } from '@shared/form/field-rules.ts';
import type { ListDefaults } from '@shared/list-state/list-state.ts';
import { ANY_STATUS } from '@shared/planet-mode/resources.ts';
import type { Planet } from '@shared/planets/types.ts';
import type { FormField } from '@console/kit/form-fields.tsx';
import type { ListFilter } from '@console/kit/list-filters.tsx';

/**
 * The owner's planets as a list filter (key `planet`, 0 for all of them; without a planet, a note to create one
 * first) and as the form field naming the planet a record belongs to (`planet_id`).
 */
export function planetChoices<S extends ListDefaults & { planet: number }, F extends { planet_id: number }>(planets: Planet[] | null) {
  const options = (planets ?? []).map((planet) => ({ value: planet.id, label: planet.title }));
  const filter: ListFilter<S> =
    planets?.length === 0
      ? { kind: 'custom', render: () => <p className="lc-mode__muted">{t('planet.mode.noPlanet')}</p> }
      : { kind: 'select', key: 'planet', label: t('planet.mode.col.planet'), options: [{ value: 0, label: t('planet.mode.allPlanets') }, ...options] };
  const field: FormField<F> = { kind: 'select', name: 'planet_id', label: t('planet.mode.planet'), placeholder: t('planet.mode.pickPlanet'), required: true, options };
  return { filter, field };
}

/** A whole number from `min` to `max`, or the area's sentence saying so (时长（分钟）须为 1 到 1440 之间的整数). */
export const wholeNumberIn = (label: string, min: number, max: number) => (value: number | undefined) =>
  numberProblem(value, { required: true, integer: true, min, max }) ? t('planet.mode.liveSetting.range', { field: label, min, max }) : undefined;

/** The status filter of a list of timed records: every status, 未开始, and the two the record words itself. */
export function statusFilter<S extends ListDefaults & { status: number }>(label: string, wordOf: (status: 0 | 1 | 2) => string): ListFilter<S> {
  return {
    kind: 'select',
    key: 'status',
    label,
    options: [{ value: ANY_STATUS, label: t('planet.mode.status.all') }, ...([0, 1, 2] as const).map((value) => ({ value, label: wordOf(value) }))],
  };
}
