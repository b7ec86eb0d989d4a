import { afterEach, expect, it } from 'vitest';
import { $confirmRequest, $storageFull, $toasts, answerConfirm, askConfirm, dismissToast, showToast } from './feedback.ts';

afterEach(() => {
  $toasts.set([]);
  $storageFull.set(false);
  while ($confirmRequest.get()) answerConfirm($confirmRequest.get()!.id, false);
});

it('shows toasts with a 3000 ms info default and dismisses them by id', () => {
  const first = showToast('saved', { kind: 'success' });
  const second = showToast('hello');
  expect($toasts.get()).toEqual([
    { id: first, kind: 'success', message: 'saved', duration: 3000 },
    { id: second, kind: 'info', message: 'hello', duration: 3000 },
  ]);
  dismissToast(first);
  expect($toasts.get().map((toast) => toast.id)).toEqual([second]);
});

it('keeps a custom duration', () => {
  showToast('oops', { kind: 'error', duration: 5000 });
  expect($toasts.get()[0]).toMatchObject({ kind: 'error', duration: 5000 });
});

it('resolves a confirm with the answer and fills default button texts', async () => {
  const answer = askConfirm({ title: 'T', message: 'M' });
  const request = $confirmRequest.get()!;
  expect(request).toMatchObject({ title: 'T', message: 'M', confirmText: '确定', cancelText: '取消' });
  answerConfirm(request.id, true);
  await expect(answer).resolves.toBe(true);
  expect($confirmRequest.get()).toBeUndefined();
});

it('queues a second confirm until the first is answered', async () => {
  const first = askConfirm({ title: 'one', message: '' });
  const second = askConfirm({ title: 'two', message: '', confirmText: 'Yes' });
  expect($confirmRequest.get()!.title).toBe('one');
  answerConfirm($confirmRequest.get()!.id, false);
  expect($confirmRequest.get()).toMatchObject({ title: 'two', confirmText: 'Yes' });
  answerConfirm($confirmRequest.get()!.id, true);
  expect(await first).toBe(false);
  expect(await second).toBe(true);
});

it('ignores an answer for a confirm that is not on screen', () => {
  void askConfirm({ title: 'one', message: '' });
  const id = $confirmRequest.get()!.id;
  answerConfirm(id + 100, true);
  expect($confirmRequest.get()!.id).toBe(id);
});
