/**
 * Hostile inputs for the route fuzz test, shaped by a route's JSON schemas: each declared field gets either a value
 * of its type or something hostile (wrong types, huge or control-laden strings, direction overrides, path climbs,
 * SQL, markup), sometimes with a field the schema does not know.
 */
import fc from 'fast-check';

export type JsonSchema = { type?: string | string[]; properties?: Record<string, JsonSchema>; items?: JsonSchema; enum?: unknown[] };

const NASTY = [
  '',
  ' ',
  '0',
  '-1',
  '1e309',
  'NaN',
  'null',
  '../../../../etc/passwd',
  '..%2f..%2fetc%2fpasswd',
  '%00',
  '\u0000',
  'invoice\u202Egnp.png',
  '\u200B\u2066name\u2069',
  '<img src=x onerror=alert(1)>',
  "' OR 1=1 --",
  '"; DROP TABLE materials; --',
  '9'.repeat(40),
  'x'.repeat(10_000),
  '🙂🙂',
  '2026-02-30 25:61:61',
];

const hostileString = fc.oneof(fc.constantFrom(...NASTY), fc.string({ unit: 'binary', maxLength: 30 }));
const hostileScalar = fc.oneof(hostileString, fc.integer(), fc.constantFrom(0, -1, 2 ** 31, Number.MAX_SAFE_INTEGER, 1.5, -0.0001), fc.boolean(), fc.constant(null));
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: hostileScalar },
  { weight: 1, arbitrary: fc.array(hostileScalar, { maxLength: 4 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.constantFrom('id', 'name', '__proto__', 'constructor'), hostileScalar, { maxKeys: 3 }) },
);

function typed(schema: JsonSchema): fc.Arbitrary<unknown> {
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const type = [schema.type].flat()[0];
  switch (type) {
    case 'integer':
      return fc.oneof(fc.integer({ min: -5, max: 5 }), fc.integer({ min: 1, max: 1_000_000 }), fc.constant(2 ** 31));
    case 'number':
      return fc.double({ noNaN: true, noDefaultInfinity: true });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(schema.items ? field(schema.items) : hostileScalar, { maxLength: 5 });
    case 'object':
      return schema.properties ? fields(schema) : fc.dictionary(fc.string({ maxLength: 8 }), hostileScalar, { maxKeys: 3 });
    default:
      return hostileString;
  }
}

/** mostly a value of the declared type (to reach the handler), sometimes anything */
const field = (schema: JsonSchema): fc.Arbitrary<unknown> => fc.oneof({ weight: 3, arbitrary: typed(schema) }, { weight: 1, arbitrary: hostileValue });

function fields(schema: JsonSchema): fc.Arbitrary<Record<string, unknown>> {
  const record = fc.record(Object.fromEntries(Object.entries(schema.properties ?? {}).map(([name, property]) => [name, field(property)])), { requiredKeys: [] });
  return fc.oneof({ weight: 4, arbitrary: record }, { weight: 1, arbitrary: record.map((value) => ({ ...value, unexpected: 'x' })) });
}

const queryValue = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value) ?? '');

/** A path with its `:params` filled, a query string and a JSON body, for one route. */
export function hostileInput(url: string, schema: { body?: JsonSchema; querystring?: JsonSchema }) {
  const names = [...url.matchAll(/:([A-Za-z_]+)/g)].map((match) => match[1]!);
  const params = fc.tuple(...names.map(() => fc.oneof(fc.integer({ min: 1, max: 50 }).map(String), hostileString.filter((text) => text !== ''))));
  const query = schema.querystring?.properties ? fields(schema.querystring) : fc.constant({});
  const body = schema.body?.properties ? fields(schema.body) : fc.oneof(fc.constant({}), hostileValue);
  return fc.record({ params, query, body }).map(({ params: values, query: q, body: b }) => {
    let path = url;
    names.forEach((name, i) => (path = path.replace(`:${name}`, encodeURIComponent(values[i]!))));
    const search = new URLSearchParams(Object.entries(q).map(([key, value]) => [key, queryValue(value)])).toString();
    return { path, query: search ? `?${search}` : '', body: b };
  });
}
