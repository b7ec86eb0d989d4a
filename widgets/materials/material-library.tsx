import { useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $t } from '@shared/i18n/i18n.ts';
import { canBatchCreateCourses } from '@shared/materials/list-store.ts';
import { createCategoryList, type CategoryList as CategoryListStore } from '@shared/materials/category-store.ts';
import { createStateReporter, LIBRARY_DEFAULTS, libraryStateOf, listStartOf, type LibraryState, type StateChange } from '@shared/materials/library-state.ts';
import { MATERIAL_KINDS } from '@shared/materials/kinds.ts';
import type { Material, MaterialKind } from '@shared/materials/types.ts';
import { Tabs } from '@widgets/ui/tabs/tabs.tsx';
import { CategoryList } from './category-list/category-list.tsx';
import { MaterialList } from './material-list/material-list.tsx';
import { useOwnedStore } from './use-owned-store.ts';
import './material-library.css';

export type MaterialLibraryProps = {
  /** the kind shown first (spec §9: picture) */
  initialKind?: MaterialKind;
  /**
   * Where the library opens: kind, category, keyword, upload dates, sort, page, picture view (read once, at mount;
   * a host that wants it to show another state mounts it afresh). Without it the library opens on the defaults.
   */
  initialState?: Partial<LibraryState>;
  /**
   * told of every change of what the library shows (not of the state it opened on), e.g. to keep it in an address;
   * `replace` when the library corrected itself (the page it showed emptied), which deserves no history entry
   */
  onStateChange?: (state: LibraryState, change: StateChange) => void;
  /** 批量创建课程 of audio or video; without it the list opens the console's batch page itself */
  onBatchCreate?: (kind: 'audio' | 'video', items: Material[]) => void;
  /** the kinds that offer 批量创建课程 (default both): a staff account whose role opens no batch page gets none */
  courseKinds?: readonly ('audio' | 'video')[];
  container?: Element | DocumentFragment;
};

/** The material library of one page (/source, lectern-material-library): kind tabs, categories left, the list right. */
export function MaterialLibrary({ initialKind = 'picture', initialState, onStateChange, onBatchCreate, courseKinds, container }: MaterialLibraryProps) {
  const t = useStore($t);
  // the state each kind panel opens on: the host's start, then the defaults of the tab chosen
  const [start, setStart] = useState<LibraryState>(() => ({ ...LIBRARY_DEFAULTS, kind: initialKind, ...initialState }));
  const onChange = useRef(onStateChange);
  onChange.current = onStateChange;
  const [report] = useState(() => createStateReporter(start, (state, change) => onChange.current?.(state, change)));
  const choose = (kind: MaterialKind) => {
    const next = { ...LIBRARY_DEFAULTS, kind };
    setStart(next);
    report(next);
  };
  const kind = start.kind;
  return (
    <div className="lc-material-library">
      <Tabs label={t('material.kindTabs')} items={MATERIAL_KINDS.map((k) => ({ key: k, label: t(`material.tab.${k}`) }))} value={kind} onChange={choose}>
        <KindPanel key={kind} start={start} report={report} onBatchCreate={onBatchCreate} courseKinds={courseKinds} container={container} />
      </Tabs>
    </div>
  );
}

type PanelProps = { start: LibraryState; report: (state: LibraryState, replace?: boolean) => void } & Pick<MaterialLibraryProps, 'onBatchCreate' | 'courseKinds' | 'container'>;

function KindPanel(props: PanelProps) {
  const { kind, category } = props.start;
  const categories = useOwnedStore(() => {
    const store = createCategoryList(kind, { selectedId: category });
    void store.load();
    return store;
  }, [kind]);
  return categories ? <KindPanelView {...props} categories={categories} /> : null;
}

function KindPanelView({ start, report, categories, onBatchCreate, courseKinds, container }: PanelProps & { categories: CategoryListStore }) {
  const state = useStore(categories.$state);
  const kind = start.kind;
  const [listStart] = useState(() => listStartOf(start));

  return (
    <div className="lc-material-library__panel">
      <CategoryList categories={categories} container={container} className="lc-material-library__categories" />
      <MaterialList
        kind={kind}
        categoryId={state.selectedId}
        start={listStart}
        onQueryChange={(list) => report(libraryStateOf(kind, list), list.pageCorrected)}
        categories={state.categories}
        onChanged={() => void categories.load()}
        onBatchCreate={onBatchCreate && canBatchCreateCourses(kind) ? (items) => onBatchCreate(kind, items) : undefined}
        canCreateCourses={!courseKinds || courseKinds.some((one) => one === kind)}
        container={container}
      />
    </div>
  );
}
