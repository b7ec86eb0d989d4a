import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { $t } from '@shared/i18n/i18n.ts';
import { sortPlanetTopics, topicsResource, type TopicDraft } from '@shared/planet-themes/resources.ts';
import { TOPIC_LIMITS } from '@shared/planet-themes/rules.ts';
import type { PlanetTopic } from '@shared/planet-themes/types.ts';
import { Button } from '@widgets/ui/button/button.tsx';
import { change, useQuery } from '@console/kit/data.ts';
import { QueryError } from '@console/kit/query-state.tsx';
import { RecordForm } from '@console/kit/record-form.tsx';
import { OrderedTable } from '@console/kit/ordered-table.tsx';
import { deleteAction, RowActions, type RowAction } from '@console/kit/row-actions.tsx';
import { PlanetDetailFrame } from '@console/areas/planets/planet-detail-frame.tsx';
import { usePlanetFromQuery } from '@console/areas/planets/use-planet.ts';
import '@console/areas/planets/planet-texts.ts';
import './themes.css';

/**
 * /planet/detail/tags and /p/planet/detail/tags: the planet's topics with their theme counts; create, edit,
 * delete, and reorder by dragging a row or with 上移/下移 (saved at once through updateSort).
 */
export default function TopicsPage() {
  const t = useStore($t);
  const [planet] = usePlanetFromQuery();
  const resource = topicsResource(planet?.id ?? 0);
  const found = useQuery(planet ? resource.name : null, () => resource.list({}));
  const [editing, setEditing] = useState<PlanetTopic | 'new' | null>(null);
  if (!planet) return null;
  const stale = [resource];

  const actions: RowAction<PlanetTopic>[] = [
    { label: t('planet.themes.topic.edit'), run: setEditing },
    {
      ...deleteAction<PlanetTopic>((topic) => change(() => resource.remove!(topic), stale), (topic) => topic.name),
      confirm: (topic) => t('planet.themes.topic.confirmDelete', { name: topic.name }),
      done: t('planet.themes.topic.deleted'),
    },
  ];
  const yesNo = (value: 0 | 1) => t(value ? 'planet.themes.topic.yes' : 'planet.themes.topic.no');
  const topic = editing === 'new' ? null : editing;

  return (
    <PlanetDetailFrame planet={planet} section="tags">
      <div className="lc-themes">
        <div className="lc-themes__toolbar">
          <p className="lc-themes__hint">{t('planet.themes.topic.sortHint')}</p>
          <Button variant="primary" onClick={() => setEditing('new')}>
            {t('planet.themes.topic.create')}
          </Button>
        </div>
        {found.error && !found.data && <QueryError error={found.error} onRetry={found.reload} />}
        <OrderedTable<PlanetTopic>
          label={t('planet.themes.topic.tableLabel')}
          rows={found.data?.rows ?? []}
          busy={found.loading}
          rowKey={(row) => row.id}
          rowName={(row) => row.name}
          saveOrder={(next) => change(() => sortPlanetTopics(planet.id, next.map((topic) => topic.id)), stale)}
          savedText={t('planet.themes.topic.sorted')}
          empty={found.data ? t('planet.themes.topic.empty') : ''}
          columns={[
            {
              key: 'name',
              header: t('planet.themes.topic.col.name'),
              render: (row) => (
                <>
                  <span className="lc-themes__topic-name">#{row.name}</span>
                  {row.status === 0 && <span className="lc-themes__badge">{t('planet.themes.topic.status.0')}</span>}
                </>
              ),
            },
            { key: 'themes', header: t('planet.themes.topic.col.themes'), render: (row) => row.theme_count },
            {
              key: 'switches',
              header: t('planet.themes.topic.col.switches'),
              render: (row) => (
                <span className="lc-themes__muted">
                  {t('planet.themes.topic.timelineShort', { v: yesNo(row.show_timeline) })}
                  <br />
                  {t('planet.themes.topic.memberShort', { v: yesNo(row.member_use) })}
                </span>
              ),
            },
            { key: 'actions', header: t('planet.themes.topic.col.actions'), render: (row) => <RowActions row={row} name={row.name} actions={actions} /> },
          ]}
        />
      </div>
      {editing && (
        <RecordForm<TopicDraft>
          title={t(topic ? 'planet.themes.topic.editTitle' : 'planet.themes.topic.createTitle')}
          fields={[
            { kind: 'text', name: 'name', label: t('planet.themes.topic.name'), placeholder: t('planet.themes.topic.namePlaceholder', { n: TOPIC_LIMITS.nameMax }), check: (name) => (name.trim() === '' ? t('planet.themes.topic.nameEmpty') : undefined) },
            { kind: 'switch', name: 'show_timeline', label: t('planet.themes.topic.showTimeline') },
            { kind: 'switch', name: 'member_use', label: t('planet.themes.topic.memberUse') },
            { kind: 'switch', name: 'status', label: t('planet.themes.topic.enabled') },
          ]}
          initial={{ name: topic?.name ?? '', show_timeline: topic?.show_timeline ?? 1, member_use: topic?.member_use ?? 1, status: topic?.status ?? 1 }}
          submit={(draft) => change(() => (topic ? resource.update!(topic, draft) : resource.create!(draft)), stale)}
          savedText={t(topic ? 'planet.themes.topic.saved' : 'planet.themes.topic.created')}
          onClose={() => setEditing(null)}
          onSaved={() => setEditing(null)}
        />
      )}
    </PlanetDetailFrame>
  );
}
