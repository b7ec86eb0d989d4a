import type { CoreMessageKey } from './zh-CN.ts';

/**
 * English catalogue of zh-CN.ts. Typed as `Record<CoreMessageKey, string>`, so a key missing here (or an extra one)
 * fails the type check. Spec texts written in English appear verbatim, except that labels (buttons, tabs, titles)
 * start with a capital letter (shared/i18n/sentence-case.test.ts).
 */
export const en: Record<CoreMessageKey, string> = {
  'common.loading': 'Loading…',
  'common.confirm': 'Confirm',
  'common.cancel': 'Cancel',
  'common.close': 'Close',
  'common.back': 'Back',
  'common.retry': 'Retry',
  'common.empty': 'No data',
  'common.success': 'Operation succeeded',
  'common.failed': 'Operation failed',
  'common.operationCancelled': 'operation cancelled',
  'common.actions': 'Actions',

  'session.logoutTitle': 'Confirm logout',
  'session.loggedOut': 'you have been logged out; cancel to stay or log in again',
  'session.loginAgain': 'Log in again',
  'session.verifyFailed': 'Verification failed, please login again',

  'network.error': 'network error, please check your connection',
  'network.timeout': 'request timed out',
  'network.httpError': 'Server error ({status}), please try again later',

  'storage.full': 'your storage space has reached its limit',
  'storage.fullTitle': 'Storage full',
  'storage.contactSupport': 'Please contact support to upgrade your storage',
  'storageFull.seniorHint': 'Senior lecturers upload without a storage quota.',
  'storageFull.contact': 'Contact support',

  'common.clear': 'Clear',
  'embed.signInTitle': 'Please sign in',
  'embed.signInMessage': 'Sign in to Lectern to use the material library, uploads and messages.',
  'embed.signInAction': 'Sign in',
  'embed.signInHostHint': 'Come back to this page after signing in to go on.',
};
