/** spec §3 `msg_type`: the four kinds of notification */
export const MESSAGE_TYPES = ['platform', 'deal', 'market', 'official'] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];
