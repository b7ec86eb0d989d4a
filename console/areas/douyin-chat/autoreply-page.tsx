import { useStore } from '@nanostores/react';
import { useSearchParams } from 'react-router';
import { $t } from '@shared/i18n/i18n.ts';
import { CHAT_LIMITS as L, keywordsOf } from '@shared/douyin-chat/rules.ts';
import { chatWrites, RULE_ENABLED_CHOICES, ruleFormOf, RULES_STALE, rulesResource, type AutoReplyForm, type RuleListState } from '@shared/douyin-chat/resources.ts';
import { MATCH_KINDS, type AutoReply } from '@shared/douyin-chat/types.ts';
import { change } from '@console/kit/data.ts';
import { ListScreen } from '@console/kit/list-screen.tsx';
import { ChatGate } from './chat-gate.tsx';
import { ruleGroupsField } from './rule-groups-field.tsx';
import { TryReply } from './try-reply.tsx';

const DEFAULTS: RuleListState = { page: 1, pageSize: 20, enabled: '', keyword: '' };

function RulesList() {
  const t = useStore($t);
  const [params] = useSearchParams();
  // opened from a group's row (/groups/autoreply?group=id): 试一试 and a new rule start with that group
  const group = /^[1-9]\d{0,9}$/.test(params.get('group') ?? '') ? params.get('group')! : '';
  const initial = (rule: AutoReply | null): AutoReplyForm => (rule || !group ? ruleFormOf(rule) : { ...ruleFormOf(null), all_groups: 0, group_ids: [Number(group)] });
  const setEnabled = (rule: AutoReply, enabled: 0 | 1) => change(() => chatWrites.enableRule(rule.id, enabled), RULES_STALE);
  return (
    <ListScreen<AutoReply, RuleListState, AutoReplyForm>
      title={t('chat.rules.heading')}
      intro={
        <>
          <p className="lc-chat-muted">{t('chat.rules.intro')}</p>
          <TryReply initialGroup={group} />
        </>
      }
      resource={rulesResource}
      defaults={DEFAULTS}
      choices={{ enabled: RULE_ENABLED_CHOICES }}
      filters={[
        { kind: 'select', key: 'enabled', label: t('chat.rules.enabled'), options: RULE_ENABLED_CHOICES.map((e) => ({ value: e, label: t(`chat.rules.enabled.${e || 'all'}`) })) },
        { kind: 'search', key: 'keyword', label: t('chat.rules.search') },
      ]}
      columns={[
        { key: 'keywords', header: t('chat.rules.col.keywords'), render: (r) => r.keywords.join('、') },
        { key: 'match', header: t('chat.rules.col.match'), render: (r) => t(`chat.rules.match.${r.match}`) },
        { key: 'reply', header: t('chat.rules.col.reply'), render: (r) => <span className="lc-chat-clip">{r.reply}</span> },
        { key: 'groups', header: t('chat.rules.col.groups'), render: (r) => (r.all_groups ? t('chat.rules.allGroups') : r.groups.map((g) => g.name).join('、')) },
        { key: 'enabled', header: t('chat.rules.col.enabled'), render: (r) => t(`chat.rules.enabled.${r.enabled}`) },
      ]}
      rowKey={(r) => r.id}
      rowName={(r) => r.keywords.join('、')}
      rowActions={[
        { label: t('chat.rules.action.disable'), run: (r) => setEnabled(r, 0), hidden: (r) => r.enabled === 0, done: t('chat.rules.disabledDone') },
        { label: t('chat.rules.action.enable'), run: (r) => setEnabled(r, 1), hidden: (r) => r.enabled === 1, done: t('chat.rules.enabledDone') },
      ]}
      createLabel={t('chat.rules.create')}
      form={{
        title: (r) => (r ? t('chat.rules.edit') : t('chat.rules.create')),
        initial,
        width: 640,
        fields: [
          {
            kind: 'textarea',
            name: 'keywords',
            label: t('chat.rules.field.keywords'),
            hint: t('chat.rules.field.keywords.hint'),
            required: true,
            rows: 3,
            max: (L.keywordMax + 1) * L.keywordsMax,
            check: (value) => {
              const words = keywordsOf(value);
              if (words.length === 0) return { code: 'required' };
              if (words.length > L.keywordsMax) return t('chat.rules.field.keywords.count');
              if (words.some((w) => [...w].length > L.keywordMax)) return t('chat.rules.field.keywords.long');
              return undefined;
            },
          },
          { kind: 'radio', name: 'match', label: t('chat.rules.field.match'), options: MATCH_KINDS.map((m) => ({ value: m, label: t(`chat.rules.match.${m}`) })) },
          { kind: 'textarea', name: 'reply', label: t('chat.rules.field.reply'), required: true, max: L.replyMax, rows: 4 },
          { kind: 'radio', name: 'all_groups', label: t('chat.rules.field.groups'), options: [{ value: 1, label: t('chat.rules.allGroups') }, { value: 0, label: t('chat.rules.chosenGroups') }] },
          ruleGroupsField(t('chat.rules.chosenGroups')),
          { kind: 'switch', name: 'enabled', label: t('chat.rules.field.enabled') },
        ],
      }}
      empty={(state) => (state.enabled || state.keyword ? t('chat.rules.emptyFiltered') : t('chat.rules.empty'))}
    />
  );
}

/** /groups/autoreply (spec §2 "Users", §6): keyword auto-replies of the teacher's Douyin groups, with 试一试; only with hybrid_douyin_chat. */
export default function AutoReplyPage() {
  return (
    <ChatGate>
      <RulesList />
    </ChatGate>
  );
}
