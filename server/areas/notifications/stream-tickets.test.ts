import { describe, expect, it } from 'vitest';
import { createStreamTickets, MAX_TICKETS, TICKET_TTL_SECONDS } from './stream-tickets.ts';

describe('stream tickets', () => {
  it('opens once: the second redeem of a ticket finds nothing', () => {
    const tickets = createStreamTickets(() => 1_000_000);
    const { ticket, exp } = tickets.issue('access-1');
    expect(exp).toBe(1000 + TICKET_TTL_SECONDS);
    expect(tickets.redeem(ticket)).toBe('access-1');
    expect(tickets.redeem(ticket)).toBeUndefined();
    expect(tickets.redeem('access-1')).toBeUndefined();
  });

  it(`expires after ${TICKET_TTL_SECONDS} s, and expired tickets are dropped`, () => {
    let now = 1_000_000;
    const tickets = createStreamTickets(() => now);
    const early = tickets.issue('a');
    const late = tickets.issue('b');
    now += (TICKET_TTL_SECONDS - 1) * 1000;
    expect(tickets.redeem(late.ticket)).toBe('b');
    now += 1000;
    expect(tickets.redeem(early.ticket)).toBeUndefined();
    tickets.issue('c');
    expect(tickets.size).toBe(1);
  });

  it(`holds at most ${MAX_TICKETS}, dropping the oldest`, () => {
    const tickets = createStreamTickets(() => 1_000_000);
    const first = tickets.issue('first');
    for (let i = 0; i < MAX_TICKETS; i++) tickets.issue(`t${i}`);
    expect(tickets.size).toBe(MAX_TICKETS);
    expect(tickets.redeem(first.ticket)).toBeUndefined();
  });
});
