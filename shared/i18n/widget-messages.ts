import type { MessageSet } from './i18n.ts';
import { guideMessages } from './guide/messages.ts';
import { helpMessages } from './help/messages.ts';
import { materialsMessages } from './materials/messages.ts';
import { networkBannerMessages } from './network-banner/messages.ts';
import { notificationsMessages } from './notifications/messages.ts';
import { uploaderMessages } from './uploader/messages.ts';
import { uploadsMessages } from './uploads/messages.ts';

/**
 * Every element's own texts (the common ones are always there): the console renders the widgets' components and
 * adds them all (console-messages.ts); an element adds only its own.
 */
export const WIDGET_MESSAGES: readonly MessageSet[] = [
  guideMessages,
  helpMessages,
  materialsMessages,
  networkBannerMessages,
  notificationsMessages,
  uploaderMessages,
  uploadsMessages,
];
