import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@shared/api/errors.ts';
import { $materialsAdded } from '@shared/materials/changes.ts';
import { SHELL_RETRY_DELAY_MS, VIDEO_STATUS_POLL_MS } from './shell-items.ts';
import type { RoundItem } from './shell-queue.ts';
import { PROCESSING_STATUS, UPLOAD_STATUS } from './status.ts';
import { CATEGORY, file, flush, item, useShellQueueFakes } from './testing/shell-queue-harness.ts';

const { uploaded, done } = UPLOAD_STATUS;
const fakes = useShellQueueFakes();
const { attached } = fakes;

describe('the shell-wide upload queue', () => {
  it('after the bytes are in, asks the status at once and then every 120 s until it says processed (spec §4)', async () => {
    vi.useFakeTimers();
    const queue = await attached();
    const rounds: RoundItem[][] = [];
    fakes.detachers.push(queue.onRound((round) => rounds.push(round)));
    await queue.add([file('课.mp4', 30)], CATEGORY);
    fakes.transport.finish(fakes.transport.running('课.mp4'), 'vid-1');
    await flush();
    expect(item(queue, '课.mp4')).toMatchObject({ status: uploaded, process: 100, video_id: 'vid-1', materialId: 501 });
    expect(item(queue, '课.mp4').video).toBeUndefined();
    expect(rounds).toEqual([[{ id: 501, file_name: '课.mp4', size: 30, type: 'video', video_id: 'vid-1' }]]);
    expect($materialsAdded.get()?.kind).toBe('video');

    await vi.advanceTimersByTimeAsync(VIDEO_STATUS_POLL_MS - 1);
    expect(fakes.transport.statusCalls).toEqual(['vid-1']);
    await vi.advanceTimersByTimeAsync(1);
    expect(fakes.transport.statusCalls).toEqual(['vid-1', 'vid-1']);
    expect(item(queue, '课.mp4').status).toBe(uploaded);
    fakes.transport.statuses.set('vid-1', PROCESSING_STATUS.processed);
    await vi.advanceTimersByTimeAsync(VIDEO_STATUS_POLL_MS);
    expect(item(queue, '课.mp4').status).toBe(done);
    await vi.advanceTimersByTimeAsync(VIDEO_STATUS_POLL_MS * 3);
    expect(fakes.transport.statusCalls).toHaveLength(3);
    expect(rounds).toHaveLength(1);
  });

  it('reports a round once nothing waits or uploads, to the uploader the files came from', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const queue = await attached();
    const heard: string[] = [];
    fakes.detachers.push(queue.onRound(() => heard.push('first')));
    fakes.detachers.push(queue.onRound(() => heard.push('second'), 'second'));
    await queue.add([file('a.wav'), file('b.wav'), file('c.wav')], CATEGORY, 'second');
    fakes.transport.finish(fakes.transport.running('a.wav'));
    await flush();
    fakes.transport.fail(fakes.transport.running('b.wav'), new ApiError('fail', -1, 'x'));
    await flush();
    fakes.transport.finish(fakes.transport.running('c.wav'));
    await flush();
    expect(heard).toEqual([]); // b.wav is to be retried
    await vi.advanceTimersByTimeAsync(SHELL_RETRY_DELAY_MS);
    fakes.transport.finish(fakes.transport.running('b.wav'));
    await flush();
    expect(heard).toEqual(['second']);
  });
});
