import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { showToast } from '@shared/feedback.ts';
import { $t } from '@shared/i18n/i18n.ts';
import { menuFormProblems } from '@shared/planet-members/form.ts';
import { memberWrites, planetMenusRecord } from '@shared/planet-members/resources.ts';
import { MEMBER_LIMITS } from '@shared/planet-members/limits.ts';
import { defaultPlanetMenu, moveMenuItem } from '@shared/planet-members/rules.ts';
import type { PlanetMenuItem } from '@shared/planet-members/types.ts';
import { Button } from '@widgets/ui/button/button.tsx';
import { Table, type TableColumn } from '@widgets/ui/table/table.tsx';
import { change } from '@console/kit/data.ts';
import { QueryError } from '@console/kit/query-state.tsx';
import { confirmThenRun } from '@console/kit/row-actions.tsx';
import { useRecord } from '@console/kit/use-record.ts';
import { PlanetDetailFrame } from '@console/areas/planets/planet-detail-frame.tsx';
import '@console/areas/planets/planet-texts.ts';
import { usePlanetFromQuery } from '@console/areas/planets/use-planet.ts';
import { menuProblemText } from './menu-problems.ts';
import './members.css';

type Row = PlanetMenuItem & { index: number };

/**
 * /planet/detail/menus and /p/planet/detail/menus: the menu members see on the planet's home — which entries,
 * their names and order (move up and down) — with a live preview; saved per planet.
 */
export default function MenusPage() {
  const t = useStore($t);
  const [planet] = usePlanetFromQuery();
  const stored = useRecord(planetMenusRecord, planet ? { id: planet.id } : null);
  // the owner's edits over the stored menu, until saved
  const [edits, setEdits] = useState<{ planetId: number; items: PlanetMenuItem[] } | null>(null);
  const [saving, setSaving] = useState(false);
  if (!planet) return null;
  const edited = edits?.planetId === planet.id ? edits.items : null;
  const items = edited ?? stored.data ?? null;
  const setEdited = (next: PlanetMenuItem[]) => setEdits({ planetId: planet.id, items: next });
  const problems = menuFormProblems(items ?? []);
  const hasProblems = Object.keys(problems.names).length > 0 || problems.noneVisible;
  const entryName = (item: PlanetMenuItem) => t(`planet.members.menus.entry.${item.key}`);

  const edit = (index: number, patch: Partial<PlanetMenuItem>) => items && setEdited(items.map((item, i) => (i === index ? { ...item, ...patch } : item)));
  const move = (index: number, step: -1 | 1) => {
    if (items) setEdited(moveMenuItem(items, index, step));
    // keep the focus on the moved entry's button, which now sits one row away
    requestAnimationFrame(() => document.getElementById(`lc-menu-${step < 0 ? 'up' : 'down'}-${index + step}`)?.focus());
  };

  const save = async () => {
    if (!items) return;
    if (hasProblems) {
      showToast(t('planet.members.menus.fixProblems'), { kind: 'error' });
      return;
    }
    setSaving(true);
    const named = items.map((item) => ({ ...item, name: item.name.trim() }));
    await confirmThenRun(null, async () => setEdited(await change(() => memberWrites.saveMenus(planet.id, named), [planetMenusRecord.name])), t('planet.members.menus.saved'));
    setSaving(false);
  };

  const rows: Row[] = (items ?? []).map((item, index) => ({ ...item, index }));
  const columns: TableColumn<Row>[] = [
    { key: 'order', header: t('planet.members.menus.col.order'), width: 60, render: (row) => row.index + 1 },
    { key: 'entry', header: t('planet.members.menus.col.entry'), width: 90, render: (row) => entryName(row) },
    {
      key: 'name',
      header: t('planet.members.menus.col.name'),
      render: (row) => {
        const problem = problems.names[row.key];
        const errorId = `lc-menu-name-error-${row.key}`;
        return (
          <>
            <input
              className="lc-planet-menus__name"
              aria-label={t('planet.members.menus.nameOf', { name: entryName(row) })}
              value={row.name}
              maxLength={MEMBER_LIMITS.menuNameMax * 2}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? errorId : undefined}
              onChange={(event) => edit(row.index, { name: event.target.value })}
            />
            {problem && <span id={errorId} className="lc-planet-menus__error">{menuProblemText(problem)}</span>}
          </>
        );
      },
    },
    {
      key: 'visible',
      header: t('planet.members.menus.col.visible'),
      width: 70,
      render: (row) => (
        <input
          type="checkbox"
          role="switch"
          className="lc-switch"
          aria-label={t('planet.members.menus.visibleOf', { name: entryName(row) })}
          checked={row.visible === 1}
          onChange={(event) => edit(row.index, { visible: event.target.checked ? 1 : 0 })}
        />
      ),
    },
    {
      key: 'move',
      header: t('planet.members.menus.col.move'),
      width: 140,
      render: (row) => (
        <div className="lc-planet-menus__move">
          <Button id={`lc-menu-up-${row.index}`} variant="text" disabled={row.index === 0} aria-label={t('planet.members.menus.moveUpOf', { name: entryName(row) })} onClick={() => move(row.index, -1)}>
            {t('planet.members.menus.moveUp')}
          </Button>
          <Button
            id={`lc-menu-down-${row.index}`}
            variant="text"
            disabled={row.index === rows.length - 1}
            aria-label={t('planet.members.menus.moveDownOf', { name: entryName(row) })}
            onClick={() => move(row.index, 1)}
          >
            {t('planet.members.menus.moveDown')}
          </Button>
        </div>
      ),
    },
  ];

  const shown = (items ?? []).filter((item) => item.visible === 1);
  return (
    <PlanetDetailFrame planet={planet} section="menus">
      <p className="lc-planet-menus__hint">{t('planet.members.menus.hint')}</p>
      {stored.error && !items && <QueryError error={stored.error} onRetry={stored.reload} />}
      <div className="lc-planet-menus__layout">
        <div>
          <Table label={t('planet.members.menus.listLabel')} columns={columns} rows={rows} rowKey={(row) => row.key} busy={items === null} />
          {problems.noneVisible && <p className="lc-planet-menus__error" role="alert">{menuProblemText({ code: 'menuNoneVisible' })}</p>}
          <div className="lc-planet-menus__actions">
            <Button variant="primary" loading={saving} disabled={items === null} onClick={() => void save()}>
              {t('planet.members.menus.save')}
            </Button>
            <Button disabled={items === null || saving} onClick={() => setEdited(defaultPlanetMenu())}>
              {t('planet.members.menus.reset')}
            </Button>
          </div>
        </div>
        <aside className="lc-planet-menus__preview" aria-label={t('planet.members.menus.previewLabel')}>
          <h2>{t('planet.members.menus.preview')}</h2>
          <div className="lc-planet-menus__phone">
            <strong>{planet.title}</strong>
            <ul className="lc-planet-menus__entries">
              {shown.map((item) => (
                <li key={item.key}>
                  <span aria-hidden="true">{[...item.name.trim()][0] ?? ''}</span>
                  <span className="lc-planet-menus__label">{item.name.trim()}</span>
                </li>
              ))}
            </ul>
          </div>
        </aside>
      </div>
    </PlanetDetailFrame>
  );
}
