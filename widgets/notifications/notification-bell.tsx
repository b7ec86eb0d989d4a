import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $t } from '../../shared/i18n/i18n.ts';
import { MESSAGE_TYPES, type UnreadCounts } from '../../shared/api/notifications.ts';
import { $unreadCounts, loadUnreadCounts, startUnreadRefresh } from '../../shared/notifications/unread-store.ts';
import './notification-bell.css';

export type UnreadChange = { all: number; counts: UnreadCounts };

export type NotificationBellProps = {
  /** called when the unread figures this bell shows change (first known figures included), not on every render */
  onUnreadChange?: (detail: UnreadChange) => void;
  /**
   * The root that holds the element (a custom element's shadow root), as for the other widgets. The panel
   * renders inline, next to its button, so it is always inside that root; nothing is portalled out of it.
   */
  container?: Element | DocumentFragment;
};

const sameCounts = (a: UnreadCounts, b: UnreadCounts | undefined) =>
  !!b && a.all === b.all && MESSAGE_TYPES.every((type) => a[type] === b[type]);

/**
 * The notification entry of the main layout (spec §2): a bell with the unread total, opening a panel with the
 * unread count of each message type. Every bell on a page shows the one shared `$unreadCounts`, kept fresh by
 * `startUnreadRefresh` (one timer and one set of listeners however many bells); opening a bell reloads it.
 * Works inside a shadow root: the outside-click check follows the composed path, not the retargeted target.
 */
export function NotificationBell({ onUnreadChange }: NotificationBellProps) {
  const t = useStore($t);
  const counts = useStore($unreadCounts);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  // The panel hangs below the bell, aligned with its right edge (a navbar's corner); a bell near the left edge
  // of a page (an embedded element) would push it off screen, so there it aligns with the left edge instead.
  const [align, setAlign] = useState<'end' | 'start'>('end');

  useEffect(() => {
    void loadUnreadCounts(); // single flight: the bells mounted together share one request
    return startUnreadRefresh();
  }, []);

  // Report changes of the shared figures once per change, whatever re-renders this bell.
  const onChange = useRef(onUnreadChange);
  useEffect(() => {
    onChange.current = onUnreadChange;
  });
  const reported = useRef<UnreadCounts | undefined>(undefined);
  useEffect(() => {
    if (!counts) {
      reported.current = undefined; // signed out or another user: their first figures are news again
      return;
    }
    if (sameCounts(counts, reported.current)) return;
    reported.current = counts;
    onChange.current?.({ all: counts.all, counts: { ...counts } });
  }, [counts]);

  useEffect(() => {
    if (!open) return;
    // Listening on the document reaches a bell inside a shadow root too (pointer and key events are composed);
    // there the event's target is the host element, so membership is decided by the composed path.
    const inside = (event: Event) => !!root.current && event.composedPath().includes(root.current);
    const onPointer = (event: PointerEvent) => {
      if (!inside(event)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      if (inside(event)) button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  useLayoutEffect(() => {
    if (!open || !button.current || !panel.current) return;
    const bell = button.current.getBoundingClientRect();
    const width = panel.current.offsetWidth;
    setAlign(bell.right - width < 0 && bell.left + width <= document.documentElement.clientWidth ? 'start' : 'end');
  }, [open]);

  const total = counts?.all ?? 0;
  return (
    <div className="lc-notification-bell" ref={root}>
      <button
        ref={button}
        type="button"
        part="bell-button"
        className="lc-notification-bell__button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-label={t('shell.notificationsUnread', { n: total })}
        onClick={() => {
          if (!open) void loadUnreadCounts();
          setOpen(!open);
        }}
      >
        <svg className="lc-notification-bell__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path
            d="M6 16V11a6 6 0 0112 0v5l1.5 2h-15zM10 20a2 2 0 004 0"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.7"
            strokeLinejoin="round"
          />
        </svg>
        {total > 0 && (
          <span className="lc-notification-bell__badge" part="badge" aria-hidden="true">
            {total > 99 ? '99+' : total}
          </span>
        )}
      </button>
      {open && (
        <div
          ref={panel}
          id={panelId}
          part="panel"
          className={`lc-notification-bell__panel lc-notification-bell__panel--${align}`}
          role="region"
          aria-label={t('shell.notifications')}
        >
          <p className="lc-notification-bell__title">{t('shell.notifications')}</p>
          <ul className="lc-notification-bell__list">
            {MESSAGE_TYPES.map((type) => (
              <li key={type} className="lc-notification-bell__item" data-type={type}>
                <span>{t(`notification.type.${type}`)}</span>
                <span className="lc-notification-bell__count">{t('shell.unreadN', { n: counts?.[type] ?? 0 })}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
