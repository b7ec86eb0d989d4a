import { useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $t } from '@shared/i18n/i18n.ts';
import { MESSAGE_TYPES, type UnreadCounts } from '@shared/notifications/contract.ts';
import { $unreadCounts, loadUnreadCounts, startUnreadRefresh } from '@shared/notifications/unread-store.ts';
import { NotificationDrawer } from './notification-drawer.tsx';
import './notification-bell.css';

type UnreadChange = { all: number; counts: UnreadCounts };

export type NotificationBellProps = {
  /** called when the unread figures this bell shows change (first known figures included), not on every render */
  onUnreadChange?: (detail: UnreadChange) => void;
  /** where the drawer and its dialogs render (a custom element's shadow root layer); default document.body */
  container?: Element | DocumentFragment;
};

const sameCounts = (a: UnreadCounts, b: UnreadCounts | undefined) =>
  !!b && a.all === b.all && MESSAGE_TYPES.every((type) => a[type] === b[type]);

/**
 * The notification entry of the main layout (spec §2): a bell with the unread total that opens the notification
 * drawer. Every bell on a page shows the one shared `$unreadCounts`, kept fresh by `startUnreadRefresh` (one event
 * stream, one timer and one set of listeners however many bells); opening a bell reloads it.
 */
export function NotificationBell({ onUnreadChange, container }: NotificationBellProps) {
  const t = useStore($t);
  const counts = useStore($unreadCounts);
  const [open, setOpen] = useState(false);

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

  const total = counts?.all ?? 0;
  return (
    <div className="lc-notification-bell">
      <button
        type="button"
        part="bell-button"
        className="lc-notification-bell__button"
        aria-haspopup="dialog"
        aria-expanded={open}
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
      {open && <NotificationDrawer counts={counts} container={container} onClose={() => setOpen(false)} />}
    </div>
  );
}
