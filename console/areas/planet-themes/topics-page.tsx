import { useCallback, useEffect, useRef, useState, type DragEvent } from 'react';
import { useStore } from '@nanostores/react';
import { createTopic, deleteTopic, fetchTopicPage, sortTopics, updateTopic } from '@shared/planet-themes/client.ts';
import { askConfirm, showToast } from '@shared/feedback.ts';
import { $t } from '@shared/i18n/i18n.ts';
import { dropItem, moveItem, TOPIC_LIMITS } from '@shared/planet-themes/rules.ts';
import type { PlanetTopic, TopicStatus } from '@shared/planet-themes/types.ts';
import { Button } from '@widgets/ui/button/button.tsx';
import { PlanetDetailFrame } from '@console/areas/planets/planet-detail-frame.tsx';
import { usePlanetFromQuery } from '@console/areas/planets/use-planet.ts';
import { TopicDialog, type TopicDraft } from './topic-dialog.tsx';
import '@console/areas/planets/planet-texts.ts';
import './themes.css';

/** Every topic of the planet, enabled and disabled, in their order: the order is saved as one list. */
async function allTopics(planetId: number): Promise<PlanetTopic[]> {
  const rows: PlanetTopic[] = [];
  for (const status of [1, 0] as TopicStatus[]) {
    for (let page = 1; ; page += 1) {
      const found = await fetchTopicPage(planetId, status, page, TOPIC_LIMITS.pageSizeMax);
      rows.push(...found.rows);
      if (page * TOPIC_LIMITS.pageSizeMax >= found.totalCount) break;
    }
  }
  return rows.sort((a, b) => a.sort - b.sort || a.id - b.id);
}

/**
 * /planet/detail/tags and /p/planet/detail/tags: the planet's topics with their theme counts; create, edit,
 * delete, and reorder by dragging a row or with 上移/下移 (saved at once through updateSort).
 */
