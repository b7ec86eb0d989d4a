import { useId, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $t } from '@shared/i18n/i18n.ts';
import { TOPIC_LIMITS } from '@shared/planet-themes/rules.ts';
import type { PlanetTopic } from '@shared/planet-themes/types.ts';
import { Button } from '@widgets/ui/button/button.tsx';
import { Dialog } from '@widgets/ui/dialog/dialog.tsx';

export type TopicDraft = { name: string; show_timeline: 0 | 1; member_use: 0 | 1; status: 0 | 1 };

/** Create or edit a topic: name and its three switches. A refused save (duplicate, sensitive word) keeps it open with the message. */
export function TopicDialog({ topic, onClose, onSave }: { topic?: PlanetTopic; onClose: () => void; onSave: (draft: TopicDraft) => Promise<void> }) {
  const t = useStore($t);
  const id = useId();
  const [draft, setDraft] = useState<TopicDraft>({
    name: topic?.name ?? '',
    show_timeline: topic?.show_timeline ?? 1,
    member_use: topic?.member_use ?? 1,
    status: topic?.status ?? 1,
  });
  const [error, setError] = useState('');
  const [saving, setSaving] = useState(false);
  const save = async () => {
    if (draft.name.trim() === '') return setError(t('planet.themes.topic.nameEmpty'));
    setSaving(true);
    try {
      await onSave({ ...draft, name: draft.name.trim() });
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : t('common.failed'));
    } finally {
      setSaving(false);
    }
  };
  const flag = (key: 'show_timeline' | 'member_use' | 'status', label: string) => (
    <label className="lc-themes__switch-row">
      <span>{label}</span>
      <input type="checkbox" role="switch" className="lc-switch" checked={draft[key] === 1} onChange={(event) => setDraft({ ...draft, [key]: event.target.checked ? 1 : 0 })} />
    </label>
  );
  return (
    <Dialog
      open
      title={t(topic ? 'planet.themes.topic.editTitle' : 'planet.themes.topic.createTitle')}
      onClose={onClose}
      footer={
        <>
          <Button onClick={onClose}>{t('planet.themes.cancel')}</Button>
          <Button variant="primary" loading={saving} onClick={() => void save()}>
            {t('planet.themes.save')}
          </Button>
        </>
      }
    >
      <form
        className="lc-themes__composer"
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <label htmlFor={`${id}-name`}>{t('planet.themes.topic.name')}</label>
        <input
          id={`${id}-name`}
          value={draft.name}
          placeholder={t('planet.themes.topic.namePlaceholder', { n: TOPIC_LIMITS.nameMax })}
          maxLength={TOPIC_LIMITS.nameMax * 2}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => {
            setDraft({ ...draft, name: event.target.value });
            setError('');
          }}
        />
        {flag('show_timeline', t('planet.themes.topic.showTimeline'))}
        {flag('member_use', t('planet.themes.topic.memberUse'))}
        {flag('status', t('planet.themes.topic.enabled'))}
        {error && (
          <p className="lc-themes__error" id={`${id}-error`} role="alert">
            {error}
          </p>
        )}
      </form>
    </Dialog>
  );
}
