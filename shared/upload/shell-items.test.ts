import { describe, expect, it } from 'vitest';
import { failureOutcome, newShellItem, restoredItems, sortChosenFiles, SHELL_RETRY_DELAY_MS } from './shell-items.ts';
import { UPLOAD_STATUS } from './status.ts';

const CATEGORY = { id: 3, name: '第一单元' };
const file = (name: string, size = 10) => new File([new Uint8Array(size)], name);

describe('the items of the shell-wide queue', () => {
  it('sorts chosen files into the one a restored item asks for, duplicates by name and new items', () => {
    const waiting = { ...newShellItem('a', file('a.mp4', 40), CATEGORY, 1), video: undefined };
    const uploading = { ...newShellItem('b', file('b.mp4'), CATEGORY, 2), status: UPLOAD_STATUS.uploading };
    const again = file('a.mp4', 40);
    const sorted = sortChosenFiles([waiting, uploading], [again, file('a.mp4', 40), file('b.mp4'), file('c.wav'), file('c.wav')]);
    expect(sorted.asked).toEqual([{ item: waiting, file: again }]);
    expect(sorted.duplicates).toEqual(['a.mp4', 'b.mp4', 'c.wav']);
    expect(sorted.fresh.map((chosen) => chosen.name)).toEqual(['c.wav']);
  });

  it('restores stored items oldest first: a cut-off upload waits again, uploaded ones go without their file', () => {
    const stored = (id: string, status: (typeof UPLOAD_STATUS)[keyof typeof UPLOAD_STATUS], addedAt: number) => {
      const { video: _file, ...item } = { ...newShellItem(id, file(`${id}.mp4`), CATEGORY, addedAt), status };
      return { item: { ...item, owner: 1 }, file: file(`${id}.mp4`) };
    };
    const items = restoredItems([stored('c', UPLOAD_STATUS.uploaded, 3), stored('a', UPLOAD_STATUS.uploading, 1), stored('b', UPLOAD_STATUS.failed, 2)]);
    expect(items.map(({ id, status, video }) => [id, status, Boolean(video)])).toEqual([
      ['a', UPLOAD_STATUS.pending, true],
      ['b', UPLOAD_STATUS.failed, true],
      ['c', UPLOAD_STATUS.uploaded, false],
    ]);
  });

  it('leads a failure to a pause, storage full, a retry after 1 s and 2 s, then failed (spec §4, §9)', () => {
    const failure = { message: '网络异常', restart: false, paused: false, retries: 0 };
    expect(failureOutcome({ ...failure, paused: true })).toEqual({ kind: 'paused' });
    expect(failureOutcome({ ...failure, message: '您的存储空间已达上限' })).toEqual({ kind: 'storageFull', message: '您的存储空间已达上限' });
    expect(failureOutcome(failure)).toEqual({ kind: 'retry', change: { status: UPLOAD_STATUS.pending, retries: 1 }, delayMs: SHELL_RETRY_DELAY_MS });
    expect(failureOutcome({ ...failure, retries: 1, restart: true, paused: true })).toEqual({
      kind: 'retry',
      change: { status: UPLOAD_STATUS.pending, retries: 2, process: 0 },
      delayMs: 2 * SHELL_RETRY_DELAY_MS,
    });
    expect(failureOutcome({ ...failure, retries: 2 })).toEqual({ kind: 'failed', restart: false });
  });
});
