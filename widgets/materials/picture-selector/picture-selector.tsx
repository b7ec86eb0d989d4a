import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { $t } from '@shared/i18n/i18n.ts';
import { createCategoryList, type CategoryList as CategoryListStore } from '@shared/materials/category-store.ts';
import type { Material } from '@shared/materials/types.ts';
import { MaterialList } from '../material-list/list-view.tsx';
import { tagged, type TaggedMaterial } from '../tagged.ts';
import { useOwnedStore } from '../use-owned-store.ts';
import { SelectorDialog, SelectorLayout } from '../selector-layout/selector-layout.tsx';

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
    <SelectorDialog
      title={t('material.pickPicture')}
      count={t('material.selectedPictures', { n: selected.length })}
      canConfirm={selected.length > 0}
      onCancel={onCancel}
      onConfirm={() => onConfirm(tagged(selected, 'picture'))}
      container={container}
    >
      {categories && (
        <PictureSelectorBody categories={categories} multiple={multiple} max={max} onSelectionChange={setSelected} container={container} />
      )}
    </SelectorDialog>
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
