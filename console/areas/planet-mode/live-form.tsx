import { t } from '@shared/i18n/i18n.ts';
import { liveFormOf, type LiveForm } from '@shared/planet-mode/forms.ts';
import { MODE_LIMITS } from '@shared/planet-mode/limits.ts';
import type { PlanetLive } from '@shared/planet-mode/types.ts';
import type { Planet } from '@shared/planets/types.ts';
import { dateTimeField } from '@console/kit/date-fields.tsx';
import type { FormField } from '@console/kit/form-fields.tsx';
import type { ListForm } from '@console/kit/list-screen.tsx';
import { pictureField } from '@console/kit/picture-field.tsx';
import { planetChoices, wholeNumberIn } from './planet-choices.tsx';

/**
 * Schedules a new live or edits one; an ended live keeps its time. Inside one planet's detail (`planet`) the
 * live belongs to that planet and the form does not ask.
 */
export function liveForm(planets: Planet[] | null, planet?: Planet): ListForm<PlanetLive, LiveForm> {
  const duration = t('planet.mode.live.duration');
  return {
    width: 560,
    title: (live) => t(live ? 'planet.mode.live.editTitle' : 'planet.mode.live.create'),
    initial: (live) => liveFormOf(live, planet?.id ?? planets?.[0]?.id ?? 0),
    fields: (live) => {
      const ended = live?.status === 2;
      const fields: FormField<LiveForm>[] = [
        { kind: 'text', name: 'title', label: t('planet.mode.live.title'), required: true, max: MODE_LIMITS.titleMax },
        dateTimeField<LiveForm>({ name: 'start_at', label: t('planet.mode.live.start'), required: true, disabled: ended, ...(ended ? { hint: t('planet.mode.live.endedLocked') } : {}) }),
        { kind: 'number', name: 'duration', label: duration, integer: true, disabled: ended, check: wholeNumberIn(duration, 1, MODE_LIMITS.durationMax) },
        pictureField<LiveForm>({ name: 'cover', label: t('planet.mode.live.cover') }),
        { kind: 'textarea', name: 'introduce', label: t('planet.mode.live.introduce'), max: MODE_LIMITS.descriptionMax, rows: 3 },
      ];
      return planet ? fields : [planetChoices<{ planet: number }, LiveForm>(planets).field, ...fields];
    },
  };
}
