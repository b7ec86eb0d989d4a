/** Switch flags of an account (spec §3: hybrid_douyin_chat, activity_upload_switch, tt_channel). */
export type SwitchName = 'hybrid_douyin_chat' | 'activity_upload_switch' | 'tt_channel';

export type Switches = Partial<Record<SwitchName, string>>;
