import { atom, type ReadableAtom } from 'nanostores';
import { isApiError } from '@shared/api/errors.ts';
import { deleteSource, findSources, moveCategory, updateSource } from './client.ts';
import { confirmDespiteUses } from './confirm-uses.ts';
import { askConfirm, showToast } from '@shared/feedback.ts';
import { t } from '@shared/i18n/i18n.ts';
import { deleteQuestion } from './delete-question.ts';
import { dateRangeToQuery, type DateRange } from './format.ts';
import { DEFAULT_SORT, PAGE_SIZE } from './rules.ts';
import type { Material, MaterialKind, MaterialListQuery, SortOption } from './types.ts';

/**
 * The material list of one kind (spec §2 "Material list view", §4 "List behaviour"): query, page,
 * selection kept across pages, and the row and batch actions of the normal mode.
 */

export type MaterialListMode = 'normal' | 'selector';
export type MaterialView = 'grid' | 'table';

export type MaterialListOptions = {
  mode: MaterialListMode;
  categoryId?: number;
  /** several rows may be selected; default: true in normal mode, false in selector mode (one pick) */
  multiple?: boolean;
  /** the most rows that may be selected at once (with `multiple`) */
  max?: number;
  /** where the list opens (a host keeping the library's state hands it back); defaults otherwise */
  start?: MaterialListStart;
};

/** A list's query as a host may keep it (shared/materials/library-state.ts) */
export type MaterialListStart = { keyword?: string; sort?: SortOption; page?: number; dateRange?: DateRange | null; view?: MaterialView; unused?: boolean };

export type MaterialListState = {
  kind: MaterialKind;
  mode: MaterialListMode;
  query: MaterialListQuery;
  /** the date-range picker's value, 'YYYY-MM-DD' both ends */
  dateRange: DateRange | null;
  rows: readonly Material[];
  totalCount: number;
  loading: boolean;
  /** the message of the last failed load, cleared by the next good one */
  error?: string;
  /** in selection order, across pages */
  selectedIds: readonly number[];
  multiple: boolean;
  max?: number;
  view: MaterialView;
  /** the page was last set by the list itself (the one shown had emptied), not by a person: a host replaces rather than adds a history entry */
  pageCorrected: boolean;
};

export type MaterialList = {
  $state: ReadableAtom<MaterialListState>;
  load(): Promise<void>;
  setKeyword(text: string): Promise<void>;
  setSort(sort: SortOption): Promise<void>;
  setDateRange(range: DateRange | null): Promise<void>;
  setCategory(id: number | undefined): Promise<void>;
  /** only the materials nothing uses */
  setUnused(on: boolean): Promise<void>;
  setPage(page: number): Promise<void>;
  /** only pictures have a card grid (spec §2); other kinds stay a table */
  setView(view: MaterialView): void;
  /** false when refused: the row is not on the page, or the selection is at `max` */
  toggle(id: number): boolean;
  /** selects (up to `max`) or deselects every row of the page; false when not every row could be selected */
  setAllOnPage(on: boolean): boolean;
  clearSelection(): void;
  /** the selected materials as their rows were last seen, in selection order */
  selectedItems(): Material[];
  rename(id: number, name: string): Promise<boolean>;
  move(ids: readonly number[], categoryId: number): Promise<boolean>;
  /** moves every material of the list's kind in the current category (spec §2 "move all") */
  moveAll(toCategoryId: number): Promise<boolean>;
  /** pictures and documents only (spec §2): throws for audio and video */
  remove(ids: readonly number[]): Promise<boolean>;
  destroy(): void;
};

/** spec §2: delete exists for picture and document only. */
export function isDeletableKind(kind: MaterialKind): kind is 'picture' | 'document' {
  return kind === 'picture' || kind === 'document';
}

/** spec §2: batch course creation exists for audio and video. */
export function canBatchCreateCourses(kind: MaterialKind): kind is 'audio' | 'video' {
  return kind === 'audio' || kind === 'video';
}