export default function TopicsPage() {
  const t = useStore($t);
  const [planet] = usePlanetFromQuery();
  const planetId = planet?.id ?? 0;
  const [topics, setTopics] = useState<PlanetTopic[] | null>(null);
  const [editing, setEditing] = useState<PlanetTopic | 'new' | null>(null);
  const [saving, setSaving] = useState(false);
  const dragFrom = useRef<number | null>(null);
  const [dragOver, setDragOver] = useState<number | null>(null);

  const fail = useCallback((error: unknown) => showToast(error instanceof Error ? error.message : t('common.failed'), { kind: 'error' }), [t]);
  const load = useCallback(async () => {
    if (!planetId) return;
    try {
      setTopics(await allTopics(planetId));
    } catch (error) {
      fail(error);
    }
  }, [planetId, fail]);

  useEffect(() => {
    void load();
  }, [load]);

  if (!planet) return null;

  const saveOrder = async (next: PlanetTopic[]) => {
    const before = topics;
    setTopics(next);
    setSaving(true);
    try {
      setTopics(await sortTopics(planet.id, next.map((topic) => topic.id)));
      showToast(t('planet.themes.topic.sorted'), { kind: 'success' });
    } catch (error) {
      setTopics(before);
      fail(error);
    } finally {
      setSaving(false);
    }
  };

  const move = (index: number, step: -1 | 1, direction: 'up' | 'down') => {
    if (!topics) return;
    const topic = topics[index]!;
    void saveOrder(moveItem(topics, index, step)).then(() =>
      // keep the keyboard where it was: on the same button of the moved row (or its other one at an end), once rendered
      requestAnimationFrame(() => {
        const row = document.querySelector(`[data-topic-row="${topic.id}"]`);
        const button = row?.querySelector<HTMLButtonElement>(`[data-move="${direction}"]:not(:disabled)`) ?? row?.querySelector<HTMLButtonElement>('[data-move]:not(:disabled)');
        button?.focus();
      }),
    );
  };

  const onDrop = (event: DragEvent, to: number) => {
    event.preventDefault();
    const from = dragFrom.current ?? Number(event.dataTransfer.getData('text/plain'));
    dragFrom.current = null;
    setDragOver(null);
    if (!topics || Number.isNaN(from) || from === to) return;
    void saveOrder(dropItem(topics, from, to));
  };

  const save = async (draft: TopicDraft) => {
    if (editing === 'new') {
      await createTopic({ planet_id: planet.id, ...draft });
      showToast(t('planet.themes.topic.created'), { kind: 'success' });
    } else if (editing) {
      await updateTopic({ id: editing.id, ...draft });
      showToast(t('planet.themes.topic.saved'), { kind: 'success' });
    }
    setEditing(null);
    await load();
  };

  const remove = async (topic: PlanetTopic) => {
    const confirmed = await askConfirm({ title: t('planet.themes.topic.confirmDeleteTitle'), message: t('planet.themes.topic.confirmDelete', { name: topic.name }) });
    if (!confirmed) return;
    try {
      await deleteTopic(topic.id);
      showToast(t('planet.themes.topic.deleted'), { kind: 'success' });
      await load();
    } catch (error) {
      fail(error);
    }
  };

  const yesNo = (value: 0 | 1) => t(value ? 'planet.themes.topic.yes' : 'planet.themes.topic.no');
  return (
    <PlanetDetailFrame planet={planet} section="tags">
      <div className="lc-themes">
        <div className="lc-themes__toolbar">
          <p className="lc-themes__hint">{t('planet.themes.topic.sortHint')}</p>
          <Button variant="primary" onClick={() => setEditing('new')}>
            {t('planet.themes.topic.create')}
          </Button>
        </div>
        <table className="lc-table lc-themes__topics" aria-label={t('planet.themes.topic.tableLabel')} aria-busy={saving || undefined}>
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
            {topics?.map((topic, index) => (
              <tr
                key={topic.id}
                data-topic-row={topic.id}
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
                  <span className="lc-themes__handle" title={t('planet.themes.topic.dragHandle', { name: topic.name })} aria-hidden="true">
                    ⋮⋮
                  </span>
                  <span className="lc-themes__position">{index + 1}</span>
                  <Button variant="text" data-move="up" disabled={saving || index === 0} aria-label={t('planet.themes.topic.moveUpNamed', { name: topic.name })} onClick={() => move(index, -1, 'up')}>
                    {t('planet.themes.topic.moveUp')}
                  </Button>
                  <Button
                    variant="text"
                    data-move="down"
                    disabled={saving || index === topics.length - 1}
                    aria-label={t('planet.themes.topic.moveDownNamed', { name: topic.name })}
                    onClick={() => move(index, 1, 'down')}
                  >
                    {t('planet.themes.topic.moveDown')}
                  </Button>
                </td>
                <td>
                  <span className="lc-themes__topic-name">#{topic.name}</span>
                  {topic.status === 0 && <span className="lc-themes__badge">{t('planet.themes.topic.status.0')}</span>}
                </td>
                <td>{topic.theme_count}</td>
                <td className="lc-themes__muted">
                  {t('planet.themes.topic.timelineShort', { v: yesNo(topic.show_timeline) })}
                  <br />
                  {t('planet.themes.topic.memberShort', { v: yesNo(topic.member_use) })}
                </td>
                <td>
                  <Button variant="text" onClick={() => setEditing(topic)} aria-label={`${t('planet.themes.topic.edit')} ${topic.name}`}>
                    {t('planet.themes.topic.edit')}
                  </Button>
                  <Button variant="text" onClick={() => void remove(topic)} aria-label={`${t('planet.themes.topic.delete')} ${topic.name}`}>
                    {t('planet.themes.topic.delete')}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {editing && <TopicDialog topic={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} onSave={save} />}
    </PlanetDetailFrame>
  );
}
