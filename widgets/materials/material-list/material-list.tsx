import { useStore } from '@nanostores/react';
import { $t } from '@shared/i18n/i18n.ts';
import { batchPath, storeBatchSelection } from '@shared/materials/batch-selection.ts';
import { onDemand } from '@widgets/ui/on-demand/on-demand.ts';
import { MaterialList as List, type LibraryTools, type MaterialListProps } from './list-view.tsx';

export type { MaterialListProps } from './list-view.tsx';

/** The move dialog loads when it first opens. */
const useMoveDialog = onDemand(() => import('../move-dialog/move-dialog.tsx'));

/** spec §2/§5: 移动 and 批量移动 move the chosen materials, 全部移动 every material of the category shown. */
const MoveMaterials: LibraryTools['MoveMaterials'] = ({ list, request, kind, categoryId, categories, container, onDone }) => {
  const t = useStore($t);
  const move = useMoveDialog(request !== null, () => onDone(false));
  if (!move) return null;
  return (
    <move.MoveDialog
      open={request !== null}
      title={request && 'all' in request ? t('material.moveAll') : t('material.moveTitle')}
      kind={kind}
      categories={categories}
      currentCategoryId={categoryId}
      container={container}
      onCancel={() => onDone(false)}
      onConfirm={async (target) => {
        if (!request) return;
        if (await ('all' in request ? list.moveAll(target) : list.move(request.ids, target))) onDone(true);
      }}
    />
  );
};

/** Moving and the console's batch course page: the library's, which the selectors (list-view.tsx) leave out. */
const LIBRARY_TOOLS: LibraryTools = {
  MoveMaterials,
  openBatchPage: (kind, items) => globalThis.location?.assign(batchPath(kind, storeBatchSelection(kind, items))),
};

/** The material list with everything normal mode offers (see list-view.tsx); owns its list store. */
export function MaterialList(props: MaterialListProps) {
  return <List tools={LIBRARY_TOOLS} {...props} />;
}
