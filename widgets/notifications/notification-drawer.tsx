import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { MESSAGE_TYPES, type NotificationMessage, type UnreadCounts } from '@shared/notifications/contract.ts';
import { formatDateTime } from '@shared/format/date.ts';
import { $t, type Translate } from '@shared/i18n/i18n.ts';
import { createMessageList, READ_FILTERS, type MessageList } from '@shared/notifications/message-list-store.ts';
import { useOwnedStore } from '@widgets/materials/use-owned-store.ts';
import { Button } from '@widgets/ui/button/button.tsx';
import { Dialog } from '@widgets/ui/dialog/dialog.tsx';
import { Tabs } from '@widgets/ui/tabs/tabs.tsx';
import './notification-drawer.css';

/** spec §4/§9: the next page loads when the list is scrolled to within 15 px of its bottom */
const LOAD_MORE_WITHIN_PX = 15;

type DrawerProps = {
  counts: UnreadCounts | undefined;
  onClose: () => void;
  container?: Element | DocumentFragment;
};

/**
 * The notification drawer (spec §2 "Other dialogs and overlays"): tabs platform, deal, market, official; read filter
 * all, unread, read; the messages in pages of 10 as the list scrolls; a message opens in a dialog whose 'I have read'
 * marks it read; 'mark all read' asks 'confirm you have read all messages?' first. A modal dialog at the right edge.
 */
export function NotificationDrawer({ counts, onClose, container }: DrawerProps) {
  const t = useStore($t);
  const list = useOwnedStore(() => {
    const created = createMessageList();
    void created.load();
    return created;
  }, []);
  const [opened, setOpened] = useState<NotificationMessage>();

  return (
    <Dialog
      open
      title={t('shell.notifications')}
      width={420}
      onClose={onClose}
      closeOnBackdrop
      container={container}
      className="lc-notification-drawer"
    >
      {list && <DrawerContent list={list} counts={counts} t={t} onOpen={setOpened} />}
      {list && opened && (
        <MessageDialog
          message={list.$state.get().rows.find((row) => row.id === opened.id) ?? opened}
          list={list}
          t={t}
          container={container}
          onClose={() => setOpened(undefined)}
        />
      )}
    </Dialog>
  );
}

function DrawerContent({ list, counts, t, onOpen }: { list: MessageList; counts: UnreadCounts | undefined; t: Translate; onOpen: (message: NotificationMessage) => void }) {
  const state = useStore(list.$state);
  const filterName = useId();
  const scroller = useRef<HTMLUListElement>(null);
  const [marking, setMarking] = useState(false);

  const nearBottom = () => {
    const el = scroller.current;
    return !!el && el.scrollHeight - el.scrollTop - el.clientHeight <= LOAD_MORE_WITHIN_PX;
  };
  // A page that does not fill the list leaves it "at the bottom" without any scrolling: load on.
  useLayoutEffect(() => {
    if (!state.loading && !state.ended && !state.error && state.rows.length > 0 && nearBottom()) void list.loadMore();
  }, [state.rows.length, state.loading, state.ended, state.error]);
  // another tab or filter starts at the top
  useEffect(() => {
    if (scroller.current) scroller.current.scrollTop = 0;
  }, [state.type, state.filter]);

  return (
    <div className="lc-notification-drawer__content" part="drawer">
      <div className="lc-notification-drawer__bar">
        <div className="lc-notification-drawer__filter" role="radiogroup" aria-label={t('notification.readFilter')}>
          {READ_FILTERS.map((filter) => (
            <label key={filter} className={`lc-notification-drawer__filter-item${state.filter === filter ? ' is-active' : ''}`}>
              <input type="radio" name={filterName} checked={state.filter === filter} onChange={() => void list.setFilter(filter)} />
              {t(`notification.filter.${filter}`)}
            </label>
          ))}
        </div>
        <Button
          variant="text"
          disabled={!counts || counts.all === 0 || marking}
          onClick={() => {
            setMarking(true);
            void list.markAllRead().finally(() => setMarking(false));
          }}
        >
          {t('notification.markAllRead')}
        </Button>
      </div>
      <Tabs
        label={t('notification.typeTabs')}
        className="lc-notification-drawer__tabs"
        items={MESSAGE_TYPES.map((type) => {
          const n = counts?.[type] ?? 0;
          return {
            key: type,
            label: (
              <>
                {t(`notification.type.${type}`)}
                {n > 0 && (
                  <>
                    <span className="lc-notification-drawer__count" aria-hidden="true">{n > 99 ? '99+' : n}</span>
                    <span className="lc-visually-hidden"> {t('shell.unreadN', { n })}</span>
                  </>
                )}
              </>
            ),
          };
        })}
        value={state.type}
        onChange={(type) => void list.setType(type)}
      >
        <ul
          ref={scroller}
          className="lc-notification-drawer__list"
          aria-label={t('notification.list')}
          aria-busy={state.loading}
          onScroll={() => {
            if (nearBottom()) void list.loadMore();
          }}
        >
          {state.rows.map((message) => (
            <li key={message.id} className="lc-notification-drawer__item">
              <button
                type="button"
                className={`lc-notification-drawer__row${message.read_status === 0 ? ' is-unread' : ''}`}
                onClick={() => onOpen(message)}
              >
                <span className="lc-notification-drawer__title">
                  {message.read_status === 0 && (
                    <span className="lc-notification-drawer__dot" role="img" aria-label={t('notification.filter.unread')} />
                  )}
                  {message.title}
                </span>
                {message.subtitle && <span className="lc-notification-drawer__subtitle">{message.subtitle}</span>}
                <time className="lc-notification-drawer__time" dateTime={new Date(message.created_at * 1000).toISOString()}>
                  {formatDateTime(message.created_at)}
                </time>
              </button>
            </li>
          ))}
          <li className="lc-notification-drawer__status" aria-live="polite">
            {state.loading ? (
              t('common.loading')
            ) : state.error ? (
              <>
                {state.error}{' '}
                <Button variant="text" onClick={() => void list.load()}>{t('common.retry')}</Button>
              </>
            ) : state.rows.length === 0 ? (
              t('notification.empty')
            ) : state.ended ? (
              t('notification.end')
            ) : null}
          </li>
        </ul>
      </Tabs>
    </div>
  );
}

function MessageDialog({ message, list, t, container, onClose }: { message: NotificationMessage; list: MessageList; t: Translate; container?: Element | DocumentFragment; onClose: () => void }) {
  const [busy, setBusy] = useState(false);
  return (
    <Dialog
      open
      title={message.title}
      width={480}
      onClose={onClose}
      container={container}
      className="lc-notification-message"
      footer={
        <Button
          variant="primary"
          data-autofocus
          loading={busy}
          onClick={async () => {
            // spec §2: 'I have read' marks the message read; one already read just closes
            if (message.read_status === 0) {
              setBusy(true);
              const done = await list.markRead(message.id);
              setBusy(false);
              if (!done) return;
            }
            onClose();
          }}
        >
          {t('notification.iHaveRead')}
        </Button>
      }
    >
      <p className="lc-notification-message__meta">
        {t(`notification.type.${message.msg_type}`)} · {formatDateTime(message.created_at)}
      </p>
      {message.subtitle && <p className="lc-notification-message__subtitle">{message.subtitle}</p>}
      {message.content && <p className="lc-notification-message__content">{message.content}</p>}
    </Dialog>
  );
}
