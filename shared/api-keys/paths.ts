/** API keys (docs/api.md "API keys"): module `setting`, main account only. */
const BASE = '/api/v3/teacher_hybrid/api_key';

export const API_KEY_PATHS = {
  /** GET page, pageSize → rows ApiKey (revoked ones too, newest first) */
  findList: `${BASE}/list`,
  /** POST ApiKeyInput → CreatedApiKey */
  create: `${BASE}/create`,
  /** POST {id}: the key stops working at once */
  revoke: `${BASE}/revoke`,
  /** GET id, page, pageSize → rows ApiKeyCall (the last 90 days) */
  calls: `${BASE}/calls`,
} as const;
