import { useRef, useState, type KeyboardEvent } from 'react';
import { useStore } from '@nanostores/react';
import { $t } from '@shared/i18n/i18n.ts';
import { categoryLabel } from '@shared/materials/category-label.ts';
import type { CategoryList as CategoryListStore } from '@shared/materials/category-store.ts';
import { Button } from '@widgets/ui/button/button.tsx';
import { onDemand } from '@widgets/ui/on-demand/on-demand.ts';
import { SearchBox } from '@widgets/ui/search-box/search-box.tsx';
import './category-list.css';

/** The new-category dialog loads when it first opens. */
const usePromptDialog = onDemand(() => import('@widgets/ui/prompt-dialog/prompt-dialog.tsx'));

export type CategoryListProps = {
  categories: CategoryListStore;
  /** show the 新建分类 action (the library does; the selectors do not) */
  allowCreate?: boolean;
  container?: Element | DocumentFragment;
  className?: string;
};

type Entry = { id: number | undefined; name: string; count: number };

/**
 * The categories of one kind: a filter box (placeholder '请输入分组名称'), an '全部 n' entry with the total,
 * each category with its count, 新建分类 through a prompt. A listbox: arrow keys, Home and End move the selection.
 */
export function CategoryList({ categories, allowCreate = true, container, className }: CategoryListProps) {
  const t = useStore($t);
  const state = useStore(categories.$state);
  const visible = useStore(categories.$visible);
  const [creating, setCreating] = useState(false);
  const prompt = usePromptDialog(creating, () => setCreating(false));
  const listbox = useRef<HTMLUListElement>(null);

  const entries: Entry[] = [
    { id: undefined, name: t('material.all'), count: state.total },
    ...visible.map((category) => ({ id: category.id, name: categoryLabel(category, t), count: category.source_count })),
  ];
  const selectedIndex = entries.findIndex((entry) => entry.id === state.selectedId);
  // the entry that takes Tab: the selected one, or '全部' when the filter hides it
  const current = Math.max(0, selectedIndex);

  const choose = (index: number) => {
    const entry = entries[index];
    if (!entry) return;
    categories.select(entry.id);
    listbox.current?.querySelectorAll<HTMLElement>('[role="option"]')[index]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const options = Array.from(event.currentTarget.querySelectorAll<HTMLElement>('[role="option"]'));
    const focused = options.indexOf(event.target as HTMLElement);
    const from = focused >= 0 ? focused : current;
    const moves: Record<string, number> = { ArrowDown: from + 1, ArrowUp: from - 1, Home: 0, End: entries.length - 1 };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    choose(Math.min(entries.length - 1, Math.max(0, target)));
  };

  return (
    <div className={`lc-category-list ${className ?? ''}`}>
      <SearchBox
        className="lc-category-list__filter"
        label={t('material.categorySearch')}
        placeholder={t('material.categorySearch')}
        clearLabel={t('common.clear')}
        value={state.filter}
        debounceMs={150}
        onSearch={(text) => categories.setFilter(text)}
      />
      <ul ref={listbox} role="listbox" aria-label={t('material.categories')} aria-busy={state.loading || undefined} className="lc-category-list__items" onKeyDown={onKeyDown}>
        {entries.map((entry, index) => {
          const selected = index === selectedIndex;
          return (
            <li
              key={entry.id ?? 'all'}
              role="option"
              aria-selected={selected}
              tabIndex={index === current ? 0 : -1}
              className={`lc-category-list__item ${selected ? 'lc-category-list__item--selected' : ''}`}
              onClick={() => choose(index)}
            >
              <span className="lc-category-list__name" title={entry.name}>{entry.name}</span>
              <span className="lc-category-list__count">{entry.count}</span>
            </li>
          );
        })}
      </ul>
      {state.error && (
        <p className="lc-category-list__error" role="alert">
          {t('material.loadFailed')}
          <Button variant="text" onClick={() => void categories.load()}>{t('common.retry')}</Button>
        </p>
      )}
      {allowCreate && (
        <Button className="lc-category-list__create" onClick={() => setCreating(true)}>
          <svg viewBox="0 0 16 16" width="12" height="12" aria-hidden="true"><path d="M8 3v10M3 8h10" stroke="currentColor" strokeWidth="1.6" /></svg>
          {t('material.newCategory')}
        </Button>
      )}
      <>
        {prompt && (
          <prompt.PromptDialog
            open={creating}
            title={t('material.newCategory')}
            label={t('material.categoryName')}
            placeholder={t('material.categoryNamePlaceholder')}
            emptyMessage={t('material.categoryNamePlaceholder')}
            confirmText={t('common.confirm')}
            cancelText={t('common.cancel')}
            container={container}
            onCancel={() => setCreating(false)}
            onConfirm={async (name) => {
              if (await categories.create(name)) setCreating(false);
            }}
          />
        )}
      </>
    </div>
  );
}
