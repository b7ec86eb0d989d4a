import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { showToast } from '@shared/feedback.ts';
import { $t } from '@shared/i18n/i18n.ts';
import { feedResource } from '@shared/planet-themes/resources.ts';
import { THEME_LIMITS, themeProblems } from '@shared/planet-themes/rules.ts';
import type { PlanetTheme, PlanetTopic, ThemeMediaKind } from '@shared/planet-themes/types.ts';
import { GeneralSelector } from '@widgets/materials/general-selector/general-selector.tsx';
import { Button } from '@widgets/ui/button/button.tsx';
import { Field } from '@widgets/ui/form/field.tsx';
import { change } from '@console/kit/data.ts';
import { refusalText } from '@console/kit/field-problems.ts';
import { FormDialog } from '@console/kit/form-dialog.tsx';
import { TopicChecklist } from './topic-checklist.tsx';

type DraftMedia = { id: number; source_type: ThemeMediaKind; title: string; url: string };
const MEDIA_KINDS: readonly ThemeMediaKind[] = ['picture', 'audio', 'video'];

/**
 * Writing a post or editing one: multi-line text, pictures, audio and video from the general selector, topics.
 * The server checks the same rules again, and the sensitive words.
 */
export function ThemeComposer({ planetId, theme, topics, onClose }: {
  planetId: number;
  /** the post to edit; none for a new one */
  theme?: PlanetTheme;
  topics: readonly PlanetTopic[];
  onClose: () => void;
}) {
  const t = useStore($t);
  const [content, setContent] = useState(theme?.content ?? '');
  const [media, setMedia] = useState<DraftMedia[]>(theme?.media.map((item) => ({ id: item.id, source_type: item.source_type, title: item.title, url: item.url })) ?? []);
  const [topicIds, setTopicIds] = useState<number[]>(theme?.topics.map((topic) => topic.id) ?? []);
  const [picking, setPicking] = useState(false);

  const submit = async (): Promise<string | null> => {
    const [problem] = themeProblems({ content, mediaCount: media.length, topicCount: topicIds.length });
    if (problem) {
      const n = { empty: 0, tooLong: THEME_LIMITS.contentMax, tooManyMedia: THEME_LIMITS.mediaMax, tooManyTopics: THEME_LIMITS.topicsMax }[problem];
      return t(`planet.themes.problem.${problem}`, { n });
    }
    const feed = feedResource(planetId);
    const refs = media.map((item) => ({ id: item.id, source_type: item.source_type }));
    const post = { content, media: refs, topic_ids: topicIds };
    try {
      await change(() => (theme ? feed.update(theme, post) : feed.publish(post)), [feed]);
    } catch (failure) {
      return refusalText(failure);
    }
    showToast(t(theme ? 'planet.themes.saved' : 'planet.themes.published'), { kind: 'success' });
    onClose();
    return null;
  };

  return (
    <>
      <FormDialog title={t(theme ? 'planet.themes.editTitle' : 'planet.themes.compose')} onClose={onClose} submit={submit} saveLabel={t(theme ? 'planet.themes.save' : 'planet.themes.publish')} refusalLast clearRefusalOnEdit>
        <Field label={t('planet.themes.content')}>
          {(id) => <textarea id={id} rows={6} value={content} placeholder={t('planet.themes.contentPlaceholder')} data-autofocus="" onChange={(event) => setContent(event.target.value)} />}
        </Field>
        <Field label={t('planet.themes.media')} group>
          {() => (
            <>
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
            </>
          )}
        </Field>
        <TopicChecklist legend={t('planet.themes.topics')} topics={topics} chosen={topicIds} onChange={setTopicIds} />
      </FormDialog>
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
        }}
      />
    </>
  );
}
