import { STREAM_EVENTS } from '@shared/notifications/contract.ts';
import { listenToStream } from '@shared/notifications/stream-listeners.ts';
import { startUnreadRefresh } from '@shared/notifications/unread-store.ts';
import { PROCESSING_STATUS } from '@shared/upload/status.ts';
import type { MaterialProcessed } from './types.ts';

function processedOf(data: string): MaterialProcessed | undefined {
  try {
    const value = JSON.parse(data) as Partial<MaterialProcessed> | null;
    if (typeof value?.id !== 'number' || (value.kind !== 'audio' && value.kind !== 'video')) return undefined;
    if (value.status !== PROCESSING_STATUS.processed && value.status !== PROCESSING_STATUS.failed) return undefined;
    return { id: value.id, kind: value.kind, status: value.status };
  } catch {
    return undefined;
  }
}

/**
 * Calls `listener` when an audio or video of the account finishes processing (the server's `material` event):
 * the upload notice promises that the row updates by itself once transcoding completes. Keeps the account's event
 * stream open meanwhile (shared with the notification bells, with their fallback that reopens it); returns the
 * stop function.
 */
export function onMaterialProcessed(listener: (processed: MaterialProcessed) => void): () => void {
  const stopStream = startUnreadRefresh();
  const stopListening = listenToStream(STREAM_EVENTS.material, (data) => {
    const processed = processedOf(data);
    if (processed) listener(processed);
  });
  return () => {
    stopListening();
    stopStream();
  };
}
