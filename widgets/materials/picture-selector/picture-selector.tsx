import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { $t } from '../../../shared/i18n/i18n.ts';
import { createCategoryList, type CategoryList as CategoryListStore } from '../../../shared/materials/category-store.ts';
import type { Material } from '../../../shared/materials/types.ts';
import { Dialog } from '../../ui/dialog/dialog.tsx';
import { Button } from '../../ui/button/button.tsx';
import { MaterialList } from '../material-list/material-list.tsx';
import { tagged, type TaggedMaterial } from '../tagged.ts';
import { useOwnedStore } from '../use-owned-store.ts';
import { SELECTOR_DIALOG_CLASS, SelectorCount, SelectorLayout } from '../selector-layout/selector-layout.tsx';

export type PictureSelectorProps = {
  open: boolean;
  multiple?: boolean;
  max?: number;
  onCancel: () => void;
  /** the chosen pictures, each tagged `source_type: 'picture'` */
  onConfirm: (items: TaggedMaterial[]) => void;
  container?: Element | DocumentFragment;
};

/** spec §2 Dialogs: picture selector '选择图片' — category filter and list, the picture list in selector mode, '已选图片 n'. */
export function PictureSelector(props: PictureSelectorProps) {
  return props.open ? <OpenPictureSelector {...props} /> : null;
}

function OpenPictureSelector({ multiple, max, onCancel, onConfirm, container }: PictureSelectorProps) {
  const t = useStore($t);
  const categories = useOwnedStore(() => {
    const store = createCategoryList('picture');
    void store.load();
    return store;
  }, []);
  const [selected, setSelected] = useState<Material[]>([]);

  return (
    <Dialog
      open
      title={t('material.pickPicture')}
      width={1100}
      onClose={onCancel}
      closeLabel={t('common.close')}
      container={container}
      className={SELECTOR_DIALOG_CLASS}
      footer={
        <>
          <SelectorCount>{t('material.selectedPictures', { n: selected.length })}</SelectorCount>
          <Button onClick={onCancel}>{t('common.cancel')}</Button>
          <Button variant="primary" disabled={selected.length === 0} onClick={() => onConfirm(tagged(selected, 'picture'))}>
            {t('common.confirm')}
          </Button>
        </>
      }
    >
      {categories && (
        <PictureSelectorBody categories={categories} multiple={multiple} max={max} onSelectionChange={setSelected} container={container} />
      )}
    </Dialog>
  );
}

function PictureSelectorBody({ categories, multiple, max, onSelectionChange, container }: {
  categories: CategoryListStore;
  multiple?: boolean;
  max?: number;
  onSelectionChange: (items: Material[]) => void;
  container?: Element | DocumentFragment;
}) {
  const state = useStore(categories.$state);
  return (
    <SelectorLayout categories={categories} container={container}>
      <MaterialList
        kind="picture"
        mode="selector"
        categoryId={state.selectedId}
        multiple={multiple}
        max={max}
        categories={state.categories}
        onSelectionChange={onSelectionChange}
        onChanged={() => void categories.load()}
        container={container}
      />
    </SelectorLayout>
  );
}
