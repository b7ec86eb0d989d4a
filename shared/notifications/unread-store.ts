import { atom, onMount } from 'nanostores';
import { fetchUnreadCounts, type UnreadCounts } from '../api/notifications.ts';
import { $hasSession, $user } from '../session/session.ts';

export type { UnreadCounts } from '../api/notifications.ts';

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

let users = 0;
let stopListening: (() => void) | undefined;

/**
 * Keeps `$unreadCounts` fresh while someone shows it: reloads when the window regains focus or the page
 * becomes visible again, and every `UNREAD_REFRESH_MS` while the page is visible. Reference-counted: any
 * number of bells share one timer and one set of listeners; the stop function of the last one removes them.
 * Each stop function acts once. It does not load at once: a bell loads on mount (`loadUnreadCounts`).
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
  // (re)started after each refresh from an event, so that the next tick comes a full period later
  const startTimer = () => {
    stopTimer();
    if (visible()) timer = setInterval(() => void loadUnreadCounts(), UNREAD_REFRESH_MS);
  };
  const refresh = () => {
    if (!visible()) return;
    void loadUnreadCounts();
    startTimer();
  };
  const onVisibility = () => (visible() ? refresh() : stopTimer());

  win?.addEventListener('focus', refresh);
  doc?.addEventListener('visibilitychange', onVisibility);
  startTimer();
  return () => {
    win?.removeEventListener('focus', refresh);
    doc?.removeEventListener('visibilitychange', onVisibility);
    stopTimer();
  };
}
