import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { formatDateTime } from '@shared/format/date.ts';
import { $t, type MessageKey } from '@shared/i18n/i18n.ts';
import { apiKeysResource, createApiKey, revokeApiKey, type ApiKeyListState } from '@shared/api-keys/resources.ts';
import { API_KEY_LIMITS, API_KEY_SCOPES } from '@shared/api-keys/rules.ts';
import type { ApiKey, ApiKeyInput, CreatedApiKey } from '@shared/api-keys/types.ts';
import type { ModuleKey } from '@shared/menu/modules.ts';
import { Button } from '@widgets/ui/button/button.tsx';
import { Field } from '@widgets/ui/form/field.tsx';
import { change } from '@console/kit/data.ts';
import { ListScreen } from '@console/kit/list-screen.tsx';
import { RecordForm } from '@console/kit/record-form.tsx';
import { CallsDialog } from './calls-dialog.tsx';
import { CreatedKeyDialog } from './created-key-dialog.tsx';
import './api-keys-texts.ts';
import './api-keys.css';

const DEFAULTS: ApiKeyListState = { page: 1, pageSize: 10 };
const EMPTY_INPUT: ApiKeyInput = { name: '', scopes: [] };

/** /setting/api: the teacher's API keys, each limited to some modules, made (and shown once), revoked, and their calls. */
export default function ApiKeysPage() {
  const t = useStore($t);
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const [callsOf, setCallsOf] = useState<ApiKey | null>(null);
  const scopeName = (key: ModuleKey) => t(`apiKeys.scope.${key}` as MessageKey);

  return (
    <>
      <ListScreen<ApiKey, ApiKeyListState, ApiKeyInput, object>
        title={t('apiKeys.heading')}
        intro={<p className="lc-kit-muted">{t('apiKeys.intro')}</p>}
        actions={<Button variant="primary" onClick={() => setCreating(true)}>{t('apiKeys.create')}</Button>}
        resource={apiKeysResource}
        defaults={DEFAULTS}
        columns={[
          { key: 'name', header: t('apiKeys.name'), render: (k) => <strong>{k.name}</strong> },
          { key: 'prefix', header: t('apiKeys.prefix'), render: (k) => <code>{k.prefix}…</code> },
          { key: 'scopes', header: t('apiKeys.scopes'), width: '30%', render: (k) => k.scopes.map(scopeName).join('、') },
          { key: 'created', header: t('apiKeys.created'), render: (k) => formatDateTime(k.created_at) },
          { key: 'used', header: t('apiKeys.lastUsed'), render: (k) => (k.last_used_at ? formatDateTime(k.last_used_at) : t('apiKeys.neverUsed')) },
          { key: 'status', header: t('apiKeys.status'), render: (k) => (k.revoked_at ? <span className="lc-api-keys__revoked">{t('apiKeys.revoked')}</span> : t('apiKeys.active')) },
        ]}
        rowKey={(k) => k.id}
        rowName={(k) => k.name}
        rowActions={[
          { label: t('apiKeys.calls'), run: (k) => setCallsOf(k) },
          { label: t('apiKeys.revoke'), danger: true, hidden: (k) => k.revoked_at !== null, confirm: (k) => t('apiKeys.revokeConfirm', { name: k.name }), run: revokeApiKey, done: t('apiKeys.revokedDone') },
        ]}
        empty={t('apiKeys.empty')}
      />
      {creating && (
        <RecordForm<ApiKeyInput>
          title={t('apiKeys.create')}
          width={640}
          initial={EMPTY_INPUT}
          savedText=""
          fields={[
            { kind: 'text', name: 'name', label: t('apiKeys.name'), required: true, max: API_KEY_LIMITS.nameMax, placeholder: t('apiKeys.namePlaceholder') },
            {
              kind: 'custom',
              name: 'scopes',
              label: t('apiKeys.scopes'),
              check: (scopes) => (scopes.length === 0 ? t('apiKeys.scopesRequired') : undefined),
              render: (value, set, error) => (
                <Field label={t('apiKeys.scopes')} error={error} group>
                  {() => (
                    <div className="lc-field__choices lc-api-keys__scopes">
                      {API_KEY_SCOPES.map((key) => {
                        const scopes = value as ModuleKey[];
                        return (
                          <label key={key}>
                            <input type="checkbox" checked={scopes.includes(key)} onChange={(event) => set(event.target.checked ? [...scopes, key] : scopes.filter((s) => s !== key))} />
                            {scopeName(key)}
                          </label>
                        );
                      })}
                    </div>
                  )}
                </Field>
              ),
            },
          ]}
          submit={async (input) => setCreated(await change(() => createApiKey(input), [apiKeysResource]))}
          onClose={() => setCreating(false)}
          onSaved={() => setCreating(false)}
        />
      )}
      {created && <CreatedKeyDialog created={created} onClose={() => setCreated(null)} />}
      {callsOf && <CallsDialog apiKey={callsOf} onClose={() => setCallsOf(null)} />}
    </>
  );
}
