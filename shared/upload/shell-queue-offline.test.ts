import { describe, expect, it } from 'vitest';
import { UPLOAD_STATUS } from './status.ts';
import { CATEGORY, file, flush, items, statuses, useShellQueueFakes } from './testing/shell-queue-harness.ts';

const { pending, uploading, uploaded } = UPLOAD_STATUS;
const fakes = useShellQueueFakes();
const { attached, setOnline } = fakes;

describe('the shell-wide upload queue', () => {
  it('pauses while offline without spending retries, and goes on when the network is back', async () => {
    const queue = await attached();
    await queue.add([file('a.mp4'), file('b.mp4'), file('c.mp4')], CATEGORY);
    for (let round = 0; round < 3; round++) {
      setOnline(false);
      await flush();
      expect(queue.$state.get().offline).toBe(true);
      expect(statuses(queue)).toEqual({ 'a.mp4': pending, 'b.mp4': pending, 'c.mp4': pending });
      expect(fakes.transport.live).toHaveLength(0);
      setOnline(true);
      await flush();
      expect(statuses(queue)).toEqual({ 'a.mp4': uploading, 'b.mp4': uploading, 'c.mp4': pending });
    }
    expect(items(queue).map((entry) => entry.retries)).toEqual([0, 0, 0]);
    expect(fakes.transport.calls.every((call) => !call.job.signal.aborted)).toBe(true); // paused, not dropped
    fakes.transport.finish(fakes.transport.running('a.mp4'));
    await flush();
    expect(statuses(queue)).toEqual({ 'a.mp4': uploaded, 'b.mp4': uploading, 'c.mp4': uploading });
  });

  it('starts nothing while the browser says it is offline', async () => {
    fakes.online = false;
    const queue = await attached();
    await queue.add([file('a.mp4')], CATEGORY);
    expect(fakes.transport.calls).toHaveLength(0);
    expect(queue.$state.get().offline).toBe(true);
  });
});
