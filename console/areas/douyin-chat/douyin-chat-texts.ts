import { addMessages } from '@shared/i18n/i18n.ts';
import { douyinChatMessages } from '@shared/douyin-chat/texts.ts';

// The group-chat screens bring their own texts: zh-CN at once, English when chosen.
void addMessages(douyinChatMessages);
