import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { $t } from '@shared/i18n/i18n.ts';
import { PLANETS, planetWrites } from '@shared/planets/resources.ts';
import { PLANET_SETTING_NAMES, type PlanetSettingName, type PlanetSettings } from '@shared/planets/types.ts';
import { change } from '@console/kit/data.ts';
import { confirmThenRun } from '@console/kit/row-actions.tsx';
import { PlanetDetailFrame } from './planet-detail-frame.tsx';
import { usePlanetFromQuery } from './use-planet.ts';

/**
 * /planet/detail/setting (spec §3 "Settings"): the planet's ten switches. Each change is saved at once; a
 * refused one stays as it was.
 */
export default function PlanetSettingsPage() {
  const t = useStore($t);
  const [planet] = usePlanetFromQuery();
  const [saving, setSaving] = useState<PlanetSettingName | null>(null);
  // what the server answered last, shown until the planet is read again
  const [answered, setAnswered] = useState<{ id: number; settings: PlanetSettings } | null>(null);
  if (!planet) return null;
  const settings = answered?.id === planet.id ? answered.settings : planet.settings;

  const toggle = async (name: PlanetSettingName) => {
    setSaving(name);
    await confirmThenRun(null, async () => {
      const next = await change(() => planetWrites.saveSettings(planet.id, { [name]: settings[name] === 1 ? 0 : 1 }), [PLANETS]);
      setAnswered({ id: planet.id, settings: next });
    }, t('planet.setting.saved'));
    setSaving(null);
  };

  return (
    <PlanetDetailFrame planet={planet} section="setting">
      <ul className="lc-planet-settings">
        {PLANET_SETTING_NAMES.map((name) => (
          <li key={name}>
            <label>
              <span>{t(`planet.setting.${name}`)}</span>
              <input
                type="checkbox"
                role="switch"
                className="lc-switch"
                checked={settings[name] === 1}
                disabled={saving !== null}
                onChange={() => void toggle(name)}
              />
            </label>
          </li>
        ))}
      </ul>
    </PlanetDetailFrame>
  );
}
