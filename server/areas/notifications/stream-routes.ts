/**
 * The notification event stream (ours, beyond spec §7; docs/api.md, docs/decisions.md "Notification centre"):
 * server-sent events so that badges and lists change within a second of a new or read message.
 *
 * - POST `message_stream_ticket` (signed in) answers a single-use ticket valid for 60 s;
 * - GET `message_stream?ticket=` opens the stream: an `unread` event with the counts at once and after every change
 *   of the account's messages, a `message` event with each new message, a `material` event when one of the account's
 *   audio or video materials finished processing, a comment line every 25 s. The stream ends
 *   when the session that asked for the ticket ends (logout, revocation, expiry, a disabled account): checked after
 *   every successful POST anywhere (where sessions end) and at each heartbeat.
 */
import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { SHELL } from '@shared/menu/modules.ts';
import { NOTIFICATION_PATHS, STREAM_EVENTS, type NotificationMessage } from '@shared/notifications/contract.ts';
import { fail } from '@server/errors.ts';
import { ok } from '@server/http/answers.ts';
import { queryOf } from '@server/http/schemas.ts';
import { answers, dataAnswer, fileAnswer } from '@server/http/answer-schemas.ts';
import { Type } from '@shared/api/schema.ts';
import { StreamTicket } from '@shared/notifications/types.ts';
import { inModule, sessionOf, tokenFromAuthorization } from '@server/http/session-plugin.ts';
import type { Services } from '@server/services.ts';
import { createStreamTickets } from './stream-tickets.ts';

/** a comment line this often keeps proxies and browsers from dropping an idle stream */
const HEARTBEAT_MS = 25_000;
/** the browser's reconnection delay; our client opens a new stream with a new ticket instead */
const RETRY_MS = 60_000;
/** a client that stops reading is dropped rather than buffered for */
const MAX_BUFFERED_BYTES = 1 << 20;

type OpenStream = {
  mainId: number;
  /** sha256 of the access token the ticket was issued for: the stream lives while its session does */
  tokenHash: string;
  out: PassThrough;
  heartbeat: ReturnType<typeof setInterval>;
  /** writes happen in the order the changes came */
  queue: Promise<void>;
  closed: boolean;
};

function eventText(name: string, data: unknown): string {
  return `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;
}

export function registerNotificationStreamRoutes(server: FastifyInstance, services: Services): void {
  const app = server.withTypeProvider<TypeBoxTypeProvider>();
  const { notifications, sessions } = services;
  const tickets = createStreamTickets(services.ctx);
  const open = new Set<OpenStream>();

  const close = (stream: OpenStream) => {
    if (stream.closed) return;
    stream.closed = true;
    open.delete(stream);
    clearInterval(stream.heartbeat);
    stream.out.end();
  };

  const write = (stream: OpenStream, text: string) => {
    if (stream.closed) return;
    if (stream.out.writableLength > MAX_BUFFERED_BYTES) close(stream);
    else stream.out.write(text);
  };

  /** The new message (if any), then the counts. */
  const sendCounts = async (stream: OpenStream, message?: Promise<NotificationMessage | undefined>) => {
    if (stream.closed) return;
    const created = await message;
    if (created) write(stream, eventText(STREAM_EVENTS.message, created));
    write(stream, eventText(STREAM_EVENTS.unread, await notifications.countsOf(stream.mainId)));
  };

  const enqueue = (stream: OpenStream, work: () => Promise<void>) => {
    stream.queue = stream.queue.then(work).catch((error: unknown) => {
      app.log.warn({ err: error }, 'notification stream: could not send');
      close(stream);
    });
  };

  // a change made on any instance (server/db/events.ts); a new message is read once for all the account's streams
  const stopChanges = notifications.onChange((change) => {
    const streams = [...open].filter((stream) => stream.mainId === change.userId);
    if (streams.length === 0) return;
    const message = change.messageId === undefined ? undefined : notifications.messageOf(change.userId, change.messageId);
    // a failed read is each stream's to handle (enqueue closes it); this keeps it from being an unhandled rejection
    message?.catch(() => undefined);
    for (const stream of streams) enqueue(stream, () => sendCounts(stream, message));
  });

  // a material of the account finished processing (on any instance): the screens showing it reload the row
  const stopMaterials = services.materials.processing.onProcessed(({ ownerId, ...processed }) => {
    for (const stream of open) if (stream.mainId === ownerId) enqueue(stream, async () => write(stream, eventText(STREAM_EVENTS.material, processed)));
  });

  /** Ends a stream whose session no longer works. */
  const check = async (stream: OpenStream) => {
    try {
      const session = await sessions.authenticateHash(stream.tokenHash);
      if (session.main.id !== stream.mainId) close(stream);
    } catch {
      close(stream);
    }
  };

  // Sessions end through POST calls (logout, disabling a staff account, a replayed refresh token): after each
  // successful one, every open stream checks its session. Checks never overlap; one asked for meanwhile runs after.
  let checking: Promise<void> | undefined;
  let checkAgain = false;
  const checkAll = () => {
    if (checking) {
      checkAgain = true;
      return;
    }
    checking = (async () => {
      do {
        checkAgain = false;
        await Promise.all([...open].map(check));
      } while (checkAgain);
    })().finally(() => {
      checking = undefined;
    });
  };
  app.addHook('onResponse', async (request, reply) => {
    if (open.size > 0 && request.method === 'POST' && reply.statusCode < 400) checkAll();
  });
  // open streams would keep the server from closing
  app.addHook('preClose', async () => {
    for (const stream of open) close(stream);
  });
  app.addHook('onClose', async () => {
    stopChanges();
    stopMaterials();
    await checking;
  });

  app.post(NOTIFICATION_PATHS.streamTicket, { config: inModule(SHELL), schema: { querystring: queryOf({}), response: answers(dataAnswer(StreamTicket)) } }, async (request) => {
    sessionOf(request);
    const accessToken = tokenFromAuthorization(request.headers.authorization);
    if (!accessToken) throw fail.invalidSession();
    return ok(await tickets.issue(accessToken));
  });

  app.get(
    NOTIFICATION_PATHS.stream,
    {
      // the ticket stands in for the Authorization header that EventSource cannot send
      config: { public: true },
      schema: { querystring: queryOf({ ticket: Type.String({ minLength: 1, maxLength: 128 }) }), response: answers(fileAnswer('text/event-stream')) },
    },
    async (request, reply) => {
      const tokenHash = await tickets.redeem(request.query.ticket);
      if (!tokenHash) throw fail.invalidSession();
      const session = await sessions.authenticateHash(tokenHash);
      const stream: OpenStream = {
        mainId: session.main.id,
        tokenHash,
        out: new PassThrough(),
        heartbeat: setInterval(() => {
          write(stream, ': heartbeat\n\n');
          void check(stream);
        }, HEARTBEAT_MS),
        queue: Promise.resolve(),
        closed: false,
      };
      open.add(stream);
      // the client went away (or the response ended)
      reply.raw.on('close', () => close(stream));
      write(stream, `retry: ${RETRY_MS}\n: connected\n\n`);
      enqueue(stream, () => sendCounts(stream));
      return reply
        .header('Content-Type', 'text/event-stream; charset=utf-8')
        .header('Cache-Control', 'no-store')
        .header('X-Accel-Buffering', 'no')
        .send(stream.out);
    },
  );
}
