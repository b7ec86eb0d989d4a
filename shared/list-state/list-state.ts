/**
 * A list's state (page, page size, filters, sort, tab) as query parameters, so that a reload, back/forward and a
 * shared link show the same list. Framework-free: the console's `useListState` reads and writes the address bar
 * with these functions.
 *
 * A list declares its state by its defaults: a number default makes a number parameter, a string default a string
 * one. A value equal to its default is left out of the address; one that does not parse, or is not among the
 * allowed choices, falls back to the default.
 */
export type ListDefaults = Record<string, string | number>;

export type ListChoices<S extends ListDefaults> = { [K in keyof S]?: readonly S[K][] };

/** the parameters a list shares with every other: `page` (1-based) and `pageSize` */
export type Paging = { page: number; pageSize: number };

export function readListState<S extends ListDefaults>(params: URLSearchParams, defaults: S, choices: ListChoices<S> = {}): S {
  const state: ListDefaults = { ...defaults };
  for (const [key, fallback] of Object.entries(defaults)) {
    const raw = params.get(key);
    if (raw === null) continue;
    const value = typeof fallback === 'number' ? parseNumber(raw) : raw;
    const allowed = choices[key] as readonly (string | number)[] | undefined;
    if (value === undefined || (allowed && !allowed.includes(value))) continue;
    if (key === 'page' || key === 'pageSize') {
      if (typeof value !== 'number' || value < 1) continue;
    }
    state[key] = value;
  }
  return state as S;
}

function parseNumber(raw: string): number | undefined {
  if (raw.trim() === '') return undefined;
  const value = Number(raw);
  return Number.isSafeInteger(value) ? value : undefined;
}

/**
 * The address's parameters for `state`: values equal to their default removed, parameters the list does not own
 * (a planet's `id`, a batch `key`) kept as they were.
 */
export function writeListState<S extends ListDefaults>(params: URLSearchParams, state: S, defaults: S): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, fallback] of Object.entries(defaults)) {
    const value = state[key];
    if (value === undefined || value === fallback || value === '') next.delete(key);
    else next.set(key, String(value));
  }
  return next;
}

/** spec §4 "List behaviour": changing anything but the page (a filter, the search, the sort, a tab) goes back to page 1. */
export function changeListState<S extends ListDefaults>(state: S, patch: Partial<S>): S {
  const next = { ...state, ...patch };
  const onlyPage = Object.keys(patch).every((key) => key === 'page');
  if (!onlyPage && 'page' in state && !('page' in patch)) (next as ListDefaults).page = 1;
  return next;
}
