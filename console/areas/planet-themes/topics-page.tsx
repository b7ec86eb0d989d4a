import { useEffect, useRef, useState, type DragEvent } from 'react';
import { useStore } from '@nanostores/react';
import { $t } from '@shared/i18n/i18n.ts';
import { sortPlanetTopics, topicsResource, type TopicDraft } from '@shared/planet-themes/resources.ts';
import { dropItem, moveItem } from '@shared/list-state/reorder.ts';
import { TOPIC_LIMITS } from '@shared/planet-themes/rules.ts';
import type { PlanetTopic } from '@shared/planet-themes/types.ts';
import { Button } from '@widgets/ui/button/button.tsx';
import { change, useQuery } from '@console/kit/data.ts';
import { QueryError } from '@console/kit/query-state.tsx';
import { RecordForm } from '@console/kit/record-form.tsx';
import { confirmThenRun, deleteAction, RowActions, type RowAction } from '@console/kit/row-actions.tsx';
import { PlanetDetailFrame } from '@console/areas/planets/planet-detail-frame.tsx';
import { usePlanetFromQuery } from '@console/areas/planets/use-planet.ts';
import '@console/areas/planets/planet-texts.ts';
import './themes.css';

type Moved = { topicId: number; direction: 'up' | 'down' };

/** Keeps the keyboard where it was after a move: on the same button of the moved row (or its other one at an end). */
function refocus({ topicId, direction }: Moved) {
  const row = document.querySelector(`[data-topic-row="${topicId}"]`);
  const button = row?.querySelector<HTMLButtonElement>(`[data-move="${direction}"]:not(:disabled)`) ?? row?.querySelector<HTMLButtonElement>('[data-move]:not(:disabled)');
  button?.focus();
}

/**
 * /planet/detail/tags and /p/planet/detail/tags: the planet's topics with their theme counts; create, edit,
 * delete, and reorder by dragging a row or with 上移/下移 (saved at once through updateSort).
 */
export default function TopicsPage() {
  const t = useStore($t);
  const [planet] = usePlanetFromQuery();
  const resource = topicsResource(planet?.id ?? 0);
  const found = useQuery(planet ? resource.name : null, () => resource.list({}));
  // the order being saved, shown until the topics are read again
  const [order, setOrder] = useState<PlanetTopic[] | null>(null);
  const [saving, setSaving] = useState(false);
  const [editing, setEditing] = useState<PlanetTopic | 'new' | null>(null);
  const dragFrom = useRef<number | null>(null);
  const [dragOver, setDragOver] = useState<number | null>(null);
  // the row moved by a button, to focus again once its buttons are back (moving a row takes the focus away)
  const moved = useRef<Moved | null>(null);
  useEffect(() => setOrder(null), [found.data]);
  useEffect(() => {
    if (saving || !moved.current) return;
    refocus(moved.current);
    moved.current = null;
  }, [saving]);
  if (!planet) return null;
  const topics = order ?? found.data?.rows;
  const stale = [resource];

  const saveOrder = async (next: PlanetTopic[]) => {
    setOrder(next);
    setSaving(true);
    const saved = await confirmThenRun(null, () => change(() => sortPlanetTopics(planet.id, next.map((topic) => topic.id)), stale), t('planet.themes.topic.sorted'));
    setSaving(false);
    if (!saved) setOrder(null);
  };

  const move = (index: number, step: -1 | 1, direction: 'up' | 'down') => {
    if (!topics) return;
    moved.current = { topicId: topics[index]!.id, direction };
    void saveOrder(moveItem(topics, index, step));
  };

  const onDrop = (event: DragEvent, to: number) => {
    event.preventDefault();
    const from = dragFrom.current ?? Number(event.dataTransfer.getData('text/plain'));
    dragFrom.current = null;
    setDragOver(null);
    if (!topics || Number.isNaN(from) || from === to) return;
    void saveOrder(dropItem(topics, from, to));
  };

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
        {found.error && !topics && <QueryError error={found.error} onRetry={found.reload} />}
        <table className="lc-table lc-themes__topics" aria-label={t('planet.themes.topic.tableLabel')} aria-busy={saving || found.loading || undefined}>
          <thead>
            <tr>
              <th scope="col">{t('planet.themes.topic.col.order')}</th>
              <th scope="col">{t('planet.themes.topic.col.name')}</th>
              <th scope="col">{t('planet.themes.topic.col.themes')}</th>
              <th scope="col">{t('planet.themes.topic.col.switches')}</th>
              <th scope="col">{t('planet.themes.topic.col.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {topics?.length === 0 && (
              <tr>
                <td colSpan={5} className="lc-themes__empty">
                  {t('planet.themes.topic.empty')}
                </td>
              </tr>
            )}
            {topics?.map((row, index) => (
              <tr
                key={row.id}
                data-topic-row={row.id}
                draggable={!saving}
                className={dragOver === index ? 'is-drag-over' : undefined}
                onDragStart={(event) => {
                  dragFrom.current = index;
                  event.dataTransfer.effectAllowed = 'move';
                  event.dataTransfer.setData('text/plain', String(index));
                }}
                onDragOver={(event) => {
                  event.preventDefault();
                  event.dataTransfer.dropEffect = 'move';
                  if (dragOver !== index) setDragOver(index);
                }}
                onDragLeave={() => setDragOver((current) => (current === index ? null : current))}
                onDrop={(event) => onDrop(event, index)}
                onDragEnd={() => setDragOver(null)}
              >
                <td>
                  <span className="lc-themes__handle" title={t('planet.themes.topic.dragHandle', { name: row.name })} aria-hidden="true">
                    ⋮⋮
                  </span>
                  <span className="lc-themes__position">{index + 1}</span>
                  <Button variant="text" data-move="up" disabled={saving || index === 0} aria-label={t('planet.themes.topic.moveUpNamed', { name: row.name })} onClick={() => move(index, -1, 'up')}>
                    {t('planet.themes.topic.moveUp')}
                  </Button>
                  <Button variant="text" data-move="down" disabled={saving || index === topics.length - 1} aria-label={t('planet.themes.topic.moveDownNamed', { name: row.name })} onClick={() => move(index, 1, 'down')}>
                    {t('planet.themes.topic.moveDown')}
                  </Button>
                </td>
                <td>
                  <span className="lc-themes__topic-name">#{row.name}</span>
                  {row.status === 0 && <span className="lc-themes__badge">{t('planet.themes.topic.status.0')}</span>}
                </td>
                <td>{row.theme_count}</td>
                <td className="lc-themes__muted">
                  {t('planet.themes.topic.timelineShort', { v: yesNo(row.show_timeline) })}
                  <br />
                  {t('planet.themes.topic.memberShort', { v: yesNo(row.member_use) })}
                </td>
                <td>
                  <RowActions row={row} name={row.name} actions={actions} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
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
