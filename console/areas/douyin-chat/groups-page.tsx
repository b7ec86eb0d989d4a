import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { formatDateTime } from '@shared/format/date.ts';
import { $t } from '@shared/i18n/i18n.ts';
import { CHAT_LIMITS as L } from '@shared/douyin-chat/rules.ts';
import { GROUP_STATUS_CHOICES, groupsResource, type ChatGroupForm, type GroupListState } from '@shared/douyin-chat/resources.ts';
import { GROUP_STATUSES, type ChatGroup } from '@shared/douyin-chat/types.ts';
import { ListScreen } from '@console/kit/list-screen.tsx';
import { ChatGate } from './chat-gate.tsx';
import { GroupDetailDialog } from './group-detail-dialog.tsx';
import { groupProductField } from './group-product-field.tsx';

const DEFAULTS: GroupListState = { page: 1, pageSize: 20, status: '', keyword: '' };

const formOf = (group: ChatGroup | null): ChatGroupForm =>
  group
    ? { name: group.name, description: group.description, product: group.product, member_limit: group.member_limit, welcome: group.welcome, status: group.status }
    : { name: '', description: '', product: null, member_limit: L.memberLimitDefault, welcome: '', status: 'open' };

function GroupsList() {
  const t = useStore($t);
  const [open, setOpen] = useState<ChatGroup | null>(null);
  return (
    <>
      <ListScreen<ChatGroup, GroupListState, ChatGroupForm>
        title={t('chat.groups.heading')}
        intro={<p className="lc-chat-muted">{t('chat.groups.intro')}</p>}
        resource={groupsResource}
        defaults={DEFAULTS}
        choices={{ status: GROUP_STATUS_CHOICES }}
        filters={[
          { kind: 'select', key: 'status', label: t('chat.groups.status'), options: GROUP_STATUS_CHOICES.map((s) => ({ value: s, label: t(`chat.groups.status.${s || 'all'}`) })) },
          { kind: 'search', key: 'keyword', label: t('chat.groups.search') },
        ]}
        columns={[
          {
            key: 'name',
            header: t('chat.groups.col.name'),
            render: (g) => (
              <>
                <span>{g.name}</span>
                {g.description && <p className="lc-chat-muted lc-chat-clip">{g.description}</p>}
              </>
            ),
          },
          { key: 'product', header: t('chat.groups.col.product'), render: (g) => (g.product ? g.product.title || t('chat.groups.productGone') : <span className="lc-chat-muted">{t('chat.groups.noProduct')}</span>) },
          { key: 'members', header: t('chat.groups.col.members'), render: (g) => t('chat.groups.members', { n: g.members_n, limit: g.member_limit }) },
          { key: 'messages', header: t('chat.groups.col.messages'), render: (g) => g.messages_n },
          { key: 'status', header: t('chat.groups.col.status'), render: (g) => t(`chat.groups.status.${g.status}`) },
          { key: 'created', header: t('chat.groups.col.created'), render: (g) => <span className="lc-chat-nowrap">{formatDateTime(g.created_at).slice(0, 16)}</span> },
        ]}
        rowKey={(g) => g.id}
        rowName={(g) => g.name}
        rowActions={[
          { label: t('chat.groups.action.detail'), run: (g) => setOpen(g) },
          { label: t('chat.groups.action.autoreply'), to: (g) => `/groups/autoreply?group=${g.id}` },
        ]}
        deleteTexts={{ confirm: (g) => t('chat.groups.delete.confirm', { name: g.name }) }}
        createLabel={t('chat.groups.create')}
        form={{
          title: (g) => (g ? t('chat.groups.edit') : t('chat.groups.create')),
          initial: formOf,
          width: 640,
          fields: [
            { kind: 'text', name: 'name', label: t('chat.groups.field.name'), required: true, max: L.nameMax },
            { kind: 'textarea', name: 'description', label: t('chat.groups.field.description'), max: L.descriptionMax, rows: 2 },
            groupProductField(t('chat.groups.field.product')),
            { kind: 'number', name: 'member_limit', label: t('chat.groups.field.memberLimit'), required: true, min: L.memberLimitMin, max: L.memberLimitMax, integer: true },
            { kind: 'textarea', name: 'welcome', label: t('chat.groups.field.welcome'), max: L.welcomeMax, rows: 2 },
            { kind: 'radio', name: 'status', label: t('chat.groups.field.status'), options: GROUP_STATUSES.map((s) => ({ value: s, label: t(`chat.groups.status.${s}`) })) },
          ],
        }}
        empty={(state) => (state.status || state.keyword ? t('chat.groups.emptyFiltered') : t('chat.groups.empty'))}
      />
      {open && <GroupDetailDialog group={open} onClose={() => setOpen(null)} />}
    </>
  );
}

/** /user/groups (spec §2 "Users", §6): the teacher's Douyin fan groups, with members and messages; only with hybrid_douyin_chat. */
export default function GroupsPage() {
  return (
    <ChatGate>
      <GroupsList />
    </ChatGate>
  );
}
