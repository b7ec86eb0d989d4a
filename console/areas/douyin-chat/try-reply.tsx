/** 试一试: a message typed here is sent to the server, which says which rule would answer it (nothing is recorded). */
import { useId, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $t } from '@shared/i18n/i18n.ts';
import { CHAT_LIMITS as L } from '@shared/douyin-chat/rules.ts';
import { allGroupsSource, chatWrites } from '@shared/douyin-chat/resources.ts';
import type { ReplyMatch } from '@shared/douyin-chat/types.ts';
import { showToast } from '@shared/feedback.ts';
import { refusalText } from '@console/kit/field-problems.ts';
import { Button } from '@widgets/ui/button/button.tsx';
import { useRecord } from '@console/kit/use-record.ts';

export function TryReply({ initialGroup }: { initialGroup: string }) {
  const t = useStore($t);
  const id = useId();
  const groups = useRecord(allGroupsSource, { all: true }).data ?? [];
  const [text, setText] = useState('');
  const [group, setGroup] = useState(initialGroup);
  const [answer, setAnswer] = useState<ReplyMatch | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async () => {
    if (!text.trim()) return;
    setBusy(true);
    try {
      setAnswer(await chatWrites.testRule(text.trim(), group ? Number(group) : undefined));
    } catch (error) {
      showToast(refusalText(error), { kind: 'error', duration: 5000 });
    }
    setBusy(false);
  };
  return (
    <form
      className="lc-chat-try"
      aria-labelledby={`${id}-title`}
      onSubmit={(e) => {
        e.preventDefault();
        void run();
      }}
    >
      <h2 id={`${id}-title`}>{t('chat.try.title')}</h2>
      <label>
        {t('chat.try.text')}
        <input value={text} maxLength={L.messageMax} onChange={(e) => setText(e.target.value)} />
      </label>
      <label>
        {t('chat.try.group')}
        <select value={group} onChange={(e) => setGroup(e.target.value)}>
          <option value="">{t('chat.try.anyGroup')}</option>
          {groups.map((g) => (
            <option key={g.id} value={String(g.id)}>{g.name}</option>
          ))}
        </select>
      </label>
      <Button type="submit" disabled={busy || !text.trim()}>{t('chat.try.run')}</Button>
      <output aria-live="polite">
        {answer && (answer.rule ? t('chat.try.hit', { keywords: answer.rule.keywords.join('、'), reply: answer.reply ?? '' }) : t('chat.try.miss'))}
      </output>
    </form>
  );
}
