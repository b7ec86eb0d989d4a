/** The API key calls (docs/api.md "API keys"), one function per call. */
import { api } from '@shared/api/default-client.ts';
import { dataOf } from '@shared/api/errors.ts';
import { pageOf, type Page } from '@shared/api/types.ts';
import { API_KEY_PATHS as PATHS } from './paths.ts';
import type { ApiKey, ApiKeyCall, ApiKeyInput, CreatedApiKey } from './types.ts';

export const fetchApiKeys = async (q: { page: number; pageSize: number }): Promise<Page<ApiKey>> => pageOf<ApiKey>(await api().get(PATHS.findList, q));
export const createApiKey = async (input: ApiKeyInput): Promise<CreatedApiKey> => dataOf(await api().postJson<CreatedApiKey>(PATHS.create, input));
export const revokeApiKey = async (id: number): Promise<void> => {
  await api().postJson(PATHS.revoke, { id });
};
export const fetchApiKeyCalls = async (q: { id: number; page: number; pageSize: number }): Promise<Page<ApiKeyCall>> => pageOf<ApiKeyCall>(await api().get(PATHS.calls, q));
