/**
 * The events seam's types and its in-process form (events.ts chooses; postgres-events.ts is the other form).
 */
import type { Db } from './database.ts';

export type EventListener = (payload: unknown) => void;

export type EventLog = {
  warn(object: object, message: string): void;
  info(message: string): void;
};

export type Events = {
  /**
   * Sends `payload` (JSON) to every subscriber of `channel` on every instance. `conn` may be a transaction: on
   * PostgreSQL the event is then delivered only if it commits.
   */
  publish(channel: string, payload: unknown, conn?: Db): Promise<void>;
  /** Calls `listener` with every payload published on `channel`; returns the unsubscribe function. */
  subscribe(channel: string, listener: EventListener): () => void;
  /** Resolves once what was subscribed to so far is heard (on PostgreSQL: LISTENed); rejects if it cannot be. */
  ready(): Promise<void>;
  /** Stops listening (the app's close). */
  close(): Promise<void>;
};

/** PostgreSQL's limit for a notification's payload */
const MAX_PAYLOAD_BYTES = 8000;

const CHANNEL = /^[a-z][a-z0-9_]{0,62}$/;

/** A channel is a lowercase identifier (PostgreSQL names its LISTEN channels so). */
export function checkChannel(channel: string): void {
  if (!CHANNEL.test(channel)) throw new Error(`event channel must be a lowercase identifier: ${channel}`);
}

/** The payload as text, refused when it would not fit a notification. */
export function payloadText(payload: unknown): string {
  const text = JSON.stringify(payload);
  if (Buffer.byteLength(text) > MAX_PAYLOAD_BYTES) throw new Error(`event payload over ${MAX_PAYLOAD_BYTES} bytes`);
  return text;
}

/** Calls every listener with the payload; one that throws is logged and does not stop the others. */
export function deliver(listeners: Iterable<EventListener>, channel: string, payload: unknown, log: EventLog): void {
  for (const listener of [...listeners]) {
    try {
      listener(payload);
    } catch (error) {
      log.warn({ err: error, channel }, 'event listener failed');
    }
  }
}

/** In one process: what is published is heard right after, by this process only. */
export function createLocalEvents(log: EventLog): Events {
  const listeners = new Map<string, Set<EventListener>>();
  return {
    async publish(channel, payload) {
      checkChannel(channel);
      // the same JSON round trip as across instances, so that nothing depends on sharing an object
      const copy: unknown = JSON.parse(payloadText(payload));
      deliver(listeners.get(channel) ?? [], channel, copy, log);
    },
    subscribe(channel, listener) {
      checkChannel(channel);
      const set = listeners.get(channel) ?? new Set<EventListener>();
      listeners.set(channel, set);
      set.add(listener);
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(channel);
      };
    },
    ready: () => Promise.resolve(),
    close() {
      listeners.clear();
      return Promise.resolve();
    },
  };
}

