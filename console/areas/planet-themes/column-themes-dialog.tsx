import { useCallback, useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { fetchColumnThemes, fetchThemes, relateColumnThemes, unrelateColumnThemes } from '@shared/planet-themes/client.ts';
import { showToast } from '@shared/feedback.ts';
import { $t } from '@shared/i18n/i18n.ts';
import type { PlanetColumn, PlanetTheme } from '@shared/planet-themes/types.ts';
import { Button } from '@widgets/ui/button/button.tsx';
import { Dialog } from '@widgets/ui/dialog/dialog.tsx';

const excerpt = (theme: PlanetTheme) => {
  const text = theme.content.replace(/\s+/g, ' ').trim();
  return [...text].length > 40 ? `${[...text].slice(0, 40).join('')}…` : text || `#${theme.id}`;
};

/** A column's themes (relationList) with remove, and the planet's published themes not in it with add. */
export function ColumnThemesDialog({ column, onClose }: { column: PlanetColumn; onClose: (changed: boolean) => void }) {
  const t = useStore($t);
  const [inColumn, setInColumn] = useState<PlanetTheme[]>([]);
  const [feed, setFeed] = useState<PlanetTheme[]>([]);
  const [busy, setBusy] = useState(0);
  const [changed, setChanged] = useState(false);

  const fail = useCallback((error: unknown) => showToast(error instanceof Error ? error.message : t('common.failed'), { kind: 'error' }), [t]);
  const load = useCallback(async () => {
    try {
      const [mine, all] = await Promise.all([fetchColumnThemes(column.id), fetchThemes({ planet_id: column.planet_id, page: 1, pageSize: 50 })]);
      setInColumn(mine.rows);
      setFeed(all.rows);
    } catch (error) {
      fail(error);
    }
  }, [column.id, column.planet_id, fail]);

  useEffect(() => {
    void load();
  }, [load]);

  const change = async (theme: PlanetTheme, add: boolean) => {
    setBusy(theme.id);
    try {
      if (add) await relateColumnThemes(column.id, [theme.id]);
      else await unrelateColumnThemes(column.id, [theme.id]);
      setChanged(true);
      await load();
    } catch (error) {
      fail(error);
    } finally {
      setBusy(0);
    }
  };

  const addable = feed.filter((theme) => !inColumn.some((row) => row.id === theme.id));
  return (
    <Dialog
      open
      width={720}
      title={t('planet.themes.column.themesTitle', { name: column.title })}
      onClose={() => onClose(changed)}
      footer={
        <Button variant="primary" onClick={() => onClose(changed)}>
          {t('planet.themes.column.close')}
        </Button>
      }
    >
      <div className="lc-themes__column-lists">
        <section aria-labelledby="column-in-title">
          <h2 id="column-in-title">{t('planet.themes.column.inColumn', { n: inColumn.length })}</h2>
          {inColumn.length === 0 ? (
            <p className="lc-themes__hint">{t('planet.themes.column.noThemes')}</p>
          ) : (
            <ol>
              {inColumn.map((theme) => (
                <li key={theme.id}>
                  <span>{excerpt(theme)}</span>
                  <Button variant="text" disabled={busy === theme.id} aria-label={t('planet.themes.column.removeNamed', { text: excerpt(theme) })} onClick={() => void change(theme, false)}>
                    {t('planet.themes.column.remove')}
                  </Button>
                </li>
              ))}
            </ol>
          )}
        </section>
        <section aria-labelledby="column-add-title">
          <h2 id="column-add-title">{t('planet.themes.column.addable')}</h2>
          {addable.length === 0 ? (
            <p className="lc-themes__hint">{t('planet.themes.column.noAddable')}</p>
          ) : (
            <ul>
              {addable.map((theme) => (
                <li key={theme.id}>
                  <span>{excerpt(theme)}</span>
                  <Button variant="text" disabled={busy === theme.id} aria-label={t('planet.themes.column.addNamed', { text: excerpt(theme) })} onClick={() => void change(theme, true)}>
                    {t('planet.themes.column.add')}
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </Dialog>
  );
}
