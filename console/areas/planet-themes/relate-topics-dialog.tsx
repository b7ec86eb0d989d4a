import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { $t } from '@shared/i18n/i18n.ts';
import type { PlanetTheme, PlanetTopic } from '@shared/planet-themes/types.ts';
import { Button } from '@widgets/ui/button/button.tsx';
import { Dialog } from '@widgets/ui/dialog/dialog.tsx';
import { confirmThenRun } from '@console/kit/row-actions.tsx';
import { TopicChecklist } from './topic-checklist.tsx';

/** Adds topics to a post (relateTopic); the ones it has are shown checked and stay. `relate` sends the added ones. */
export function RelateTopicsDialog({ theme, topics, onClose, relate }: { theme: PlanetTheme; topics: readonly PlanetTopic[]; onClose: () => void; relate: (ids: number[]) => Promise<unknown> }) {
  const t = useStore($t);
  const has = theme.topics.map((topic) => topic.id);
  const [chosen, setChosen] = useState<number[]>(has);
  const [saving, setSaving] = useState(false);
  const added = chosen.filter((id) => !has.includes(id));
  const save = async () => {
    setSaving(true);
    const done = await confirmThenRun(null, () => relate(added), t('planet.themes.done'));
    setSaving(false);
    if (done) onClose();
  };
  return (
    <Dialog
      open
      title={t('planet.themes.relateTitle')}
      onClose={onClose}
      footer={
        <>
          <Button onClick={onClose}>{t('planet.themes.cancel')}</Button>
          <Button variant="primary" loading={saving} disabled={added.length === 0} onClick={() => void save()}>
            {t('planet.themes.save')}
          </Button>
        </>
      }
    >
      <TopicChecklist legend={t('planet.themes.topics')} topics={topics} chosen={chosen} onChange={(ids) => setChosen([...new Set([...has, ...ids])])} />
    </Dialog>
  );
}
