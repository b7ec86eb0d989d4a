import { atom } from 'nanostores';
import { t } from './i18n/i18n.ts';

/**
 * A framework-free UI bus: shared code asks for a toast, a confirm or the storage-full dialog,
 * and the widgets render whatever these stores hold.
 */

export type ToastKind = 'success' | 'error' | 'info' | 'warning';
export type Toast = { id: number; kind: ToastKind; message: string; duration: number };

const DEFAULT_TOAST_MS = 3000;
/** spec §9: error toast duration */
export const ERROR_TOAST_MS = 5000;

export const $toasts = atom<readonly Toast[]>([]);
let nextToastId = 1;

/** Shows a toast and returns its id. Removing it after `duration` is the renderer's job. */
export function showToast(message: string, options: { kind?: ToastKind; duration?: number } = {}): number {
  const toast: Toast = {
    id: nextToastId++,
    kind: options.kind ?? 'info',
    message,
    duration: options.duration ?? DEFAULT_TOAST_MS,
  };
  $toasts.set([...$toasts.get(), toast]);
  return toast.id;
}

export function dismissToast(id: number): void {
  $toasts.set($toasts.get().filter((toast) => toast.id !== id));
}

export type ConfirmOptions = { title: string; message: string; confirmText?: string; cancelText?: string; /** the confirm button looks destructive */ danger?: boolean };
export type ConfirmRequest = {
  id: number;
  title: string;
  message: string;
  confirmText: string;
  cancelText: string;
  danger: boolean;
  resolve: (ok: boolean) => void;
};

/** The confirm dialog on screen, if any; others wait in a queue behind it. */
export const $confirmRequest = atom<ConfirmRequest | undefined>(undefined);
const waiting: ConfirmRequest[] = [];
let nextConfirmId = 1;

export function askConfirm(options: ConfirmOptions): Promise<boolean> {
  return new Promise((resolve) => {
    const request: ConfirmRequest = {
      id: nextConfirmId++,
      title: options.title,
      message: options.message,
      confirmText: options.confirmText ?? t('common.confirm'),
      cancelText: options.cancelText ?? t('common.cancel'),
      danger: options.danger ?? false,
      resolve,
    };
    if ($confirmRequest.get()) waiting.push(request);
    else $confirmRequest.set(request);
  });
}

/** The renderer calls this with the user's choice; the next queued confirm, if any, opens. */
export function answerConfirm(id: number, ok: boolean): void {
  const current = $confirmRequest.get();
  if (!current || current.id !== id) return;
  $confirmRequest.set(waiting.shift());
  current.resolve(ok);
}

/** Set when the server says the storage space is full (spec §8); the storage-full widget shows its dialog. */
export const $storageFull = atom(false);
