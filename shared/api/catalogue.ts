import { $storageFull, $toasts, ERROR_TOAST_MS, showToast } from '@shared/feedback.ts';
import { isStorageFullMessage } from './errors.ts';

/**
 * The parts of the error catalogue (spec §8) that hold for a failure wherever it came from: the API client
 * reports its calls' failures with them, and the uploads report the failures of the video cloud (tus) and stop
 * their queues on the same rule.
 */

/** Error toasts last 5000 ms (spec §9); the same text already on screen is not stacked again. */
export function toastError(message: string): void {
  if ($toasts.get().some((toast) => toast.kind === 'error' && toast.message === message)) return;
  showToast(message, { kind: 'error', duration: ERROR_TOAST_MS });
}

/** spec §8: the server's storage-full message opens the storage-full dialog. True when it was that message. */
export function flagStorageFull(message: string): boolean {
  if (!isStorageFullMessage(message)) return false;
  $storageFull.set(true);
  return true;
}
