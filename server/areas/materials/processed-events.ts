/**
 * The end of a material's processing, told to every instance (server/db/events.ts), so that the account's event
 * stream (notifications/stream-routes.ts) can tell the screens showing the row: the spec's upload notice promises
 * that the status updates by itself once transcoding completes.
 */
import type { MaterialProcessed } from '@shared/materials/types.ts';
import { PROCESSING_STATUS } from '@shared/upload/status.ts';
import type { Events } from '@server/db/events.ts';

/** the events channel of finished processing */
const PROCESSED_CHANNEL = 'materials_processed';

export type ProcessedChange = MaterialProcessed & { ownerId: number };

const isId = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

/** A change as published, or undefined for anything else on the channel. */
function changeOf(payload: unknown): ProcessedChange | undefined {
  if (typeof payload !== 'object' || payload === null) return undefined;
  const { ownerId, id, kind, status } = payload as Record<string, unknown>;
  if (!isId(ownerId) || !isId(id) || (kind !== 'audio' && kind !== 'video')) return undefined;
  if (status !== PROCESSING_STATUS.processed && status !== PROCESSING_STATUS.failed) return undefined;
  return { ownerId, id, kind, status };
}

export function announceProcessed(events: Events, change: ProcessedChange): Promise<void> {
  return events.publish(PROCESSED_CHANNEL, change);
}

/** Calls `listener` with every material whose processing ended, on any instance; returns the unsubscribe function. */
export function onProcessed(events: Events, listener: (change: ProcessedChange) => void): () => void {
  return events.subscribe(PROCESSED_CHANNEL, (payload) => {
    const change = changeOf(payload);
    if (change) listener(change);
  });
}
