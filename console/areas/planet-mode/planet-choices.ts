import { t } from '@shared/i18n/i18n.ts';
import type { Planet } from '@shared/planets/types.ts';
import type { FormField } from '@console/kit/form-fields.tsx';
import type { ListFilter } from '@console/kit/list-filters.tsx';

/**
 * The owner's planets as a list filter (key `planet`, 0 for all of them) and as the form field naming the planet a
 * record belongs to (`planet_id`).
 */
export function planetChoices<S extends { planet: number; page: number; pageSize: number }, F extends { planet_id: number }>(planets: Planet[] | null) {
  const options = (planets ?? []).map((planet) => ({ value: planet.id, label: planet.title }));
  const filter: ListFilter<S> = {
    kind: 'select',
    key: 'planet',
    label: t('planet.mode.col.planet'),
    options: [{ value: 0, label: t('planet.mode.allPlanets') }, ...options],
  };
  const field: FormField<F> = { kind: 'select', name: 'planet_id', label: t('planet.mode.planet'), placeholder: t('planet.mode.pickPlanet'), required: true, options };
  return { filter, field };
}
