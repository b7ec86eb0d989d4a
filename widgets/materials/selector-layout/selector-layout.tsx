import type { ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { $t } from '@shared/i18n/i18n.ts';
import { Dialog } from '@widgets/ui/dialog/dialog.tsx';
import { Button } from '@widgets/ui/button/button.tsx';
import type { CategoryList as CategoryListStore } from '@shared/materials/category-store.ts';
import { CategoryList } from '../category-list/category-list.tsx';
import './selector-layout.css';

/** The class a selector gives its Dialog, so the body lays out the two columns. */
const SELECTOR_DIALOG_CLASS = 'lc-selector-dialog';

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
function SelectorCount({ children }: { children: ReactNode }) {
  return <span className="lc-selector-layout__count" aria-live="polite">{children}</span>;
}

/** The dialog both selectors share: title, body, and a footer with the count, cancel and confirm. */
export function SelectorDialog({ title, count, canConfirm, onCancel, onConfirm, container, children }: {
  title: string;
  /** '已选 n' / '已选图片 n' */
  count: string;
  canConfirm: boolean;
  onCancel: () => void;
  onConfirm: () => void;
  container?: Element | DocumentFragment;
  children: ReactNode;
}) {
  const t = useStore($t);
  return (
    <Dialog
      open
      title={title}
      width={1100}
      onClose={onCancel}
      container={container}
      className={SELECTOR_DIALOG_CLASS}
      footer={
        <>
          <SelectorCount>{count}</SelectorCount>
          <Button onClick={onCancel}>{t('common.cancel')}</Button>
          <Button variant="primary" disabled={!canConfirm} onClick={onConfirm}>{t('common.confirm')}</Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
