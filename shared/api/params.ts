/** spec §5: "Empty or false request parameters are stripped, except zero." */
function isEmptyParam(value: unknown): boolean {
  return value === undefined || value === null || value === '' || value === false;
}

/** A copy without empty or false top-level entries; 0 and '0' stay. */
export function stripEmpty<T extends Record<string, unknown>>(params: T | undefined): Partial<T> {
  const out: Partial<T> = {};
  if (!params) return out;
  for (const key of Object.keys(params) as (keyof T)[]) {
    if (!isEmptyParam(params[key])) out[key] = params[key];
  }
  return out;
}

/** A url-encoded form body: objects and arrays travel as JSON text. */
export function toFormBody(params: Record<string, unknown> | undefined): URLSearchParams {
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(stripEmpty(params))) {
    form.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  return form;
}

/** JSON bodies lose their empty top-level fields too; arrays and other values pass as they are. */
export function toJsonBody(body: unknown): unknown {
  if (body === undefined || body === null) return undefined;
  if (typeof body === 'object' && !Array.isArray(body) && Object.getPrototypeOf(body) === Object.prototype) {
    return stripEmpty(body as Record<string, unknown>);
  }
  return body;
}
