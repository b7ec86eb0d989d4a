import { useEffect, useId, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $t } from '../../shared/i18n/i18n.ts';
import { fetchUnreadCounts, MESSAGE_TYPES, type UnreadCounts } from '../../shared/api/notifications.ts';

/** Bell with the unread count; opening it shows the unread count of each message type. */
export function NotificationEntry() {
  const t = useStore($t);
  const [counts, setCounts] = useState<UnreadCounts | null>(null);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);

  const load = () => {
    fetchUnreadCounts().then(setCounts, () => setCounts(null));
  };
  useEffect(load, []);
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const total = counts?.all ?? 0;
  return (
    <div className="lc-dropdown" ref={root} onKeyDown={(event) => event.key === 'Escape' && setOpen(false)}>
      <button
        type="button"
        className="lc-dropdown__trigger"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t('shell.notificationsUnread', { n: total })}
        onClick={() => {
          if (!open) load();
          setOpen(!open);
        }}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path d="M6 16V11a6 6 0 0112 0v5l1.5 2h-15zM10 20a2 2 0 004 0" fill="none" stroke="currentColor" strokeWidth="1.7" strokeLinejoin="round" />
        </svg>
        {total > 0 && <span className="lc-badge" aria-hidden="true">{total > 99 ? '99+' : total}</span>}
      </button>
      {open && (
        <div id={panelId} className="lc-dropdown__menu lc-dropdown__menu--end lc-notification-panel" role="region" aria-label={t('shell.notifications')}>
          <p className="lc-notification-panel__title">{t('shell.notifications')}</p>
          <ul>
            {MESSAGE_TYPES.map((type) => (
              <li key={type}>
                <span>{t(`notification.type.${type}`)}</span>
                <span>{t('shell.unreadN', { n: counts?.[type] ?? 0 })}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
