import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { $t } from '@shared/i18n/i18n.ts';
import { categoryLabel } from '@shared/materials/category-label.ts';
import { createCategoryList } from '@shared/materials/category-store.ts';
import type { MaterialCategory, MaterialKind } from '@shared/materials/types.ts';
import { Dialog } from '@widgets/ui/dialog/dialog.tsx';
import { Button } from '@widgets/ui/button/button.tsx';
import { Select } from '@widgets/ui/select/select.tsx';
import { useOwnedStore } from '../use-owned-store.ts';
import './move-dialog.css';

export type MoveDialogProps = {
  open: boolean;
  kind: MaterialKind;
  /** the kind's categories; without them the dialog loads its own */
  categories?: readonly MaterialCategory[];
  /** the materials' current category, left out of the choices */
  currentCategoryId?: number;
  /** title of the dialog: '移动' for selected materials, '全部移动' for a whole category */
  title?: string;
  onCancel: () => void;
  /** the chosen category; a promise keeps the confirm button busy until it settles */
  onConfirm: (categoryId: number) => void | Promise<unknown>;
  container?: Element | DocumentFragment;
};

/** spec §2 Dialogs: move dialog, 420 px, a category selector (placeholder '请选择素材分类'), cancel and confirm. */
export function MoveDialog(props: MoveDialogProps) {
  if (!props.open) return null;
  return props.categories ? <MoveDialogView {...props} categories={props.categories} /> : <MoveDialogLoading {...props} />;
}

function MoveDialogLoading(props: MoveDialogProps) {
  const store = useOwnedStore(() => {
    const categories = createCategoryList(props.kind);
    void categories.load();
    return categories;
  }, [props.kind]);
  return store ? <MoveDialogWithStore {...props} store={store} /> : null;
}

function MoveDialogWithStore(props: MoveDialogProps & { store: ReturnType<typeof createCategoryList> }) {
  const state = useStore(props.store.$state);
  return <MoveDialogView {...props} categories={state.categories} />;
}

function MoveDialogView({ open, categories, currentCategoryId, title, onCancel, onConfirm, container }: MoveDialogProps & { categories: readonly MaterialCategory[] }) {
  const t = useStore($t);
  // mounted per opening, so nothing is chosen at first
  const [categoryId, setCategoryId] = useState<number>();
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    if (categoryId === undefined || busy) return;
    const result = onConfirm(categoryId);
    if (!(result instanceof Promise)) return;
    setBusy(true);
    try {
      await result;
    } catch {
      // the store has shown the failure
    } finally {
      setBusy(false);
    }
  };

  const options = categories
    .filter((category) => category.id !== currentCategoryId)
    .map((category) => ({ value: category.id, label: categoryLabel(category, t) }));

  return (
    <Dialog
      open={open}
      title={title ?? t('material.moveTitle')}
      width={420}
      onClose={() => !busy && onCancel()}
      container={container}
      footer={
        <>
          <Button onClick={onCancel} disabled={busy}>{t('common.cancel')}</Button>
          <Button variant="primary" disabled={categoryId === undefined} loading={busy} onClick={confirm}>{t('common.confirm')}</Button>
        </>
      }
    >
      <Select
        className="lc-move-dialog__select"
        label={t('material.categoryPlaceholder')}
        hideLabel
        placeholder={t('material.categoryPlaceholder')}
        value={categoryId}
        options={options}
        onChange={setCategoryId}
        autoFocus
      />
    </Dialog>
  );
}
