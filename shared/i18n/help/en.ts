import type { HelpMessageKey } from './zh-CN.ts';

/** English texts of zh-CN.ts beside this file, loaded when English is chosen. */
export const helpEn: Record<HelpMessageKey, string> = {
  'help.button': 'Help',
  'help.title': 'Help centre',
  'help.search': 'Search help',
  'help.searchPlaceholder': 'Type a keyword, e.g. upload',
  'help.hot': 'Hot questions',
  'help.found': '{n} results found',
  'help.none': 'Nothing found. Try another keyword, or contact the assistant',
  'help.loadFailed': 'Could not load, please try again later',
  'help.notSolved': 'Still need help?',
  'help.contact': 'Contact assistant',
  'help.site': 'Open the help centre',
  'help.message': 'Message',
  'help.messagePlaceholder': 'Describe the problem you ran into',
  'help.messageRequired': 'Please enter a message',
  'help.messageTooLong': 'The message cannot be longer than {max} characters',
  'help.contactField': 'Contact (optional)',
  'help.contactPlaceholder': 'Phone or WeChat ID',
  'help.contactTooLong': 'The contact cannot be longer than {max} characters',
  'help.send': 'Send message',
  'help.sent': 'We have your message (no. {id}). The assistant will reply as soon as possible.',
};
