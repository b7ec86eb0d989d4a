import { showToast } from '@shared/feedback.ts';
import { t } from '@shared/i18n/i18n.ts';

/** The server's message of a failed call (or the generic one), as an error toast. */
export function toastError(error: unknown): void {
  showToast(error instanceof Error && error.message ? error.message : t('common.failed'), { kind: 'error' });
}

/** 'YYYY-MM-DD' in China time, for expiry dates. */
export function chinaDate(unixSeconds: number): string {
  return new Date((unixSeconds + 8 * 3600) * 1000).toISOString().slice(0, 10);
}
