import { afterAll, describe, expect, it } from 'vitest';
import { NOTIFICATION_PATHS, type StreamTicket } from '@shared/notifications/contract.ts';
import type { MaterialProcessed } from '@shared/materials/types.ts';
import { PROCESSING_STATUS } from '@shared/upload/status.ts';
import { openEventStream, type EventStreamReader } from '@server/test-support/event-stream.ts';
import { call } from '@server/test-support/http.ts';
import { wav } from '@server/test-support/media-files.ts';
import { uploadMedia } from '@server/areas/materials/test-support.ts';
import { useNotificationServer } from './test-support.ts';

const demo = useNotificationServer();

describe('the account stream tells of materials that finished processing', () => {
  const streams: EventStreamReader[] = [];
  afterAll(() => {
    for (const stream of streams) stream.close();
  });

  const connect = async (token: string) => {
    const ticket = (await call<StreamTicket>(demo.server.baseUrl, 'POST', NOTIFICATION_PATHS.streamTicket, { token })).body.data!;
    const url = `${demo.server.baseUrl}${NOTIFICATION_PATHS.stream}?ticket=${encodeURIComponent(ticket.ticket)}&app=lectern&appid=web&u=0`;
    const stream = await openEventStream(url);
    streams.push(stream);
    expect(stream.status).toBe(200);
    await stream.nextNamed('unread');
    return stream;
  };

  it('sends a `material` event with the id, kind and status to the owner and nobody else', async () => {
    const owner = await demo.freshAccount();
    const other = await demo.freshAccount();
    const ownerStream = await connect(owner.token.id);
    const otherStream = await connect(other.token.id);

    const status = await uploadMedia(demo.server.baseUrl, owner.token.id, 'audio', '朗读.wav', wav(1));
    expect(status.status).toBe(PROCESSING_STATUS.processed);
    const event = await ownerStream.nextNamed('material');
    expect(JSON.parse(event.data) as MaterialProcessed).toEqual({ id: status.material_id, kind: 'audio', status: PROCESSING_STATUS.processed });

    // the other teacher hears of their own material first, never of the owner's
    const theirs = await uploadMedia(demo.server.baseUrl, other.token.id, 'audio', '别人的.wav', wav(1));
    const first = await otherStream.nextNamed('material');
    expect((JSON.parse(first.data) as MaterialProcessed).id).toBe(theirs.material_id);
  });

  it("reaches a staff account's stream for its main account's materials", async () => {
    const staffStream = await connect(demo.staff.token.id);
    const status = await uploadMedia(demo.server.baseUrl, demo.teacher.token.id, 'audio', '主账号的.wav', wav(1));
    const event = await staffStream.nextNamed('material');
    expect((JSON.parse(event.data) as MaterialProcessed).id).toBe(status.material_id);
  });
});
