import { useLayoutEffect, useRef, useState } from 'react';
import type { Translate } from '@shared/i18n/i18n.ts';
import { cardWidth } from '@shared/materials/format.ts';
import type { Material } from '@shared/materials/types.ts';
import { RowActions, type MaterialActions } from './row-actions.tsx';

export type MaterialGridProps = {
  rows: readonly Material[];
  isSelected: (material: Material) => boolean;
  onToggle: (material: Material) => void;
  actions: MaterialActions;
  label: string;
  t: Translate;
};

/** The picture card grid (spec §2, §9): card width from cardWidth(), recomputed whenever the grid resizes. */
export function MaterialGrid({ rows, isSelected, onToggle, actions, label, t }: MaterialGridProps) {
  const grid = useRef<HTMLUListElement>(null);
  const [width, setWidth] = useState<number>();

  useLayoutEffect(() => {
    const element = grid.current;
    if (!element) return;
    const measure = () => setWidth(cardWidth(element.clientWidth));
    measure();
    if (typeof ResizeObserver === 'undefined') {
      window.addEventListener('resize', measure);
      return () => window.removeEventListener('resize', measure);
    }
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <ul ref={grid} className="lc-material-grid" aria-label={label}>
      {rows.map((material) => {
        const selected = isSelected(material);
        const name = material.file_name;
        return (
          <li key={material.id} className={`lc-material-card ${selected ? 'lc-material-card--selected' : ''}`} style={width ? { width } : undefined}>
            <div className="lc-material-card__media">
              <button
                type="button"
                className="lc-material-card__preview"
                aria-label={`${t('material.preview')} ${name}`}
                onClick={() => actions.open?.(material)}
              >
                {material.url ? <img src={material.url} alt="" loading="lazy" /> : null}
              </button>
              <input
                type="checkbox"
                className="lc-material-card__check"
                aria-label={name}
                checked={selected}
                onChange={() => onToggle(material)}
              />
            </div>
            <span className="lc-material-card__name" title={name}>{name}</span>
            {actions.edit && <RowActions material={material} actions={actions} t={t} />}
          </li>
        );
      })}
    </ul>
  );
}
