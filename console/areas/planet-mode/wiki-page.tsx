import { useStore } from '@nanostores/react';
import { formatDateTime } from '@shared/format/date.ts';
import { $t } from '@shared/i18n/i18n.ts';
import { wikiResource, type WikiQuery } from '@shared/planet-mode/resources.ts';
import { MODE_LIMITS } from '@shared/planet-mode/limits.ts';
import type { WikiArticle, WikiInput } from '@shared/planet-mode/types.ts';
import { ListScreen } from '@console/kit/list-screen.tsx';
import { useOwnerPlanets } from '@console/areas/planets/use-owner-planets.ts';
import { planetChoices } from './planet-choices.tsx';
import '@console/areas/planets/planet-texts.ts';
import './planet-mode.css';

const DEFAULTS: WikiQuery = { page: 1, pageSize: 10, planet: 0, category: '', keyword: '' };

/** /p/planet/wiki: the knowledge-base articles of the owner's planets; search in titles and text. */
export default function WikiPage() {
  const t = useStore($t);
  const planets = useOwnerPlanets();
  const { filter: planetFilter, field: planetField } = planetChoices<WikiQuery, WikiInput>(planets);
  return (
    <ListScreen<WikiArticle, WikiQuery, WikiInput, { categories: string[] }>
      title={t('planet.mode.wiki.heading')}
      resource={wikiResource}
      defaults={DEFAULTS}
      filters={(found) => [
        planetFilter,
        { kind: 'select', key: 'category', label: t('planet.mode.wiki.category'), options: [{ value: '', label: t('planet.mode.wiki.allCategories') }, ...(found?.categories ?? []).map((name) => ({ value: name, label: name }))] },
        { kind: 'search', key: 'keyword', label: t('planet.mode.wiki.search') },
      ]}
      columns={[
        { key: 'title', header: t('planet.mode.wiki.title'), width: '40%', render: (a) => <div><strong>{a.title}</strong><p className="lc-mode__clamp">{a.content}</p></div> },
        { key: 'category', header: t('planet.mode.wiki.category'), render: (a) => (a.category ? <span className="lc-mode-tag">{a.category}</span> : '—') },
        { key: 'planet', header: t('planet.mode.col.planet'), render: (a) => a.planet_title },
        { key: 'updated', header: t('planet.mode.col.updated'), render: (a) => formatDateTime(a.updated_at) },
      ]}
      rowKey={(a) => a.id}
      rowName={(a) => a.title}
      createLabel={t('planet.mode.wiki.create')}
      createDisabled={planets?.length === 0}
      form={{
        title: (a) => t(a ? 'planet.mode.wiki.editTitle' : 'planet.mode.wiki.create'),
        initial: (a) => (a ? { planet_id: a.planet_id, title: a.title, category: a.category, content: a.content } : { planet_id: planets?.[0]?.id ?? 0, title: '', category: '', content: '' }),
        fields: [
          planetField,
          { kind: 'text', name: 'title', label: t('planet.mode.wiki.title'), required: true, max: MODE_LIMITS.titleMax },
          { kind: 'text', name: 'category', label: t('planet.mode.wiki.category'), max: MODE_LIMITS.categoryMax },
          { kind: 'textarea', name: 'content', label: t('planet.mode.wiki.content'), required: true, max: MODE_LIMITS.wikiContentMax, rows: 10 },
        ],
      }}
      empty={t('planet.mode.wiki.empty')}
    />
  );
}
