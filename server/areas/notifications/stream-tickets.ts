/**
 * Tickets for the notification event stream (docs/decisions.md "Notification centre"). EventSource cannot send an
 * Authorization header, and an access token in a URL ends up in logs, proxies and browser history; so a signed-in
 * call trades its token for a ticket that opens one stream, once, within `TICKET_TTL_SECONDS`. The ticket maps to
 * the access token in this process's memory only (the stream re-checks that token's session while it is open);
 * only the ticket's sha256 hash is kept, as for tokens.
 */
import { newTokenId, sha256 } from '@server/security/tokens.ts';
import { seconds, type Clock } from '@server/db/context.ts';

export const TICKET_TTL_SECONDS = 60;
/** tickets held at most; the oldest go first (a client that asks and never connects cannot grow the map) */
export const MAX_TICKETS = 10_000;

export type StreamTicket = { ticket: string; exp: number };

export function createStreamTickets(now: Clock) {
  const held = new Map<string, { accessToken: string; exp: number }>();

  const prune = (at: number) => {
    for (const [hash, entry] of held) if (entry.exp <= at) held.delete(hash);
    while (held.size >= MAX_TICKETS) {
      const oldest = held.keys().next().value;
      if (oldest === undefined) break;
      held.delete(oldest);
    }
  };

  return {
    /** A new ticket for the access token of a signed-in call. */
    issue(accessToken: string): StreamTicket {
      const at = seconds(now);
      prune(at);
      const ticket = newTokenId();
      const exp = at + TICKET_TTL_SECONDS;
      held.set(sha256(ticket), { accessToken, exp });
      return { ticket, exp };
    },

    /** The access token a ticket was issued for; the ticket is spent either way. Undefined: unknown, used or expired. */
    redeem(ticket: string): string | undefined {
      const hash = sha256(ticket);
      const entry = held.get(hash);
      held.delete(hash);
      if (!entry || entry.exp <= seconds(now)) return undefined;
      return entry.accessToken;
    },

    get size() {
      return held.size;
    },
  };
}

export type StreamTickets = ReturnType<typeof createStreamTickets>;
