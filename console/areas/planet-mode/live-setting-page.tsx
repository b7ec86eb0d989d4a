import { useStore } from '@nanostores/react';
import { $t } from '@shared/i18n/i18n.ts';
import { liveSettingsResource } from '@shared/planet-mode/resources.ts';
import { MODE_LIMITS } from '@shared/planet-mode/limits.ts';
import type { LiveSettings } from '@shared/planet-mode/types.ts';
import type { FormField } from '@console/kit/form-fields.tsx';
import { SettingsForm } from '@console/kit/settings-form.tsx';
import { wholeNumberIn } from './planet-choices.tsx';
import '@console/areas/planets/planet-texts.ts';
import './planet-mode.css';

/** /p/planet/live/setting: the owner's defaults for new lives, saved on the server. */
export default function LiveSettingPage() {
  const t = useStore($t);
  const replayDays = t('planet.mode.liveSetting.replayDays');
  const remind = t('planet.mode.liveSetting.remind');
  const fields: FormField<LiveSettings>[] = [
    { kind: 'radio', name: 'audience', label: t('planet.mode.liveSetting.audience'), options: (['members', 'everyone'] as const).map((value) => ({ value, label: t(`planet.mode.liveSetting.audience.${value}`) })) },
    { kind: 'switch', name: 'chat', label: t('planet.mode.liveSetting.chat') },
    { kind: 'switch', name: 'auto_replay', label: t('planet.mode.liveSetting.autoReplay') },
    { kind: 'number', name: 'replay_days', label: replayDays, integer: true, check: wholeNumberIn(replayDays, 1, MODE_LIMITS.replayDaysMax) },
    { kind: 'number', name: 'remind_minutes', label: remind, integer: true, check: wholeNumberIn(remind, 0, MODE_LIMITS.remindMinutesMax) },
  ];
  return (
    <section className="lc-card">
      <h1 className="lc-page-title">{t('planet.mode.liveSetting.heading')}</h1>
      <p className="lc-mode__muted">{t('planet.mode.liveSetting.intro')}</p>
      <SettingsForm resource={liveSettingsResource} fields={fields} className="lc-mode-settings" />
    </section>
  );
}
