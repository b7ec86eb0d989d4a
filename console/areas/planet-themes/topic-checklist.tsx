import { useStore } from '@nanostores/react';
import { $t } from '@shared/i18n/i18n.ts';
import type { PlanetTopic } from '@shared/planet-themes/types.ts';

/** The planet's active topics as checkboxes, in their order. */
export function TopicChecklist({ topics, chosen, onChange, legend }: { topics: readonly PlanetTopic[]; chosen: readonly number[]; onChange: (ids: number[]) => void; legend: string }) {
  const t = useStore($t);
  return (
    <fieldset className="lc-themes__topics-field">
      <legend>{legend}</legend>
      {topics.length === 0 ? (
        <p className="lc-themes__hint">{t('planet.themes.noTopics')}</p>
      ) : (
        <ul className="lc-themes__topic-checks">
          {topics.map((topic) => (
            <li key={topic.id}>
              <label>
                <input
                  type="checkbox"
                  checked={chosen.includes(topic.id)}
                  onChange={(event) => onChange(event.target.checked ? [...chosen, topic.id] : chosen.filter((id) => id !== topic.id))}
                />
                #{topic.name}
              </label>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
