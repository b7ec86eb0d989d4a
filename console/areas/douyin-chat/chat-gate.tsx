import type { ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { $t } from '@shared/i18n/i18n.ts';
import type { SwitchName } from '@shared/system/types.ts';
import { useOwnerSwitches } from '@console/kit/use-owner-switches.ts';
import './douyin-chat-texts.ts';
import './douyin-chat.css';

const CHAT_SWITCH: readonly SwitchName[] = ['hybrid_douyin_chat'];

/**
 * The group-chat screens only while the account's hybrid_douyin_chat is '1' (spec §6); otherwise a clear message
 * instead of the page (the menu hides the entries, but an address can still be typed). Reads the switch of the main
 * account, the one the server checks (the same as the menu's for a main account).
 */
export function ChatGate({ children }: { children: ReactNode }) {
  const t = useStore($t);
  // the switch of the account the calls work for, as the server checks it: a staff account's main account
  const switches = useOwnerSwitches(CHAT_SWITCH);
  if (!switches.data) return null;
  if (switches.data.hybrid_douyin_chat !== '1') {
    return (
      <section className="lc-card lc-chat-off" role="status">
        <h1 className="lc-page-title">{t('chat.off.title')}</h1>
        <p>{t('chat.off.body')}</p>
      </section>
    );
  }
  return <>{children}</>;
}
