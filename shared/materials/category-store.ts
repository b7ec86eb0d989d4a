import { atom, computed, type ReadableAtom } from 'nanostores';
import { createCategory, fetchCategories } from './client.ts';
import { showToast } from '@shared/feedback.ts';
import { $t, t } from '@shared/i18n/i18n.ts';
import { categoryLabel } from './category-label.ts';
import { isFailAnswer } from './list-store.ts';
import type { MaterialCategory, MaterialKind } from './types.ts';

type CategoryListState = {
  kind: MaterialKind;
  categories: readonly MaterialCategory[];
  /** the 'all' entry: the sum of every category's count (spec §2 picture selector) */
  total: number;
  loading: boolean;
  error?: string;
  /** the selector's '请输入分组名称' box, applied on the client */
  filter: string;
  /** undefined: the 'all' entry */
  selectedId: number | undefined;
};

export type CategoryList = {
  $state: ReadableAtom<CategoryListState>;
  /** the categories whose name as shown (category-label.ts) contains the filter text (case-insensitive) */
  $visible: ReadableAtom<readonly MaterialCategory[]>;
  load(): Promise<void>;
  /** '操作成功' and a reload on success; the server's message as an error toast on failure */
  create(name: string): Promise<MaterialCategory | undefined>;
  setFilter(text: string): void;
  select(id: number | undefined): void;
  destroy(): void;
};

/** `selectedId`: the category shown first (a host keeping the library's state hands it back); '全部' otherwise */
export function createCategoryList(kind: MaterialKind, options: { selectedId?: number } = {}): CategoryList {
  const $state = atom<CategoryListState>({
    kind,
    categories: [],
    total: 0,
    loading: false,
    filter: '',
    selectedId: options.selectedId || undefined,
  });
  const $visible = computed([$state, $t], (state, translate) => {
    const filter = state.filter.trim().toLowerCase();
    return filter ? state.categories.filter((category) => categoryLabel(category, translate).toLowerCase().includes(filter)) : state.categories;
  });
  let latestLoad = 0;
  let destroyed = false;
  const patch = (next: Partial<CategoryListState>) => {
    if (!destroyed) $state.set({ ...$state.get(), ...next });
  };

  async function load(): Promise<void> {
    const mine = ++latestLoad;
    patch({ loading: true });
    try {
      const categories = await fetchCategories(kind);
      if (mine !== latestLoad) return;
      const total = categories.reduce((sum, category) => sum + (category.source_count || 0), 0);
      // a category that is gone (deleted, or named by an old link) gives way to '全部'
      const { selectedId } = $state.get();
      const gone = selectedId !== undefined && !categories.some((category) => category.id === selectedId);
      patch({ categories, total, loading: false, error: undefined, ...(gone ? { selectedId: undefined } : {}) });
    } catch (error) {
      if (mine !== latestLoad) return;
      patch({ loading: false, error: error instanceof Error ? error.message : String(error) });
    }
  }

  async function create(name: string): Promise<MaterialCategory | undefined> {
    const text = name.trim();
    if (!text) return undefined;
    try {
      const category = await createCategory(text);
      showToast(t('common.success'), { kind: 'success' });
      await load();
      return category;
    } catch (error) {
      if (isFailAnswer(error)) showToast((error as Error).message, { kind: 'error' });
      return undefined;
    }
  }

  return {
    $state,
    $visible,
    load,
    create,
    setFilter: (text) => patch({ filter: text }),
    select: (id) => patch({ selectedId: id }),
    destroy() {
      destroyed = true;
    },
  };
}
