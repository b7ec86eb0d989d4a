/**
 * A URL for what ofetch does not send (the notification stream's EventSource). Query values: undefined and
 * null are left out, arrays repeat the key, objects go as JSON.
 */
export function buildUrl(baseURL: string, path: string, query: Record<string, unknown>): string {
  const joined = baseURL && !/^https?:\/\//.test(path) ? `${baseURL.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}` : path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) {
      params.append(key, typeof item === 'object' && item !== null ? JSON.stringify(item) : String(item));
    }
  }
  const search = params.toString();
  return search ? `${joined}${joined.includes('?') ? '&' : '?'}${search}` : joined;
}
