/**
 * What streaming software needs (/live/soft): the push server (LECTERN_RTMP_URL) and the session's stream
 * key, and a new key on demand — the old one stops working at once. Only these two calls answer a key; none is
 * ever written to the log (it travels in answers, never in an address).
 */
import type { LiveStream } from '@shared/live/types.ts';
import { seconds, type ServiceContext } from '@server/db/context.ts';
import type { Session } from '@server/http/session-types.ts';
import type { LiveSessions } from './sessions.ts';
import { newStreamKey } from './stream-keys.ts';

export type LiveOptions = {
  /** the platform's RTMP push server (LECTERN_RTMP_URL) */
  pushUrl: string;
};

export function createLiveStreams(ctx: ServiceContext, deps: { sessions: LiveSessions; options: LiveOptions }) {
  const { db } = ctx;

  async function stream(session: Session, id: number): Promise<LiveStream> {
    const row = await deps.sessions.owned(session, id);
    const [live] = await deps.sessions.toRecords(session, [row]);
    return { id: row.id, title: row.title, status: live!.status, mode: row.mode, push_url: deps.options.pushUrl, stream_key: row.stream_key };
  }

  return {
    stream,

    async resetKey(session: Session, id: number): Promise<LiveStream> {
      await deps.sessions.owned(session, id);
      await db.updateTable('live_sessions').set({ stream_key: newStreamKey(), updated_at: seconds(ctx.now) }).where('id', '=', id).execute();
      return stream(session, id);
    },
  };
}
