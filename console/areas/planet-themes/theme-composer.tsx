import { useId, useState } from 'react';
import { useStore } from '@nanostores/react';
import { createTheme, updateTheme } from '@shared/planet-themes/client.ts';
import { showToast } from '@shared/feedback.ts';
import { $t } from '@shared/i18n/i18n.ts';
import { THEME_LIMITS, themeProblems } from '@shared/planet-themes/rules.ts';
import type { PlanetTheme, PlanetTopic, ThemeMediaKind } from '@shared/planet-themes/types.ts';
import { GeneralSelector } from '@widgets/materials/general-selector/general-selector.tsx';
import { Button } from '@widgets/ui/button/button.tsx';
import { Dialog } from '@widgets/ui/dialog/dialog.tsx';
import { TopicChecklist } from './topic-checklist.tsx';

type DraftMedia = { id: number; source_type: ThemeMediaKind; title: string; url: string };
const MEDIA_KINDS: readonly ThemeMediaKind[] = ['picture', 'audio', 'video'];

/**
 * Writing a post or editing one: multi-line text, pictures, audio and video from the general selector, topics.
 * The server checks the same rules again, and the sensitive words.
 */
export function ThemeComposer({ planetId, theme, topics, onClose, onSaved }: {
  planetId: number;
  /** the post to edit; none for a new one */
  theme?: PlanetTheme;
  topics: readonly PlanetTopic[];
  onClose: () => void;
  onSaved: (theme: PlanetTheme) => void;
}) {
  const t = useStore($t);
  const id = useId();
  const [content, setContent] = useState(theme?.content ?? '');
  const [media, setMedia] = useState<DraftMedia[]>(theme?.media.map((item) => ({ id: item.id, source_type: item.source_type, title: item.title, url: item.url })) ?? []);
  const [topicIds, setTopicIds] = useState<number[]>(theme?.topics.map((topic) => topic.id) ?? []);
  const [picking, setPicking] = useState(false);
  const [error, setError] = useState('');
  const [saving, setSaving] = useState(false);

  const save = async () => {
    const [problem] = themeProblems({ content, mediaCount: media.length, topicCount: topicIds.length });
    if (problem) {
      const n = { empty: 0, tooLong: THEME_LIMITS.contentMax, tooManyMedia: THEME_LIMITS.mediaMax, tooManyTopics: THEME_LIMITS.topicsMax }[problem];
      setError(t(`planet.themes.problem.${problem}`, { n }));
      return;
    }
    setSaving(true);
    try {
      const refs = media.map((item) => ({ id: item.id, source_type: item.source_type }));
      const saved = theme
        ? await updateTheme({ id: theme.id, content, media: refs, topic_ids: topicIds })
        : await createTheme({ planet_id: planetId, content, media: refs, topic_ids: topicIds });
      showToast(t(theme ? 'planet.themes.saved' : 'planet.themes.published'), { kind: 'success' });
      onSaved(saved);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : t('common.failed'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog
      open
      title={t(theme ? 'planet.themes.editTitle' : 'planet.themes.compose')}
      width={640}
      onClose={onClose}
      footer={
        <>
          <Button onClick={onClose}>{t('planet.themes.cancel')}</Button>
          <Button variant="primary" loading={saving} clickOnce onClick={() => void save()}>
            {t(theme ? 'planet.themes.save' : 'planet.themes.publish')}
          </Button>
        </>
      }
    >
      <div className="lc-themes__composer">
        <label htmlFor={`${id}-content`}>{t('planet.themes.content')}</label>
        <textarea
          id={`${id}-content`}
          rows={6}
          value={content}
          placeholder={t('planet.themes.contentPlaceholder')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => {
            setContent(event.target.value);
            setError('');
          }}
        />
        <div role="group" aria-labelledby={`${id}-media`}>
          <span id={`${id}-media`} className="lc-themes__field-label">
            {t('planet.themes.media')}
          </span>
          <ul className="lc-themes__draft-media">
            {media.map((item) => (
              <li key={item.id}>
                {item.source_type === 'picture' && item.url ? <img src={item.url} alt="" width={72} height={72} /> : <span className="lc-themes__media-kind">{t(`material.tab.${item.source_type}`)}</span>}
                <span className="lc-themes__media-title">{item.title}</span>
                <button type="button" className="lc-themes__remove" aria-label={t('planet.themes.removeMedia', { name: item.title })} onClick={() => setMedia(media.filter((m) => m.id !== item.id))}>
                  ×
                </button>
              </li>
            ))}
          </ul>
          <Button onClick={() => setPicking(true)} disabled={media.length >= THEME_LIMITS.mediaMax}>
            {t('planet.themes.addMedia')}
          </Button>
        </div>
        <TopicChecklist legend={t('planet.themes.topics')} topics={topics} chosen={topicIds} onChange={setTopicIds} />
        {error && (
          <p className="lc-themes__error" id={`${id}-error`} role="alert">
            {error}
          </p>
        )}
      </div>
      <GeneralSelector
        open={picking}
        kinds={MEDIA_KINDS}
        multiple
        max={THEME_LIMITS.mediaMax - media.length}
        onCancel={() => setPicking(false)}
        onConfirm={(items) => {
          setPicking(false);
          const known = new Set(media.map((item) => item.id));
          const added = items
            .filter((item): item is typeof item & { source_type: ThemeMediaKind } => item.source_type !== 'document' && !known.has(item.id))
            .map((item) => ({ id: item.id, source_type: item.source_type, title: item.title || item.file_name, url: item.url ?? '' }));
          setMedia([...media, ...added].slice(0, THEME_LIMITS.mediaMax));
          setError('');
        }}
      />
    </Dialog>
  );
}
