import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { $unreadCounts, loadUnreadCounts, startUnreadRefresh } from '@shared/notifications/unread-store.ts';

/**
 * The unread total from the one store every notification bell shows: a message read in the bell or its
 * list, all read, or one the server announces changes this figure at once, without a reload. undefined until the
 * store has its first answer. Loading is single flight, and the refresh is shared with the bells.
 */
export function useUnreadTotal(): number | undefined {
  const counts = useStore($unreadCounts);
  useEffect(() => {
    void loadUnreadCounts();
    return startUnreadRefresh();
  }, []);
  return counts?.all;
}
