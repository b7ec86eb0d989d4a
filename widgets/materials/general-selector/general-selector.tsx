import { useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $t } from '@shared/i18n/i18n.ts';
import { showToast } from '@shared/feedback.ts';
import { createMaterialList, type MaterialList as MaterialListStore } from '@shared/materials/list-store.ts';
import { createCategoryList, type CategoryList as CategoryListStore } from '@shared/materials/category-store.ts';
import { MATERIAL_KINDS } from '@shared/materials/kinds.ts';
import type { Material, MaterialKind } from '@shared/materials/types.ts';
import { Tabs } from '@widgets/ui/tabs/tabs.tsx';
import { MaterialListView } from '../material-list/list-view.tsx';
import { useOwnedStore } from '../use-owned-store.ts';
import { tagged, type TaggedMaterial } from '../tagged.ts';
import { SelectorDialog, SelectorLayout } from '../selector-layout/selector-layout.tsx';

export type GeneralSelectorProps = {
  open: boolean;
  /** the tabs offered, in this order (default: picture, audio, video, document; the first is active) */
  kinds?: readonly MaterialKind[];
  multiple?: boolean;
  /** the most items chosen across all tabs */
  max?: number;
  onCancel: () => void;
  /** the chosen materials of every tab, each tagged with its source_type */
  onConfirm: (items: TaggedMaterial[]) => void;
  container?: Element | DocumentFragment;
};

type Lists = Partial<Record<MaterialKind, { list: MaterialListStore; categories: CategoryListStore }>> & { destroy(): void };

/**
 * spec §2 Dialogs: general selector '选择视频' — tabs 图片, 音频, 视频, 文档 (picture first), the category list,
 * the list in selector mode, '已选 n' across the tabs. A tab keeps its selection while another is shown.
 */
export function GeneralSelector(props: GeneralSelectorProps) {
  return props.open ? <OpenGeneralSelector {...props} /> : null;
}

function OpenGeneralSelector({ kinds = MATERIAL_KINDS, multiple = false, max, onCancel, onConfirm, container }: GeneralSelectorProps) {
  const t = useStore($t);
  const offered = kinds.length > 0 ? kinds : MATERIAL_KINDS;
  const [kind, setKind] = useState<MaterialKind>(offered[0] ?? 'picture');
  const [visited, setVisited] = useState<ReadonlySet<MaterialKind>>(() => new Set([kind]));
  const [selected, setSelected] = useState<Partial<Record<MaterialKind, Material[]>>>({});
  const lists = useOwnedStore<Lists>(() => {
    const made: Lists = {
      destroy: () =>
        offered.forEach((k) => {
          made[k]?.list.destroy();
          made[k]?.categories.destroy();
        }),
    };
    for (const k of offered) {
      made[k] = { list: createMaterialList(k, { mode: 'selector', multiple, max }), categories: createCategoryList(k) };
    }
    return made;
  }, [offered.join(','), multiple, max]);

  // a tab's lists load the first time it is shown
  const loaded = useRef(new WeakSet<MaterialListStore>());
  useEffect(() => {
    if (!lists) return;
    for (const k of visited) {
      const entry = lists[k];
      if (!entry || loaded.current.has(entry.list)) continue;
      loaded.current.add(entry.list);
      void entry.list.load();
      void entry.categories.load();
    }
  }, [lists, visited]);

  const show = (next: MaterialKind) => {
    setKind(next);
    setVisited((seen) => (seen.has(next) ? seen : new Set([...seen, next])));
  };

  const onSelection = (from: MaterialKind, items: Material[]) => {
    // one item in all: choosing in one tab clears the others
    if (!multiple && items.length > 0) {
      for (const k of offered) if (k !== from) lists?.[k]?.list.clearSelection();
    }
    setSelected((current) => ({ ...current, [from]: items }));
  };

  const chosen = offered.flatMap((k) => tagged(selected[k] ?? [], k));
  const confirm = () => {
    if (max !== undefined && chosen.length > max) {
      showToast(t('material.maxReached', { max }), { kind: 'warning' });
      return;
    }
    onConfirm(chosen);
  };

  return (
    <SelectorDialog
      title={t('material.pickMaterial')}
      count={t('material.selected', { n: chosen.length })}
      canConfirm={chosen.length > 0}
      onCancel={onCancel}
      onConfirm={confirm}
      container={container}
    >
      <Tabs label={t('material.kindTabs')} items={offered.map((k) => ({ key: k, label: t(`material.tab.${k}`) }))} value={kind} onChange={show}>
        {lists &&
          offered.map((k) => {
            const entry = lists[k];
            return entry && visited.has(k) ? (
              <div key={k} hidden={k !== kind}>
                <SelectorTab kind={k} list={entry.list} categories={entry.categories} onSelection={onSelection} container={container} />
              </div>
            ) : null;
          })}
      </Tabs>
    </SelectorDialog>
  );
}

function SelectorTab({ kind, list, categories, onSelection, container }: {
  kind: MaterialKind;
  list: MaterialListStore;
  categories: CategoryListStore;
  onSelection: (kind: MaterialKind, items: Material[]) => void;
  container?: Element | DocumentFragment;
}) {
  const categoryState = useStore(categories.$state);
  return (
    <SelectorLayout categories={categories} container={container}>
      <MaterialListView
        list={list}
        kind={kind}
        mode="selector"
        categoryId={categoryState.selectedId}
        categories={categoryState.categories}
        onSelectionChange={(items) => onSelection(kind, items)}
        onChanged={() => void categories.load()}
        container={container}
      />
    </SelectorLayout>
  );
}
