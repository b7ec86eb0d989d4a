import type { ReactNode } from 'react';
import type { CategoryList as CategoryListStore } from '../../../shared/materials/category-store.ts';
import { CategoryList } from '../category-list/category-list.tsx';
import './selector-layout.css';

/** The class a selector gives its Dialog, so the body lays out the two columns. */
export const SELECTOR_DIALOG_CLASS = 'lc-selector-dialog';

/** The body of the selector dialogs: the category filter and list on the left, the material list on the right. */
export function SelectorLayout({ categories, container, children }: {
  categories: CategoryListStore;
  container?: Element | DocumentFragment;
  children: ReactNode;
}) {
  return (
    <div className="lc-selector-layout">
      <CategoryList categories={categories} allowCreate={false} container={container} className="lc-selector-layout__categories" />
      {children}
    </div>
  );
}

/** '已选 n' / '已选图片 n' at the start of a selector's footer, announced as it changes. */
export function SelectorCount({ children }: { children: ReactNode }) {
  return <span className="lc-selector-layout__count" aria-live="polite">{children}</span>;
}
