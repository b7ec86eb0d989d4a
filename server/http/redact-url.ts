/**
 * A request URL as the log may keep it: every credential it carries replaced by `[redacted]`.
 *
 * Names are compared after decoding, as the readers of the URL decode them (the query parser, the console's
 * guard): `access%5Ftoken` and `%61ccess_token` are `access_token`. Query values are credentials by their
 * parameter's name; path segments are credentials after a secret path prefix (a signed media file, a tus upload
 * address), matched on decoded, non-empty segments so that no spelling the router might accept slips through.
 */

const REDACTED = '[redacted]';

/**
 * Query parameters whose value is a credential, by decoded, lower-cased name: access, refresh and session tokens
 * (`…token`), event-stream tickets, signs and the signature parameters of signed URLs (S3's `X-Amz-*` too).
 */
const SECRET_PARAM = /token$|(?:^|[^a-z0-9])(?:ticket|sign|signature|credential|secret|password|expires)$/;

function paramName(rawPair: string): string {
  // URLSearchParams decodes as the browser and the console's guard do: `+` is a space, bad escapes stay as they are
  const [name = ''] = new URLSearchParams(rawPair).keys();
  return name.trim().replace(/\[\]$/, '').toLowerCase();
}

function isSecretParam(rawPair: string): boolean {
  return SECRET_PARAM.test(paramName(rawPair));
}

function redactQuery(query: string): string {
  return query
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      return equals > 0 && isSecretParam(pair) ? `${pair.slice(0, equals + 1)}${REDACTED}` : pair;
    })
    .join('&');
}

/** ASCII escapes decoded (`%66ile` is `file`), the rest left as sent: enough to compare with ASCII path names. */
function decodeAscii(segment: string): string {
  return segment.replace(/%([0-7][0-9a-f])/gi, (_escape, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** `/api/v3/media/file` → ['api', 'v3', 'media', 'file'] */
const segmentsOf = (path: string) => path.split('/').filter((segment) => segment !== '' && segment !== '.');

/** Indexes of the segments a path resolves to: empty and `.` segments skipped, `..` dropping the one before. */
function resolvedIndexes(decoded: readonly string[]): number[] {
  const kept: number[] = [];
  decoded.forEach((segment, index) => {
    if (segment === '..') kept.pop();
    else if (segment !== '' && segment !== '.') kept.push(index);
  });
  return kept;
}

/** The raw path with every segment after a secret prefix replaced, or the path as it is. */
function redactPath(path: string, secretPaths: readonly string[][]): string {
  const raw = path.split('/');
  const decoded = raw.map((segment) => decodeAscii(segment).toLowerCase());
  const kept = resolvedIndexes(decoded);
  for (const prefix of secretPaths) {
    for (let start = 0; start + prefix.length < kept.length; start++) {
      if (!prefix.every((name, offset) => decoded[kept[start + offset]!] === name)) continue;
      return [...raw.slice(0, kept[start + prefix.length]), REDACTED].join('/');
    }
  }
  return path;
}

export type UrlRedactor = (url: string) => string;

/**
 * A redactor for the given secret path prefixes (each followed by a credential segment, e.g. `/api/v3/media/file`).
 * The list may grow after the redactor is made (routes are registered after the logger): it is read as it stands.
 */
export function urlRedactor(secretPathPrefixes: readonly string[] = []): UrlRedactor {
  let secretPaths: string[][] = [];
  return (url) => {
    if (secretPaths.length !== secretPathPrefixes.length) secretPaths = secretPathPrefixes.map((prefix) => segmentsOf(prefix.toLowerCase()));
    // a fragment (browsers never send one) is redacted like a query: `#access_token=` is a known pattern
    const [beforeHash = '', ...fragment] = url.split('#');
    const question = beforeHash.indexOf('?');
    const path = question < 0 ? beforeHash : beforeHash.slice(0, question);
    const query = question < 0 ? '' : `?${redactQuery(beforeHash.slice(question + 1))}`;
    const hash = fragment.length > 0 ? `#${redactQuery(fragment.join('#'))}` : '';
    return redactPath(path, secretPaths) + query + hash;
  };
}
