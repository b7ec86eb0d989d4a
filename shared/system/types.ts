/** Switch flags of an account (spec §3: hybrid_douyin_chat, activity_upload_switch, tt_channel). */
import { Type, type Static } from '@shared/api/schema.ts';

export type SwitchName = 'hybrid_douyin_chat' | 'activity_upload_switch' | 'tt_channel';

export const Switches = Type.Object({
  hybrid_douyin_chat: Type.Optional(Type.String()),
  activity_upload_switch: Type.Optional(Type.String()),
  tt_channel: Type.Optional(Type.String()),
});
export type Switches = Static<typeof Switches>;
