import { atom, onMount } from 'nanostores';
import { fetchStreamTicket, fetchUnreadCounts, messageStreamUrl } from './client.ts';
import { STREAM_EVENTS, type NotificationMessage, type UnreadCounts } from './contract.ts';
import { $hasSession, $user } from '@shared/session/session.ts';
import { attachStreamListeners } from './stream-listeners.ts';

export type { UnreadCounts } from './contract.ts';

/** spec §2 "Main layout": the notification entry's unread counts are refreshed every minute while the page is visible */
export const UNREAD_REFRESH_MS = 60_000;

/**
 * The unread counts of the signed-in user (spec §3 "Unread counts", §7 unread_message_count), one per page:
 * every notification bell on the page (console navbar, `<lectern-notification-bell>` elements) reads this atom.
 * undefined until the first answer, and again once the user changes or signs out.
 */
export const $unreadCounts = atom<UnreadCounts | undefined>(undefined);

let inFlight: Promise<UnreadCounts | undefined> | undefined;
/** bumped when the user changes: answers asked for before belong to someone else */
let generation = 0;

// Another user's counts must not stay on screen after a sign-out or a switch of account, and a user who
// arrives (a sign-in in another tab) gets their own at once, not the answer of a request made before.
onMount($unreadCounts, () =>
  $user.listen((user, previous) => {
    if (user?.id === previous?.id) return;
    generation += 1;
    inFlight = undefined;
    $unreadCounts.set(undefined);
    if (user) void loadUnreadCounts();
  }),
);

/**
 * Asks the server for the unread counts and stores them. Single flight: calls made while a request is
 * under way share it. A failure (already reported by the API client's error catalogue) keeps the last
 * value; the promise always resolves, with the value held afterwards.
 * Without any session there is nothing to ask: the client would otherwise end the (absent) session and
 * reload the page, which on a legacy page that embeds a bell would reload it again and again.
 */
export function loadUnreadCounts(): Promise<UnreadCounts | undefined> {
  if (inFlight) return inFlight;
  if (!$hasSession.get()) return Promise.resolve($unreadCounts.get());
  const asked = generation;
  const request = fetchUnreadCounts().then(
    (counts) => {
      // an answer for a user who has since signed out or been replaced is dropped
      if (generation === asked) $unreadCounts.set(counts);
    },
    () => undefined,
  );
  const flight = request.then(() => {
    if (inFlight === flight) inFlight = undefined;
    return $unreadCounts.get();
  });
  inFlight = flight;
  return flight;
}

/**
 * Loads the counts afresh after an action that changed them (read, read all): a request already under way may
 * have been answered before the change, so it is waited for and a new one is made ("counts never drift").
 */
export async function reloadUnreadCounts(): Promise<UnreadCounts | undefined> {
  if (inFlight) await inFlight;
  return loadUnreadCounts();
}

/**
 * The newest message the event stream announced (beyond the spec: a list on screen shows it at once).
 * Each announcement is a new object, so listeners hear every one.
 */
export const $pushedMessage = atom<NotificationMessage | undefined>(undefined);

type LiveStream = { close(): void; readonly live: boolean };
let stream: LiveStream | undefined;

/**
 * Opens the server's event stream (docs/decisions.md "Notification centre"): a ticket from a signed-in call, then
 * an EventSource whose `unread` events set the counts, whose `message` events set `$pushedMessage` and whose other
 * events go to their listeners (stream-listeners.ts). On any error
 * the stream is closed (the browser would retry with a spent ticket); the polling takes over, and its next tick
 * loads the counts and opens a new stream.
 * Nothing happens where the browser has no EventSource, without a session, offline, or while a stream is open or
 * opening.
 */
function openStream(): void {
  if (stream || typeof globalThis.EventSource !== 'function' || !$hasSession.get()) return;
  // offline, a ticket request would only add to the client's count of network errors (spec §8)
  if (globalThis.navigator?.onLine === false) return;
  // closed when the user changes (see listen), so nothing of it reaches the next user
  let source: EventSource | undefined;
  let detach: (() => void) | undefined;
  let closed = false;
  const mine: LiveStream = {
    close() {
      closed = true;
      source?.close();
      detach?.();
      if (stream === mine) stream = undefined;
    },
    get live() {
      return source?.readyState === 1;
    },
  };
  stream = mine;
  fetchStreamTicket().then(
    ({ ticket }) => {
      if (closed) return;
      source = new EventSource(messageStreamUrl(ticket));
      // other areas' events (stream-listeners.ts)
      detach = attachStreamListeners(source, () => !closed);
      source.addEventListener(STREAM_EVENTS.unread, (event) => {
        if (!closed) $unreadCounts.set(JSON.parse((event as MessageEvent<string>).data) as UnreadCounts);
      });
      source.addEventListener(STREAM_EVENTS.message, (event) => {
        if (!closed) $pushedMessage.set(JSON.parse((event as MessageEvent<string>).data) as NotificationMessage);
      });
      // A dropped connection or a stream the server ended (logout, expiry): back to polling, whose next tick
      // loads the counts and opens a new stream. Not at once: after this tab's own logout the stream ends while
      // the session is still being cleared, and a count request then would ask 'confirm logout' for nothing.
      source.onerror = () => mine.close();
    },
    // the API client has reported the failure; the next refresh tries again
    () => mine.close(),
  );
}

function closeStream(): void {
  stream?.close();
}

let users = 0;
let stopListening: (() => void) | undefined;

/**
 * Keeps `$unreadCounts` fresh while someone shows it: the server's event stream where the browser has EventSource,
 * and besides it reloads when the window regains focus or the page becomes visible again, and every
 * `UNREAD_REFRESH_MS` while the page is visible and no stream is live (which also reopens a failed stream).
 * Reference-counted: any number of bells share one stream, one timer and one set of listeners; the stop function
 * of the last one removes them. Each stop function acts once. It does not load at once: a bell loads on mount
 * (`loadUnreadCounts`).
 */
export function startUnreadRefresh(): () => void {
  users += 1;
  if (users === 1) stopListening = listen();
  let stopped = false;
  return () => {
    if (stopped) return;
    stopped = true;
    users -= 1;
    if (users === 0) {
      stopListening?.();
      stopListening = undefined;
    }
  };
}

function listen(): () => void {
  const win: EventTarget | undefined = globalThis.window;
  const doc: Document | undefined = globalThis.document;
  const visible = () => doc?.visibilityState !== 'hidden';
  let timer: ReturnType<typeof setInterval> | undefined;

  const stopTimer = () => {
    if (timer !== undefined) clearInterval(timer);
    timer = undefined;
  };
  const tick = () => {
    if (stream?.live) return;
    void loadUnreadCounts();
    openStream();
  };
  // (re)started after each refresh from an event, so that the next tick comes a full period later
  const startTimer = () => {
    stopTimer();
    if (visible()) timer = setInterval(tick, UNREAD_REFRESH_MS);
  };
  const refresh = () => {
    if (!visible()) return;
    void loadUnreadCounts();
    openStream();
    startTimer();
  };
  const onVisibility = () => (visible() ? refresh() : stopTimer());
  // another user's stream must not go on: close it, and open one for whoever signed in
  const stopUser = $user.listen((user, previous) => {
    if (user?.id === previous?.id) return;
    closeStream();
    if (user) openStream();
  });

  win?.addEventListener('focus', refresh);
  doc?.addEventListener('visibilitychange', onVisibility);
  startTimer();
  openStream();
  return () => {
    win?.removeEventListener('focus', refresh);
    doc?.removeEventListener('visibilitychange', onVisibility);
    stopUser();
    stopTimer();
    closeStream();
  };
}
