import { useStore } from '@nanostores/react';
import { $t, type MessageKey } from '@shared/i18n/i18n.ts';

/** '↑ 12.5% on the previous period' and the like. */
export function Change({ change }: { change: number | null }) {
  const t = useStore($t);
  if (change === null) return <span className="lc-sales__change">{t('sales.change.none')}</span>;
  if (change === 0) return <span className="lc-sales__change">{t('sales.change.same')}</span>;
  return (
    <span className={`lc-sales__change lc-sales__change--${change > 0 ? 'up' : 'down'}`}>{t(change > 0 ? 'sales.change.up' : 'sales.change.down', { n: Math.abs(change) })}</span>
  );
}

/** A statistics page's figures as tiles: each name, value and change against the previous period. */
export function FigureTiles<F extends string>({
  label,
  figures,
  name,
  value,
  change,
}: {
  label: string;
  figures: readonly F[];
  name: (figure: F) => MessageKey;
  value: (figure: F) => string;
  change: Record<F, number | null>;
}) {
  const t = useStore($t);
  return (
    <dl className="lc-sales__tiles" aria-label={label}>
      {figures.map((figure) => (
        <div key={figure} className="lc-sales__tile" data-figure={figure}>
          <dt>{t(name(figure))}</dt>
          <dd className="lc-sales__value">{value(figure)}</dd>
          <dd className="lc-sales__sub">
            <Change change={change[figure]} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
