/**
 * Listeners of the account's event stream (unread-store.ts opens it) for events beyond the notification centre's
 * own: another area hears its events (`material`) without knowing how the stream is opened, shared or reopened.
 */
export type StreamListener = (data: string) => void;

const listeners = new Map<string, Set<StreamListener>>();

type Attached = { source: EventTarget; names: Set<string>; open: () => boolean };
const attached = new Set<Attached>();

function attach(entry: Attached, name: string): void {
  if (entry.names.has(name)) return;
  entry.names.add(name);
  entry.source.addEventListener(name, (event) => {
    if (!entry.open()) return;
    const data = (event as MessageEvent<string>).data;
    for (const listener of [...(listeners.get(name) ?? [])]) listener(data);
  });
}

/** Calls `listener` with the data of every `name` event of the account's stream; returns the stop function. */
export function listenToStream(name: string, listener: StreamListener): () => void {
  const set = listeners.get(name) ?? new Set<StreamListener>();
  listeners.set(name, set);
  set.add(listener);
  for (const entry of attached) attach(entry, name);
  return () => {
    set.delete(listener);
  };
}

/** Hands the listened-to events of a newly opened stream to their listeners while `open()`; returns the detach function. */
export function attachStreamListeners(source: EventTarget, open: () => boolean): () => void {
  const entry: Attached = { source, names: new Set(), open };
  attached.add(entry);
  for (const name of listeners.keys()) attach(entry, name);
  return () => {
    attached.delete(entry);
  };
}
