import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import './tabs.css';

type TabItem<K extends string> = { key: K; label: ReactNode };

export type TabsProps<K extends string> = {
  /** accessible name of the tab list */
  label: string;
  items: readonly TabItem<K>[];
  value: K;
  onChange: (key: K) => void;
  /** the active tab's panel */
  children?: ReactNode;
  className?: string;
};

/** WAI-ARIA tabs with automatic activation: arrow keys, Home and End move and select. */
export function Tabs<K extends string>({ label, items, value, onChange, children, className }: TabsProps<K>) {
  const base = useId();
  const list = useRef<HTMLDivElement>(null);
  const tabId = (key: K) => `${base}-tab-${key}`;
  const panelId = `${base}-panel`;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = items.findIndex((item) => item.key === value);
    let next = -1;
    if (event.key === 'ArrowRight') next = (index + 1) % items.length;
    else if (event.key === 'ArrowLeft') next = (index - 1 + items.length) % items.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = items.length - 1;
    const target = items[next];
    if (!target) return;
    event.preventDefault();
    onChange(target.key);
    list.current?.querySelector<HTMLElement>(`[data-key="${CSS.escape(target.key)}"]`)?.focus();
  };

  return (
    <div className={`lc-tabs ${className ?? ''}`}>
      <div ref={list} role="tablist" aria-label={label} className="lc-tabs__list" onKeyDown={onKeyDown}>
        {items.map((item) => {
          const selected = item.key === value;
          return (
            <button
              key={item.key}
              id={tabId(item.key)}
              data-key={item.key}
              type="button"
              role="tab"
              aria-selected={selected}
              aria-controls={selected && children !== undefined ? panelId : undefined}
              tabIndex={selected ? 0 : -1}
              className={`lc-tabs__tab ${selected ? 'lc-tabs__tab--active' : ''}`}
              onClick={() => onChange(item.key)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {children !== undefined && (
        <div id={panelId} role="tabpanel" aria-labelledby={tabId(value)} className="lc-tabs__panel">
          {children}
        </div>
      )}
    </div>
  );
}
