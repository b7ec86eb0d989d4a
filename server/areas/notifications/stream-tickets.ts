/**
 * Tickets for the notification event stream (docs/decisions.md "Notification centre"). EventSource cannot send an
 * Authorization header, and an access token in a URL ends up in logs, proxies and browser history; so a signed-in
 * call trades its token for a ticket that opens one stream, once, within `TICKET_TTL_SECONDS`. Tickets live in the
 * database (migration-020.ts), so a ticket asked for through one instance opens a stream on another; only hashes
 * are kept, of the ticket and of the access token (the stream re-checks that token's session while it is open).
 */
import { newTokenId, sha256 } from '@server/security/tokens.ts';
import { seconds, type ServiceContext } from '@server/db/context.ts';

export const TICKET_TTL_SECONDS = 60;

export type StreamTicket = { ticket: string; exp: number };

export function createStreamTickets(ctx: ServiceContext) {
  const { db } = ctx;

  return {
    /** A new ticket for the access token of a signed-in call; tickets that expired go. */
    async issue(accessToken: string): Promise<StreamTicket> {
      const at = seconds(ctx.now);
      await db.deleteFrom('stream_tickets').where('exp', '<=', at).execute();
      const ticket = newTokenId();
      const exp = at + TICKET_TTL_SECONDS;
      await db.insertInto('stream_tickets').values({ hash: sha256(ticket), token_hash: sha256(accessToken), exp }).execute();
      return { ticket, exp };
    },

    /**
     * The hash of the access token a ticket was issued for; the ticket is spent either way (one DELETE: of two
     * instances redeeming it at once, one gets it). Undefined: unknown, used or expired.
     */
    async redeem(ticket: string): Promise<string | undefined> {
      const row = await db.deleteFrom('stream_tickets').where('hash', '=', sha256(ticket)).returning(['token_hash', 'exp']).executeTakeFirst();
      if (!row || row.exp <= seconds(ctx.now)) return undefined;
      return row.token_hash;
    },
  };
}
