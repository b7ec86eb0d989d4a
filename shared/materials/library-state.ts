import { readListState, writeListState, type ListChoices } from '@shared/list-state/list-state.ts';
import type { DateRange } from './format.ts';
import type { MaterialListStart, MaterialListState, MaterialView } from './list-store.ts';
import { DEFAULT_SORT } from './rules.ts';
import { MATERIAL_KINDS, SORT_OPTIONS } from './kinds.ts';
import type { MaterialKind, SortOption } from './types.ts';

/**
 * What a material library shows (kind tab, category, keyword, upload-date range, sort, page, picture view), as a
 * host keeps it: the console in its address bar, a legacy page wherever it likes. The library itself needs none of
 * this: it opens on the defaults and keeps its state to itself unless a host hands it a start and listens.
 */
export type LibraryState = {
  kind: MaterialKind;
  /** 0: every category ('全部') */
  category: number;
  keyword: string;
  /** the upload-date range, 'YYYY-MM-DD' both ends included; '' both when there is none */
  from: string;
  to: string;
  sort: SortOption;
  page: number;
  /** pictures only: the card grid or the table (other kinds are always a table) */
  view: MaterialView;
  /** 1: only the materials nothing uses */
  unused: 0 | 1;
};

export const LIBRARY_DEFAULTS: LibraryState = { kind: 'picture', category: 0, keyword: '', from: '', to: '', sort: DEFAULT_SORT, page: 1, view: 'grid', unused: 0 };

const CHOICES: ListChoices<LibraryState> = { kind: MATERIAL_KINDS, sort: SORT_OPTIONS, view: ['grid', 'table'], unused: [0, 1] };
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The library state a query string names; what is missing, broken or not allowed falls back to its default. */
export function readLibraryState(params: URLSearchParams): LibraryState {
  return normalLibraryState(readListState(params, LIBRARY_DEFAULTS, CHOICES));
}

/** The query string for `state` (defaults left out), keeping the parameters the library does not own. */
export function writeLibraryState(params: URLSearchParams, state: LibraryState): URLSearchParams {
  return writeListState(params, normalLibraryState(state), LIBRARY_DEFAULTS);
}

/** One text per distinct state: two states with the same key show the same list. */
export function libraryStateKey(state: LibraryState): string {
  return writeLibraryState(new URLSearchParams(), state).toString();
}

/** A date range needs both ends, in order; a category is never negative; only pictures have a view. */
function normalLibraryState(state: LibraryState): LibraryState {
  const range = DAY.test(state.from) && DAY.test(state.to) && state.from <= state.to;
  return {
    ...state,
    category: state.category > 0 ? state.category : 0,
    from: range ? state.from : '',
    to: range ? state.to : '',
    view: state.kind === 'picture' ? state.view : LIBRARY_DEFAULTS.view,
  };
}

/** Where a kind's list opens for `state`. */
export function listStartOf(state: LibraryState): MaterialListStart & { categoryId: number | undefined } {
  const normal = normalLibraryState(state);
  const dateRange: DateRange | null = normal.from ? [normal.from, normal.to] : null;
  return {
    categoryId: normal.category || undefined,
    keyword: normal.keyword,
    sort: normal.sort,
    page: normal.page,
    dateRange,
    view: normal.kind === 'picture' ? normal.view : undefined,
    unused: normal.unused === 1,
  };
}

/** The library state a kind's list shows. */
export function libraryStateOf(kind: MaterialKind, list: Pick<MaterialListState, 'query' | 'dateRange' | 'view'>): LibraryState {
  return normalLibraryState({
    kind,
    category: list.query.categoryId ?? 0,
    keyword: list.query.keyword ?? '',
    from: list.dateRange?.[0] ?? '',
    to: list.dateRange?.[1] ?? '',
    sort: list.query.sort_by,
    page: list.query.page,
    view: list.view,
    unused: list.query.unused ? 1 : 0,
  });
}

/** how a host should keep a change: `replace` when the library corrected itself (no new history entry) */
export type StateChange = { replace: boolean };

/**
 * The library's side: calls `report` with each state that differs from the last one seen (the start counts as
 * seen), so a host hears of real changes only, not of every load.
 */
export function createStateReporter(start: LibraryState, report: (state: LibraryState, change: StateChange) => void): (state: LibraryState, replace?: boolean) => void {
  let last = libraryStateKey(start);
  return (state, replace = false) => {
    const key = libraryStateKey(state);
    if (key === last) return;
    last = key;
    report(normalLibraryState(state), { replace });
  };
}

/**
 * The host's side, when it keeps the state somewhere that also changes on its own (the address bar: back/forward,
 * a link): tells the echo of the library's own change from an outside one. `follow` answers a generation that stays
 * the same while the library already shows the state, and moves on when the outside changed it — the host then
 * opens the library afresh on that state (e.g. as a React `key`).
 */
export function createLibraryFollower(): { follow(state: LibraryState): number; reported(state: LibraryState): void } {
  let shown: string | undefined;
  let generation = 0;
  return {
    follow(state) {
      const key = libraryStateKey(state);
      if (key !== shown) {
        if (shown !== undefined) generation += 1;
        shown = key;
      }
      return generation;
    },
    reported(state) {
      shown = libraryStateKey(state);
    },
  };
}
