import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { updatePlanetSettings } from '@shared/planets/client.ts';
import { showToast } from '@shared/feedback.ts';
import { $t } from '@shared/i18n/i18n.ts';
import { PLANET_SETTING_NAMES, type PlanetSettingName } from '@shared/planets/types.ts';
import { PlanetDetailFrame } from './planet-detail-frame.tsx';
import { usePlanetFromQuery } from './use-planet.ts';

/**
 * /planet/detail/setting (spec §3 "Settings"): the planet's ten switches. Each change is saved at once; a
 * refused one flips back.
 */
export default function PlanetSettingsPage() {
  const t = useStore($t);
  const [planet, setPlanet] = usePlanetFromQuery();
  const [saving, setSaving] = useState<PlanetSettingName | null>(null);
  if (!planet) return null;

  const toggle = async (name: PlanetSettingName) => {
    const value = planet.settings[name] === 1 ? 0 : 1;
    setSaving(name);
    try {
      const settings = await updatePlanetSettings(planet.id, { [name]: value });
      setPlanet({ ...planet, settings });
      showToast(t('planet.setting.saved'), { kind: 'success' });
    } catch (error) {
      showToast(error instanceof Error ? error.message : t('common.failed'), { kind: 'error' });
    } finally {
      setSaving(null);
    }
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
                checked={planet.settings[name] === 1}
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
