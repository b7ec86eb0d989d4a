/** A group's members and messages, newest first (the first page of each), from the group list. */
import { useStore } from '@nanostores/react';
import { formatDateTime } from '@shared/format/date.ts';
import { $t } from '@shared/i18n/i18n.ts';
import { membersSource, messagesSource } from '@shared/douyin-chat/resources.ts';
import type { ChatGroup } from '@shared/douyin-chat/types.ts';
import { Dialog } from '@widgets/ui/dialog/dialog.tsx';
import { Table } from '@widgets/ui/table/table.tsx';
import { useRecord } from '@console/kit/use-record.ts';
import { QueryError } from '@console/kit/query-state.tsx';

const PAGE = { page: 1, pageSize: 50 };

export function GroupDetailDialog({ group, onClose }: { group: ChatGroup; onClose: () => void }) {
  const t = useStore($t);
  const members = useRecord(membersSource, { id: group.id, ...PAGE });
  const messages = useRecord(messagesSource, { id: group.id, ...PAGE });
  const time = (at: number) => <span className="lc-chat-nowrap">{formatDateTime(at).slice(0, 16)}</span>;
  const membersTitle = t('chat.detail.members', { n: members.data?.totalCount ?? group.members_n });
  const messagesTitle = t('chat.detail.messages', { n: messages.data?.totalCount ?? group.messages_n });
  return (
    <Dialog open title={t('chat.detail.title', { name: group.name })} width={840} onClose={onClose} closeOnBackdrop>
      <div className="lc-chat-detail">
        <h3>{messagesTitle}</h3>
        {messages.error && !messages.data ? (
          <QueryError error={messages.error} onRetry={messages.reload} />
        ) : (
          <Table
            label={messagesTitle}
            rows={messages.data?.rows ?? []}
            rowKey={(m) => m.id}
            busy={messages.loading}
            empty={t('chat.detail.noMessages')}
            columns={[
              { key: 'from', header: t('chat.detail.col.from'), render: (m) => (m.is_reply ? <span className="lc-chat-reply">{t('chat.detail.reply')}</span> : m.nickname) },
              { key: 'text', header: t('chat.detail.col.text'), render: (m) => <span className="lc-chat-clip">{m.text}</span> },
              { key: 'time', header: t('chat.detail.col.time'), render: (m) => time(m.created_at) },
            ]}
          />
        )}
        <h3>{membersTitle}</h3>
        {members.error && !members.data ? (
          <QueryError error={members.error} onRetry={members.reload} />
        ) : (
          <Table
            label={membersTitle}
            rows={members.data?.rows ?? []}
            rowKey={(m) => m.id}
            busy={members.loading}
            empty={t('chat.detail.noMembers')}
            columns={[
              { key: 'nickname', header: t('chat.detail.col.nickname'), render: (m) => m.nickname },
              { key: 'uid', header: t('chat.detail.col.uid'), render: (m) => m.douyin_uid },
              { key: 'phone', header: t('chat.detail.col.phone'), render: (m) => m.phone || '—' },
              { key: 'joined', header: t('chat.detail.col.joined'), render: (m) => time(m.joined_at) },
            ]}
          />
        )}
      </div>
    </Dialog>
  );
}