/** spec §9: pictures open as a card grid, other kinds as a table. */
function defaultView(kind: MaterialKind): MaterialView {
  return kind === 'picture' ? 'grid' : 'table';
}

export function createMaterialList(kind: MaterialKind, options: MaterialListOptions): MaterialList {
  const multiple = options.multiple ?? options.mode === 'normal';
  const start = options.start ?? {};
  const dateRange = start.dateRange ?? null;
  const $state = atom<MaterialListState>({
    kind,
    mode: options.mode,
    query: {
      page: Math.max(1, Math.floor(start.page ?? 1)),
      pageSize: PAGE_SIZE,
      sort_by: start.sort ?? DEFAULT_SORT,
      categoryId: options.categoryId,
      keyword: start.keyword?.trim() || undefined,
      ...(dateRange ? dateRangeToQuery(dateRange) : {}),
      ...(start.unused ? { unused: 1 as const } : {}),
    },
    dateRange,
    rows: [],
    totalCount: 0,
    loading: false,
    selectedIds: [],
    multiple,
    max: options.max,
    view: kind === 'picture' && start.view ? start.view : defaultView(kind),
    pageCorrected: false,
  });
  /** the selected rows as last seen, so that a selection made on another page keeps its material */
  const remembered = new Map<number, Material>();
  let latestLoad = 0;
  let destroyed = false;

  const patch = (next: Partial<MaterialListState>) => {
    if (!destroyed) $state.set({ ...$state.get(), ...next });
  };

  async function load(): Promise<void> {
    const mine = ++latestLoad;
    const query = $state.get().query;
    patch({ loading: true });
    try {
      const page = await findSources(kind, query);
      if (mine !== latestLoad || destroyed) return; // a newer load owns the state
      for (const row of page.rows) if (remembered.has(row.id)) remembered.set(row.id, row);
      patch({ rows: page.rows, totalCount: page.totalCount, loading: false, error: undefined });
      // The page emptied under us (the last rows of the last page were deleted or moved): show the last one.
      const lastPage = Math.max(1, Math.ceil(page.totalCount / query.pageSize));
      if (page.rows.length === 0 && query.page > lastPage) await setPage(lastPage, true);
    } catch (error) {
      if (mine !== latestLoad || destroyed) return;
      patch({ loading: false, error: error instanceof Error ? error.message : String(error) });
    }
  }

  /** spec §4: changing category, search, sort or date range resets to page 1 and reloads. */
  function requery(change: Partial<MaterialListQuery>, extra: Partial<MaterialListState> = {}): Promise<void> {
    patch({ ...extra, query: { ...$state.get().query, ...change, page: 1 }, pageCorrected: false });
    return load();
  }

  function setPage(page: number, corrected = false): Promise<void> {
    patch({ query: { ...$state.get().query, page: Math.max(1, Math.floor(page)) }, pageCorrected: corrected });
    return load();
  }

  function select(ids: readonly number[]): void {
    patch({ selectedIds: ids });
    for (const id of remembered.keys()) if (!ids.includes(id)) remembered.delete(id);
  }

  function toggle(id: number): boolean {
    const state = $state.get();
    if (state.selectedIds.includes(id)) {
      select(state.selectedIds.filter((selected) => selected !== id));
      return true;
    }
    const row = state.rows.find((candidate) => candidate.id === id);
    if (!row) return false;
    if (!multiple) {
      remembered.clear();
      remembered.set(id, row);
      select([id]);
      return true;
    }
    if (state.max !== undefined && state.selectedIds.length >= state.max) return false;
    remembered.set(id, row);
    select([...state.selectedIds, id]);
    return true;
  }

  function setAllOnPage(on: boolean): boolean {
    const state = $state.get();
    const pageIds = state.rows.map((row) => row.id);
    if (!on) {
      select(state.selectedIds.filter((id) => !pageIds.includes(id)));
      return true;
    }
    if (!multiple) return false;
    const next = [...state.selectedIds];
    let all = true;
    for (const row of state.rows) {
      if (next.includes(row.id)) continue;
      if (state.max !== undefined && next.length >= state.max) {
        all = false;
        break;
      }
      remembered.set(row.id, row);
      next.push(row.id);
    }
    select(next);
    return all;
  }

  /**
   * Runs the calls of one action; spec §8: all good → '操作成功', a result other than ok → '操作失败' in a
   * success style (network and time-out failures already have the client's toast). Reloads when anything
   * changed. Resolves the ids whose call succeeded.
   */
  async function change(ids: readonly number[], call: (id: number) => Promise<void>): Promise<number[]> {
    const results = await Promise.allSettled(ids.map((id) => call(id)));
    const done = ids.filter((_, index) => results[index]?.status === 'fulfilled');
    const failedByAnswer = results.some((result) => result.status === 'rejected' && isFailAnswer(result.reason));
    if (done.length === ids.length) showToast(t('common.success'), { kind: 'success' });
    else if (failedByAnswer) showToast(t('common.failed'), { kind: 'success' });
    if (done.length > 0) await load();
    return done;
  }

  async function rename(id: number, name: string): Promise<boolean> {
    const fileName = name.trim();
    if (!fileName) return false;
    const done = await change([id], (target) => updateSource(target, { file_name: fileName }, kind));
    return done.length === 1;
  }

  async function move(ids: readonly number[], categoryId: number): Promise<boolean> {
    if (ids.length === 0) return false;
    const done = await change(ids, (id) => updateSource(id, { category_id: categoryId }, kind));
    deselect(done);
    return done.length === ids.length;
  }

  async function moveAll(toCategoryId: number): Promise<boolean> {
    const from = $state.get().query.categoryId;
    if (!from) throw new Error('moveAll needs a category to move from: the list shows every category');
    const done = await change([from], (id) => moveCategory(id, toCategoryId, kind));
    if (done.length === 1) select([]);
    return done.length === 1;
  }

  async function remove(ids: readonly number[]): Promise<boolean> {
    if (!isDeletableKind(kind)) throw new Error(`${kind} materials cannot be deleted (spec §2)`);
    if (ids.length === 0) return false;
    const rows = $state.get().rows;
    const names = ids.flatMap((id) => (remembered.get(id) ?? rows.find((row) => row.id === id))?.file_name ?? []);
    const ok = await askConfirm({ title: t('material.deleteTitle'), message: deleteQuestion(names, ids.length), danger: true });
    if (!ok || !(await confirmDespiteUses(ids, (id) => (remembered.get(id) ?? $state.get().rows.find((row) => row.id === id))?.file_name))) return false;
    const done = await change(ids, (id) => deleteSource(id));
    deselect(done);
    return done.length === ids.length;
  }

  function deselect(ids: readonly number[]): void {
    const selected = $state.get().selectedIds;
    if (ids.some((id) => selected.includes(id))) select(selected.filter((id) => !ids.includes(id)));
  }

  return {
    $state,
    load,
    setKeyword: (text) => requery({ keyword: text.trim() || undefined }),
    setSort: (sort) => requery({ sort_by: sort }),
    setDateRange: (range) =>
      requery(range ? dateRangeToQuery(range) : { start_at: undefined, end_at: undefined }, { dateRange: range }),
    setCategory: (id) => requery({ categoryId: id }),
    setUnused: (on) => requery({ unused: on ? 1 : undefined }),
    setPage: (page) => setPage(page),
    setView(view) {
      if (kind === 'picture') patch({ view, pageCorrected: false });
    },
    toggle,
    setAllOnPage,
    clearSelection: () => select([]),
    selectedItems: () =>
      $state
        .get()
        .selectedIds.map((id) => remembered.get(id))
        .filter((row): row is Material => row !== undefined),
    rename,
    move,
    moveAll,
    remove,
    destroy() {
      destroyed = true;
      remembered.clear();
    },
  };
}

/** The server answered a failure (not a network error or a time-out, which the client already reported). */
export function isFailAnswer(error: unknown): boolean {
  return isApiError(error) && error.kind === 'fail';
}
