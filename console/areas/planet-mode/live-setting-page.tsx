import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { fetchLiveSettings, saveLiveSettings } from '@shared/planet-mode/client.ts';
import { showToast } from '@shared/feedback.ts';
import { $t } from '@shared/i18n/i18n.ts';
import { MODE_LIMITS } from '@shared/planet-mode/rules.ts';
import type { LiveAudience, LiveSettings } from '@shared/planet-mode/types.ts';
import { Button } from '@widgets/ui/button/button.tsx';
import { Field, messageOf, toastError } from './mode-kit.tsx';

type Form = { audience: LiveAudience; chat: boolean; auto_replay: boolean; replay_days: string; remind_minutes: string };

/** /p/planet/live/setting: the owner's defaults for new lives, saved on the server. */
export default function LiveSettingPage() {
  const t = useStore($t);
  const [form, setForm] = useState<Form | null>(null);
  const [errors, setErrors] = useState<{ replay_days?: string | undefined; remind_minutes?: string | undefined; server?: string | undefined }>({});
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    fetchLiveSettings().then(
      (settings) => setForm({ ...settings, chat: settings.chat === 1, auto_replay: settings.auto_replay === 1, replay_days: String(settings.replay_days), remind_minutes: String(settings.remind_minutes) }),
      toastError,
    );
  }, []);
  if (!form) return null;
  const set = <K extends keyof Form>(key: K, value: Form[K]) => {
    setForm({ ...form, [key]: value });
    setErrors({});
  };

  const inRange = (text: string, min: number, max: number) => /^\d+$/.test(text) && Number(text) >= min && Number(text) <= max;
  const save = async () => {
    const found = {
      replay_days: inRange(form.replay_days, 1, MODE_LIMITS.replayDaysMax) ? undefined : t('planet.mode.liveSetting.range', { field: t('planet.mode.liveSetting.replayDays'), min: 1, max: MODE_LIMITS.replayDaysMax }),
      remind_minutes: inRange(form.remind_minutes, 0, MODE_LIMITS.remindMinutesMax) ? undefined : t('planet.mode.liveSetting.range', { field: t('planet.mode.liveSetting.remind'), min: 0, max: MODE_LIMITS.remindMinutesMax }),
    };
    if (found.replay_days || found.remind_minutes) {
      setErrors(found);
      return;
    }
    const settings: LiveSettings = { audience: form.audience, chat: form.chat ? 1 : 0, auto_replay: form.auto_replay ? 1 : 0, replay_days: Number(form.replay_days), remind_minutes: Number(form.remind_minutes) };
    setSaving(true);
    try {
      await saveLiveSettings(settings);
      showToast(t('planet.mode.saved'), { kind: 'success' });
    } catch (error) {
      setErrors({ server: messageOf(error) });
    } finally {
      setSaving(false);
    }
  };

  return (
    <section className="lc-card">
      <h1 className="lc-page-title">{t('planet.mode.liveSetting.heading')}</h1>
      <p className="lc-mode__muted">{t('planet.mode.liveSetting.intro')}</p>
      <form className="lc-mode-form lc-mode-settings" onSubmit={(event) => { event.preventDefault(); void save(); }}>
        <fieldset className="lc-mode-form__row" style={{ border: 0, padding: 0, margin: 0 }}>
          <legend className="lc-mode-form__label">{t('planet.mode.liveSetting.audience')}</legend>
          <div className="lc-mode-form__radios">
            {(['members', 'everyone'] as const).map((audience) => (
              <label key={audience}>
                <input type="radio" name="live-audience" checked={form.audience === audience} onChange={() => set('audience', audience)} />
                {t(`planet.mode.liveSetting.audience.${audience}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <label className="lc-mode-form__check">
          <input type="checkbox" role="switch" className="lc-switch" checked={form.chat} onChange={(e) => set('chat', e.target.checked)} />
          {t('planet.mode.liveSetting.chat')}
        </label>
        <label className="lc-mode-form__check">
          <input type="checkbox" role="switch" className="lc-switch" checked={form.auto_replay} onChange={(e) => set('auto_replay', e.target.checked)} />
          {t('planet.mode.liveSetting.autoReplay')}
        </label>
        <Field label={t('planet.mode.liveSetting.replayDays')} error={errors.replay_days}>
          {(id, note) => <input id={id} type="number" min={1} aria-describedby={note} value={form.replay_days} onChange={(e) => set('replay_days', e.target.value)} />}
        </Field>
        <Field label={t('planet.mode.liveSetting.remind')} error={errors.remind_minutes}>
          {(id, note) => <input id={id} type="number" min={0} aria-describedby={note} value={form.remind_minutes} onChange={(e) => set('remind_minutes', e.target.value)} />}
        </Field>
        {errors.server && <p className="lc-mode-form__error" role="alert">{errors.server}</p>}
        <div>
          <Button type="submit" variant="primary" loading={saving}>{t('planet.mode.save')}</Button>
        </div>
      </form>
    </section>
  );
}
