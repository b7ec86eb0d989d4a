/** What the console's screen kit knows of API keys. */
import type { RecordSource } from '@shared/api/record-source.ts';
import type { Resource } from '@shared/api/resource.ts';
import type { Paging } from '@shared/list-state/list-state.ts';
import * as api from './client.ts';
import type { ApiKey, ApiKeyCall, ApiKeyInput } from './types.ts';

/** /setting/api's state in the address bar */
export type ApiKeyListState = Paging;

/** No `create` here: making a key answers the key itself, which the page shows once (`createApiKey`). */
export const apiKeysResource: Resource<ApiKey, ApiKeyListState, ApiKeyInput> = {
  name: 'api-keys/keys',
  affects: ['api-keys/calls'],
  list: (q) => api.fetchApiKeys(q),
};

export const createApiKey = api.createApiKey;
export const revokeApiKey = (key: ApiKey) => api.revokeApiKey(key.id);

/** A key's last 50 calls, as its calls dialog shows them. */
export const recentCallsRecord: RecordSource<ApiKeyCall[], { id: number }> = {
  name: 'api-keys/calls',
  read: async (q) => (await api.fetchApiKeyCalls({ id: q.id, page: 1, pageSize: 50 })).rows,
};
