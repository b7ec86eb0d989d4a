import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { $t } from '@shared/i18n/i18n.ts';
import { canBatchCreateCourses } from '@shared/materials/list-store.ts';
import { createCategoryList, type CategoryList as CategoryListStore } from '@shared/materials/category-store.ts';
import { MATERIAL_KINDS, type Material, type MaterialKind } from '@shared/materials/types.ts';
import { Tabs } from '@widgets/ui/tabs/tabs.tsx';
import { CategoryList } from './category-list/category-list.tsx';
import { MaterialList } from './material-list/material-list.tsx';
import { useOwnedStore } from './use-owned-store.ts';
import './material-library.css';

export type MaterialLibraryProps = {
  /** the kind shown first (spec §9: picture) */
  initialKind?: MaterialKind;
  /** 批量创建课程 of audio or video; without it the list opens the console's batch page itself */
  onBatchCreate?: (kind: 'audio' | 'video', items: Material[]) => void;
  container?: Element | DocumentFragment;
};

/** The material library of one page (/source, lectern-material-library): kind tabs, categories left, the list right. */
export function MaterialLibrary({ initialKind = 'picture', onBatchCreate, container }: MaterialLibraryProps) {
  const t = useStore($t);
  const [kind, setKind] = useState<MaterialKind>(initialKind);
  return (
    <div className="lc-material-library">
      <Tabs label={t('material.kindTabs')} items={MATERIAL_KINDS.map((k) => ({ key: k, label: t(`material.tab.${k}`) }))} value={kind} onChange={setKind}>
        <KindPanel key={kind} kind={kind} onBatchCreate={onBatchCreate} container={container} />
      </Tabs>
    </div>
  );
}

type PanelProps = { kind: MaterialKind } & Pick<MaterialLibraryProps, 'onBatchCreate' | 'container'>;

function KindPanel(props: PanelProps) {
  const categories = useOwnedStore(() => {
    const store = createCategoryList(props.kind);
    void store.load();
    return store;
  }, [props.kind]);
  return categories ? <KindPanelView {...props} categories={categories} /> : null;
}

function KindPanelView({ kind, categories, onBatchCreate, container }: PanelProps & { categories: CategoryListStore }) {
  const state = useStore(categories.$state);

  return (
    <div className="lc-material-library__panel">
      <CategoryList categories={categories} container={container} className="lc-material-library__categories" />
      <MaterialList
        kind={kind}
        categoryId={state.selectedId}
        categories={state.categories}
        onChanged={() => void categories.load()}
        onBatchCreate={onBatchCreate && canBatchCreateCourses(kind) ? (items) => onBatchCreate(kind, items) : undefined}
        container={container}
      />
    </div>
  );
}
