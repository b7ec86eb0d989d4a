import { useStore } from '@nanostores/react';
import { $t } from '@shared/i18n/i18n.ts';
import { pageCountOf, pageItems } from './page-items.ts';
import './pager.css';

export type PagerProps = {
  total: number;
  /** 1-based */
  page: number;
  pageSize: number;
  onChange: (page: number) => void;
  disabled?: boolean;
  className?: string;
};

/** Total, previous, page numbers with gaps, next (spec §2 footer pager). */
export function Pager({ total, page, pageSize, onChange, disabled = false, className }: PagerProps) {
  const t = useStore($t);
  const pageCount = pageCountOf(total, pageSize);
  const go = (target: number) => {
    if (!disabled && target >= 1 && target <= pageCount && target !== page) onChange(target);
  };
  return (
    <nav className={`lc-pager ${className ?? ''}`} aria-label={t('pager.label')}>
      <span className="lc-pager__total">{t('pager.total', { n: total })}</span>
      <button type="button" className="lc-pager__button" aria-label={t('pager.prev')} disabled={disabled || page <= 1} onClick={() => go(page - 1)}>
        <svg viewBox="0 0 12 12" width="12" height="12" aria-hidden="true"><path d="M7.5 2.5L4 6l3.5 3.5" fill="none" stroke="currentColor" strokeWidth="1.5" /></svg>
      </button>
      <ul className="lc-pager__pages">
        {pageItems(page, pageCount).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <button
                type="button"
                className={`lc-pager__button ${item === page ? 'lc-pager__button--current' : ''}`}
                aria-label={t('pager.page', { n: item })}
                aria-current={item === page ? 'page' : undefined}
                disabled={disabled}
                onClick={() => go(item)}
              >
                {item}
              </button>
            </li>
          ) : (
            <li key={item} className="lc-pager__gap" aria-hidden="true">…</li>
          ),
        )}
      </ul>
      <button type="button" className="lc-pager__button" aria-label={t('pager.next')} disabled={disabled || page >= pageCount} onClick={() => go(page + 1)}>
        <svg viewBox="0 0 12 12" width="12" height="12" aria-hidden="true"><path d="M4.5 2.5L8 6l-3.5 3.5" fill="none" stroke="currentColor" strokeWidth="1.5" /></svg>
      </button>
    </nav>
  );
}
