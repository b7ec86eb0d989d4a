import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import './dropdown-menu.css';

type MenuItem = {
  key: string;
  label: ReactNode;
  onSelect: () => void;
  checked?: boolean;
  href?: string;
};

type Props = {
  /** accessible name of the trigger */
  label: string;
  trigger: ReactNode;
  items: MenuItem[];
  align?: 'start' | 'end';
  triggerClassName?: string;
};

/** A button that opens a menu: arrow keys move, Enter selects, Escape and outside clicks close (WAI-ARIA menu button). */
export function DropdownMenu({ label, trigger, items, align = 'end', triggerClassName }: Props) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    const first = root.current?.querySelector<HTMLElement>('[role^="menuitem"]');
    first?.focus();
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };

  const onMenuKey = (event: React.KeyboardEvent<HTMLUListElement>) => {
    const entries = Array.from(event.currentTarget.querySelectorAll<HTMLElement>('[role^="menuitem"]'));
    const index = entries.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'Escape' || event.key === 'Tab') {
      if (event.key === 'Escape') event.preventDefault();
      close();
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      entries[(index + 1) % entries.length]?.focus();
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      entries[(index - 1 + entries.length) % entries.length]?.focus();
    } else if (event.key === 'Home') {
      event.preventDefault();
      entries[0]?.focus();
    } else if (event.key === 'End') {
      event.preventDefault();
      entries[entries.length - 1]?.focus();
    }
  };

  return (
    <div className="lc-dropdown" ref={root}>
      <button
        ref={button}
        type="button"
        className={`lc-dropdown__trigger ${triggerClassName ?? ''}`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={label}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        {trigger}
      </button>
      {open && (
        <ul id={menuId} role="menu" aria-label={label} className={`lc-dropdown__menu lc-dropdown__menu--${align}`} onKeyDown={onMenuKey}>
          {items.map((item) => (
            <li
              key={item.key}
              role={item.checked === undefined ? 'menuitem' : 'menuitemradio'}
              aria-checked={item.checked}
              tabIndex={-1}
              className="lc-dropdown__item"
              onClick={() => {
                setOpen(false);
                item.onSelect();
              }}
              onKeyDown={(event) => {
                if (event.key === 'Enter' || event.key === ' ') {
                  event.preventDefault();
                  setOpen(false);
                  item.onSelect();
                }
              }}
            >
              {item.label}
              {item.checked && <span aria-hidden="true" className="lc-dropdown__check">✓</span>}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
