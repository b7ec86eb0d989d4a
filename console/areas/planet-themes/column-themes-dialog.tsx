import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { $t } from '@shared/i18n/i18n.ts';
import type { FeedQuery } from '@shared/planet-themes/feed.ts';
import { columnThemesResource, feedResource } from '@shared/planet-themes/resources.ts';
import type { PlanetColumn, PlanetTheme } from '@shared/planet-themes/types.ts';
import { Button } from '@widgets/ui/button/button.tsx';
import { Dialog } from '@widgets/ui/dialog/dialog.tsx';
import { change, keyOf, useQuery } from '@console/kit/data.ts';
import { confirmThenRun } from '@console/kit/row-actions.tsx';

/** the planet's published posts a column may take */
const FEED: FeedQuery = { page: 1, pageSize: 50, filter: 'all', topic: 0, keyword: '' };

const excerpt = (theme: PlanetTheme) => {
  const text = theme.content.replace(/\s+/g, ' ').trim();
  return [...text].length > 40 ? `${[...text].slice(0, 40).join('')}…` : text || `#${theme.id}`;
};

/** A column's themes (relationList) with remove, and the planet's published themes not in it with add. */
export function ColumnThemesDialog({ column, onClose }: { column: PlanetColumn; onClose: () => void }) {
  const t = useStore($t);
  const inside = columnThemesResource(column.id);
  const feed = feedResource(column.planet_id);
  const inColumn = useQuery(keyOf(inside.name), () => inside.list({})).data?.rows ?? [];
  const all = useQuery(keyOf(feed.name, FEED), () => feed.list(FEED)).data?.rows ?? [];
  const [busy, setBusy] = useState(0);

  const move = async (theme: PlanetTheme, add: boolean) => {
    setBusy(theme.id);
    await confirmThenRun(null, () => change(() => (add ? inside.add(theme) : inside.take(theme)), [inside]));
    setBusy(0);
  };

  const addable = all.filter((theme) => !inColumn.some((row) => row.id === theme.id));
  const item = (theme: PlanetTheme, add: boolean) => (
    <li key={theme.id}>
      <span>{excerpt(theme)}</span>
      <Button variant="text" disabled={busy === theme.id} aria-label={t(add ? 'planet.themes.column.addNamed' : 'planet.themes.column.removeNamed', { text: excerpt(theme) })} onClick={() => void move(theme, add)}>
        {t(add ? 'planet.themes.column.add' : 'planet.themes.column.remove')}
      </Button>
    </li>
  );
  return (
    <Dialog
      open
      width={720}
      title={t('planet.themes.column.themesTitle', { name: column.title })}
      onClose={onClose}
      footer={
        <Button variant="primary" onClick={onClose}>
          {t('planet.themes.column.close')}
        </Button>
      }
    >
      <div className="lc-themes__column-lists">
        <section aria-labelledby="column-in-title">
          <h2 id="column-in-title">{t('planet.themes.column.inColumn', { n: inColumn.length })}</h2>
          {inColumn.length === 0 ? <p className="lc-themes__hint">{t('planet.themes.column.noThemes')}</p> : <ol>{inColumn.map((theme) => item(theme, false))}</ol>}
        </section>
        <section aria-labelledby="column-add-title">
          <h2 id="column-add-title">{t('planet.themes.column.addable')}</h2>
          {addable.length === 0 ? <p className="lc-themes__hint">{t('planet.themes.column.noAddable')}</p> : <ul>{addable.map((theme) => item(theme, true))}</ul>}
        </section>
      </div>
    </Dialog>
  );
}
